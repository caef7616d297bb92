import { CHROMIUM_LAUNCH_OPTIONS } from "./chromium";
import { browserAs, createDater, createMatchedPair, isolatedSpot } from "./api-setup";
import { expect, snap, test, toastTitled } from "./fixtures";
import { moderator, verifyByApi } from "./moderator";

/**
 * Photo verification (docs/product-rules.md#verification-and-date-plans): the pose, a selfie from
 * Chromium's fake front camera, a moderator's approval in /admin, the `Verified` badge the
 * other side sees on the mystery card, and verifiedOnly both ways.
 */
test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...CHROMIUM_LAUNCH_OPTIONS.args, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
  },
});

test.describe("photo verification", () => {
  test("pose → selfie from the front camera → a moderator approves → the match sees Verified on the mystery card", async ({
    browser,
    baseURL,
  }) => {
    const { first: ines, second: tomas } = await createMatchedPair(baseURL ?? "");

    // Tomas gets verified: from Settings to /verify, the pose, the camera, the selfie.
    const tomasContext = await browserAs(browser, tomas);
    const page = await tomasContext.newPage();
    await page.goto("/settings");
    await page.getByRole("link", { name: /Get verified/ }).click();
    await expect(page.getByRole("heading", { name: "Get verified" })).toBeVisible();
    const headers = (await page.request.get("/verify")).headers();
    expect(headers["permissions-policy"]).toContain("camera=(self)");
    expect((await page.request.get("/settings")).headers()["permissions-policy"]).toContain("camera=()");
    await page.getByRole("button", { name: "Start" }).click();
    await expect(page.getByRole("heading", { name: "Copy this pose" })).toBeVisible();
    await expect(page.getByTestId("pose-instruction")).not.toBeEmpty();
    const takeSelfie = page.getByRole("button", { name: "Take selfie" });
    await expect(takeSelfie).toBeEnabled();
    await expect.poll(() => page.locator("video").evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
    await snap(page, "mobile-verify-pose");
    await takeSelfie.click();
    await expect(page.getByRole("img", { name: "Your selfie" })).toBeVisible();
    await page.getByRole("button", { name: "Send for review" }).click();
    await expect(page.getByRole("heading", { name: "Your selfie is being reviewed" })).toBeVisible();
    await snap(page, "mobile-verify-pending");

    // The moderator compares the selfie with the profile photos and the pose, and approves.
    const mod = await moderator(baseURL ?? "");
    const modContext = await browserAs(browser, mod);
    const admin = await modContext.newPage();
    await admin.goto("/admin");
    await admin.getByRole("tab", { name: "Verifications" }).click();
    const review = admin.getByRole("region", { name: `Verification of ${tomas.firstName} Tester` });
    await expect(review.getByRole("img", { name: `Selfie of ${tomas.firstName} Tester` })).toBeVisible();
    await expect(review.getByRole("img", { name: `Photo 1 of ${tomas.firstName} Tester` })).toBeVisible();
    await expect
      .poll(() =>
        review
          .getByRole("img", { name: `Selfie of ${tomas.firstName} Tester` })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await snap(admin, "mobile-admin-verification-review");
    await review.getByRole("button", { name: "Approve" }).click();
    await expect(toastTitled(admin, "Verification approved")).toBeVisible();
    await modContext.close();

    await page.reload();
    await expect(page.getByRole("heading", { name: "You're verified" })).toBeVisible();
    await tomasContext.close();

    // Ines sees the badge on her Mystery Match's card, before either reveals.
    const inesContext = await browserAs(browser, ines);
    const home = await inesContext.newPage();
    await home.goto("/");
    const card = home.getByRole("article", { name: "Mystery Match" });
    await expect(card.getByText("Verified", { exact: true })).toBeVisible();
    await snap(home, "mobile-verified-badge-mystery-card");
    await inesContext.close();
  });

  test("verifiedOnly keeps an unverified dater out, and lets them in once verified", async ({ browser, baseURL }) => {
    const spot = isolatedSpot();
    const vera = await createDater(baseURL ?? "", { firstName: "Vera", gender: "female", lookingFor: "male", ...spot });
    const context = await browserAs(browser, vera);
    const page = await context.newPage();
    await page.goto("/settings");
    await page.getByRole("tab", { name: "Preference" }).click();
    const verifiedOnly = page.getByRole("switch", { name: "Verified people only" });
    await expect(verifiedOnly).toHaveAttribute("aria-checked", "false");
    await verifiedOnly.click();
    await expect(verifiedOnly).toHaveAttribute("aria-checked", "true");
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expect(toastTitled(page, "Preferences Updated")).toBeVisible();
    expect(((await (await vera.api.get("/api/preferences")).json()) as { verifiedOnly: boolean }).verifiedOnly).toBe(true);

    // Hugo lives next door and answers the same, but is not verified: no match either way.
    const hugo = await createDater(baseURL ?? "", { firstName: "Hugo", gender: "male", lookingFor: "female", ...spot });
    expect(await (await hugo.api.get("/api/matches")).json()).toEqual([]);
    await page.goto("/");
    await expect(page.getByRole("article", { name: "Mystery Match" })).toHaveCount(0);

    // Once a moderator verifies him, his search finds her.
    await verifyByApi(hugo, await moderator(baseURL ?? ""));
    await page.reload();
    const card = page.getByRole("article", { name: "Mystery Match" });
    await expect(card).toHaveCount(1);
    await expect(card.getByText("Verified", { exact: true })).toBeVisible();
    await context.close();
  });
});
