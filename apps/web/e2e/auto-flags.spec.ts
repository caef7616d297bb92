import { createDater, isolatedSpot, pageAs } from "./api-setup";
import { expect, snap, test } from "./fixtures";
import { moderator } from "./moderator";

test.describe("automatic flags (docs/product-rules.md#automatic-flags)", () => {
  test("three people report one dater: the moderator finds it Flagged automatically", async ({ browser, baseURL }) => {
    const base = baseURL ?? "";
    // The flagged dater and Ana share a spot and answers, so they match (as in createMatchedPair).
    const spot = isolatedSpot();
    const reported = await createDater(base, { firstName: "Flagged", gender: "male", lookingFor: "female", ...spot });
    const ana = await createDater(base, { firstName: "Ana", gender: "female", lookingFor: "male", ...spot });
    const [match] = (await (await reported.api.get("/api/matches")).json()) as { id: string }[];
    const line = "Send me a gift card and I will come to see you";
    expect((await reported.api.post("/api/messages", { data: { matchId: match?.id, content: line } })).status()).toBe(201);
    const reporters = [ana];
    for (const name of ["Bea", "Cleo"]) {
      reporters.push(await createDater(base, { firstName: name, gender: "female", lookingFor: "male", ...isolatedSpot() }));
    }
    for (const reporter of reporters) {
      const filed = await reporter.api.post("/api/reports", {
        data: { reportType: "user", description: "He asked me to send a gift card", reportedUserId: reported.id },
      });
      expect(filed.status()).toBe(201);
    }

    const { context, page } = await pageAs(browser, await moderator(base));
    await page.goto("/admin");
    const row = page
      .getByRole("list", { name: "Open reports" })
      .getByRole("link")
      .filter({ hasText: "Reported by several people" })
      .filter({ hasText: reported.firstName })
      .first();
    await expect(row).toContainText("Flagged automatically");
    await snap(page, "mobile-admin-flagged-automatically");

    await row.click();
    await expect(page.getByRole("heading", { name: "Report", exact: true })).toBeVisible();
    await expect(page.getByText("Reported by: Flagged automatically")).toBeVisible();
    await expect(page.getByRole("list", { name: "Messages that tripped the rule" }).getByText(line)).toBeVisible();
    await expect(page.getByText("New", { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: /Photo 1 of Flagged/ })).toBeVisible();
    await snap(page, "mobile-admin-flagged-automatically-report");
    await context.close();
  });
});
