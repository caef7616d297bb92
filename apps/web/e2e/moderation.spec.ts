import { browserAs, createMatchedPair } from "./api-setup";
import { allowFailedResource, expect, snap, test, toastTitled } from "./fixtures";
import { moderator } from "./moderator";

test.describe("moderation (docs/product-rules.md#moderation)", () => {
  test("a dater and a signed-out visitor get the not-found page at /admin", async ({ page, browser, baseURL }) => {
    allowFailedResource(404);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    const { first } = await createMatchedPair(baseURL ?? "");
    const context = await browserAs(browser, first);
    const dater = await context.newPage();
    const response = await dater.goto("/admin");
    expect(response?.status()).toBe(404);
    await expect(dater.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await context.close();
  });

  test("a moderator reads a report with its evidence, bans the user, and finds it resolved and logged", async ({
    browser,
    baseURL,
  }) => {
    const { first: reporter, second: reported, matchId } = await createMatchedPair(baseURL ?? "");
    await reported.api.post("/api/messages", { data: { matchId, content: "Answer me or you will regret it" } });
    await reporter.api.post("/api/messages", { data: { matchId, content: "Please leave me alone" } });
    const filed = await reporter.api.post("/api/reports", {
      data: { reportType: "user", description: "He keeps threatening me when I do not answer", reportedUserId: reported.id },
    });
    expect(filed.status()).toBe(201);
    const mod = await moderator(baseURL ?? "");

    for (const viewport of [
      { name: "mobile", width: 390, height: 844 },
      { name: "desktop", width: 1280, height: 900 },
    ]) {
      const context = await browserAs(browser, mod);
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      await page.goto("/admin");
      await expect(page.getByRole("heading", { name: "Moderation" })).toBeVisible();
      const row = page
        .getByRole("list", { name: "Open reports" })
        .getByRole("link")
        .filter({ hasText: reported.firstName })
        .first();
      await expect(row).toContainText("He keeps threatening me");
      await expect(row).toContainText(/1 report against them/);
      await snap(page, `${viewport.name}-admin-queue`);

      await row.click();
      await expect(page.getByRole("heading", { name: "Report", exact: true })).toBeVisible();
      const transcript = page.getByRole("list", { name: "Conversation snapshot" });
      await expect(transcript.getByText("Answer me or you will regret it")).toBeVisible();
      await expect(transcript.getByText("Please leave me alone")).toBeVisible();
      await expect(page.getByRole("img", { name: new RegExp(`Photo 1 of ${reported.firstName}`) })).toBeVisible();
      await expect(page.getByRole("button", { name: "Ban", exact: true })).toBeVisible();
      await snap(page, `${viewport.name}-admin-report`);
      await context.close();
    }

    const context = await browserAs(browser, mod);
    const page = await context.newPage();
    await page.goto("/admin");
    await page
      .getByRole("list", { name: "Open reports" })
      .getByRole("link")
      .filter({ hasText: reported.firstName })
      .first()
      .click();
    await page.getByRole("button", { name: "Ban", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Ban this user?" });
    await dialog.getByRole("button", { name: "Ban user" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("A note is required");
    await dialog.getByLabel("Note (required)").fill("Threats in chat, see the snapshot");
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await snap(page, "mobile-admin-ban-dialog");
    await dialog.getByRole("button", { name: "Ban user" }).click();
    await expect(toastTitled(page, "User banned")).toBeVisible();
    await expect(page.getByText(/Banned on/)).toBeVisible();

    // At once: the banned dater's session is gone and login says why.
    expect((await reported.api.get("/api/auth/user")).status()).toBe(401);
    const login = await reported.api.post("/api/login", { data: { email: reported.email, password: reported.password } });
    expect(login.status()).toBe(403);
    expect(await login.json()).toMatchObject({ message: "This account has been banned" });
    const matches = (await (await reporter.api.get("/api/matches")).json()) as { id: string }[];
    expect(matches.map((match) => match.id)).not.toContain(matchId);

    await page.getByRole("link", { name: "Back to queue" }).click();
    await page.getByRole("tab", { name: "Resolved" }).click();
    await expect(page.getByRole("list", { name: "Resolved reports" }).getByText("He keeps threatening me").first()).toBeVisible();
    await page.getByRole("tab", { name: "Audit log" }).click();
    await expect(page.getByRole("list", { name: "Audit log" }).getByText("Threats in chat, see the snapshot")).toBeVisible();
    await snap(page, "mobile-admin-audit");
    await context.close();
  });
});
