import { expectAccessible } from "./axe";
import { allowFailedResource, expect, PORTRAIT, test, uniqueEmail } from "./fixtures";

/** WCAG 2.1 A/AA on the way in: the landing page and its dialogs, the 404 page, profile setup and the quiz. */
test.describe("accessibility (axe-core)", () => {
  test("landing, its dialogs, the 404 page, profile setup and the quiz", async ({ page }) => {
    // Eight to ten full axe scans, each several seconds on a busy CI runner (as the data test, accessibility-data.spec.ts).
    test.setTimeout(180_000);
    allowFailedResource(404);
    await page.goto("/");
    await expectAccessible(page, "landing");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expectAccessible(page, "landing sign-up tab");
    await page.getByRole("button", { name: "Learn More" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page, "Learn More dialog");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "View Terms of Service" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page, "Terms dialog");
    await page.keyboard.press("Escape");

    await page.goto("/no-such-page");
    await expectAccessible(page, "404");

    await page.goto("/");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Email").fill(uniqueEmail("a11y"));
    await page.getByLabel("Password").fill("a-long-password");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/profile-setup$/);
    await expectAccessible(page, "profile setup");
    await page.getByRole("button", { name: "Next: Personality Quiz" }).click();
    await expect(page.getByText("Bio must be at least 20 characters")).toBeVisible();
    await expectAccessible(page, "profile setup with errors");

    await page.getByLabel("Add photo").setInputFiles(PORTRAIT);
    await expect(page.getByRole("img", { name: "Photo 1" })).toBeVisible();
    await page.getByLabel("Bio").fill("Accessibility matters to me, and so do good coffee and kind people.");
    await page.getByLabel("Location").fill("Lisbon");
    await page.getByRole("button", { name: "Next: Personality Quiz" }).click();
    await expect(page.getByText("Question 1 of 15")).toBeVisible();
    await expectAccessible(page, "quiz");
    await page.getByRole("radio").first().click();
    await expectAccessible(page, "quiz answered");
  });
});
