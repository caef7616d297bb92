import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { browserAs, createMatchedPair } from "./api-setup";
import { allowFailedResource, expect, PORTRAIT, test, uniqueEmail } from "./fixtures";

/** Zero serious or critical WCAG 2.1 A/AA violations on what is on screen now. */
async function expectAccessible(page: Page, screen: string) {
  // After a client-side navigation the new page's <title> is streamed in a moment later.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect(serious, `accessibility of ${screen}`).toEqual([]);
}

test.describe("accessibility (axe-core)", () => {
  test("landing, its dialogs, the 404 page, profile setup and the quiz", async ({ page }) => {
    allowFailedResource(404);
    await page.goto("/");
    await expectAccessible(page, "landing");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expectAccessible(page, "landing sign-up tab");
    await page.getByRole("button", { name: "Learn More" }).click();
    await expectAccessible(page, "Learn More dialog");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "View Terms of Service" }).click();
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

  test("matches, chats, chat with its dialogs, report, profile and settings", async ({ page, browser, baseURL }) => {
    const { first, second, matchId } = await createMatchedPair(baseURL ?? "");
    const context = await browserAs(browser, first);
    const signedIn = await context.newPage();
    signedIn.on("console", (message) => {
      if (message.type() === "error") throw new Error(message.text());
    });
    await page.close();

    await signedIn.goto("/");
    await expect(signedIn.getByRole("article", { name: "Mystery Match" })).toBeVisible();
    await expectAccessible(signedIn, "matches");
    await signedIn.getByRole("button", { name: "Match options" }).click();
    await expectAccessible(signedIn, "match menu");
    await signedIn.keyboard.press("Escape");

    await signedIn.goto("/chats");
    await expect(signedIn.getByText("Chat to get to know each other!")).toBeVisible();
    await expectAccessible(signedIn, "chats");

    await signedIn.goto(`/chat/${matchId}`);
    await expect(signedIn.getByText("Start the Conversation")).toBeVisible();
    await expectAccessible(signedIn, "chat");
    await signedIn.getByRole("button", { name: "Reveal Profile" }).click();
    await expectAccessible(signedIn, "reveal dialog");
    await signedIn.getByRole("button", { name: "Not Yet" }).click();
    await signedIn.getByRole("button", { name: "Chat options" }).click();
    await signedIn.getByRole("menuitem", { name: "Block User" }).click();
    await expectAccessible(signedIn, "block dialog");
    await signedIn.getByRole("button", { name: "Cancel" }).click();

    await signedIn.goto(`/report?userId=${encodeURIComponent(second.id)}`);
    await expectAccessible(signedIn, "report");

    await signedIn.goto("/profile");
    await expect(signedIn.getByRole("heading", { name: "Your Profile" })).toBeVisible();
    await expectAccessible(signedIn, "profile");

    await signedIn.goto("/settings");
    await expect(signedIn.getByRole("heading", { name: "Account Settings" })).toBeVisible();
    for (const tab of ["Profile", "Photos", "Preference", "Personality", "Contact"]) {
      await signedIn.getByRole("tab", { name: tab }).click();
      await expectAccessible(signedIn, `settings ${tab} tab`);
    }
    await signedIn.getByRole("button", { name: "Delete My Account" }).click();
    await expectAccessible(signedIn, "delete account dialog");
    await context.close();
  });
});
