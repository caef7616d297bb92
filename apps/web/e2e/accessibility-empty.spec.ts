import { browserAs, createMatchedPair } from "./api-setup";
import { expectAccessible } from "./axe";
import { expect, test } from "./fixtures";

/** WCAG 2.1 A/AA on a new match's screens, before anyone has written: matches, chats, chat, report, profile, settings. */
test.describe("accessibility (axe-core)", () => {
  test("matches, chats, chat with its dialogs, report, profile and settings", async ({ page, browser, baseURL }) => {
    // Eight to ten full axe scans, each several seconds on a busy CI runner (as the data test, accessibility-data.spec.ts).
    test.setTimeout(180_000);
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
    await expect(signedIn.getByRole("menu")).toBeVisible();
    await expectAccessible(signedIn, "match menu");
    await signedIn.keyboard.press("Escape");

    await signedIn.goto("/chats");
    await expect(signedIn.getByText("Chat to get to know each other!")).toBeVisible();
    await expectAccessible(signedIn, "chats");

    await signedIn.goto(`/chat/${matchId}`);
    await expect(signedIn.getByText("Start the Conversation")).toBeVisible();
    await expectAccessible(signedIn, "chat");
    await signedIn.getByRole("button", { name: "Reveal Profile" }).click();
    await expect(signedIn.getByRole("alertdialog")).toBeVisible();
    await expectAccessible(signedIn, "reveal dialog");
    await signedIn.getByRole("button", { name: "Not Yet" }).click();
    await signedIn.getByRole("button", { name: "Chat options" }).click();
    await signedIn.getByRole("menuitem", { name: "Block User" }).click();
    await expect(signedIn.getByRole("alertdialog")).toBeVisible();
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
    await expect(signedIn.getByRole("alertdialog")).toBeVisible();
    await expectAccessible(signedIn, "delete account dialog");
    await context.close();
  });
});
