import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { browserAs, createDater, createMatchedPair } from "./api-setup";
import { allowFailedResource, expect, PORTRAIT, PORTRAIT_2, test, uniqueEmail } from "./fixtures";

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
    // Eight to ten full axe scans, each several seconds on a busy CI runner (as the data test below).
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

  test("matches, chats, chat with its dialogs, report, profile and settings", async ({ page, browser, baseURL }) => {
    // Eight to ten full axe scans, each several seconds on a busy CI runner (as the data test below).
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

  test("screens with data: mystery and revealed matches, chats, chats with messages and images, every settings tab, dialogs open", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // Ines matches Tomas (both revealed) and Rui (a mystery; he has revealed, she has not).
    const { first: ines, second: tomas, matchId: revealedId, spot } = await createMatchedPair(baseURL ?? "");
    const rui = await createDater(baseURL ?? "", { firstName: "Rui", gender: "male", lookingFor: "female", ...spot });
    const matches = (await (await ines.api.get("/api/matches")).json()) as { id: string }[];
    const mysteryId = matches.find((match) => match.id !== revealedId)?.id ?? "";
    expect(matches).toHaveLength(2);
    const image = `data:image/jpeg;base64,${readFileSync(PORTRAIT_2).toString("base64")}`;
    const send = async (who: typeof ines, matchId: string, content: string, imageUrl?: string) =>
      expect((await who.api.post("/api/messages", { data: { matchId, content, imageUrl } })).ok()).toBe(true);
    await send(ines, mysteryId, "Hi! Coffee or tea?");
    await send(rui, mysteryId, "Tea, always. This is my favourite spot.", image);
    await send(rui, mysteryId, "", image);
    await send(ines, mysteryId, "Lovely view!", image);
    await send(tomas, revealedId, "Glad we both revealed!");
    await send(ines, revealedId, "Me too. Dinner on Friday?");
    for (const who of [ines, tomas]) {
      expect((await who.api.post("/api/matches/reveal", { data: { matchId: revealedId } })).ok()).toBe(true);
    }
    expect((await rui.api.post("/api/matches/reveal", { data: { matchId: mysteryId } })).ok()).toBe(true);

    const context = await browserAs(browser, ines);
    const page = await context.newPage();
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") throw new Error(message.text());
    });

    // Matches: one mystery card, one revealed card, and the card menu with its confirmation.
    await page.goto("/");
    await expect(page.getByRole("article", { name: "Mystery Match" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Tomas Tester" })).toBeVisible();
    await expectAccessible(page, "matches with a mystery and a revealed card");
    await page.getByRole("article", { name: "Mystery Match" }).getByRole("button", { name: "Match options" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectAccessible(page, "match menu on a card with data");
    await page.getByRole("menuitem", { name: "Delete Match" }).click();
    await expect(page.getByRole("alertdialog", { name: "Delete Match?" })).toBeVisible();
    await expectAccessible(page, "delete match dialog");
    await page.getByRole("button", { name: "Cancel" }).click();

    // Chats: both groups, the row menu and its confirmation.
    await page.goto("/chats");
    await expect(page.getByRole("heading", { name: "Revealed Matches" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mystery Matches" })).toBeVisible();
    await expectAccessible(page, "chats with both groups");
    await page.getByRole("button", { name: "Chat options: Mystery Match" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await page.getByRole("menuitem", { name: "Delete Chat" }).click();
    await expect(page.getByRole("alertdialog", { name: "Delete Chat?" })).toBeVisible();
    await expectAccessible(page, "delete chat dialog");
    await page.getByRole("button", { name: "Cancel" }).click();

    // The mystery chat with text and images both ways, its menu, then the reveal and its celebration.
    await page.goto(`/chat/${mysteryId}`);
    await expect(page.getByText("Tea, always. This is my favourite spot.")).toBeVisible();
    // Contract §14: a mystery match's images arrive blurred behind 'Tap to view'; both states are checked.
    const tapToView = page.getByRole("button", { name: "Tap to view" });
    await expect(tapToView).toHaveCount(2);
    await expect(page.getByRole("img", { name: "Image you sent" })).toBeVisible();
    await expectAccessible(page, "mystery chat with blurred images");
    await tapToView.first().click();
    await tapToView.first().click();
    await expect(page.getByRole("img", { name: "Image from your match" })).toHaveCount(2);
    await expectAccessible(page, "mystery chat with messages and images");
    await page.getByRole("button", { name: "Chat options" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectAccessible(page, "chat menu");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Reveal Profile" }).click();
    await expect(page.getByRole("alertdialog", { name: "Reveal Your Profile?" })).toBeVisible();
    await expectAccessible(page, "reveal dialog with messages behind");
    await page.getByRole("button", { name: "Yes, Reveal" }).click();
    const celebration = page.getByRole("dialog", { name: "It's a Reveal! 🎉" });
    await expect(celebration.getByRole("img", { name: /photo 1/ })).toBeVisible();
    await expectAccessible(page, "reveal celebration");
    await celebration.getByRole("button", { name: "Continue Chatting" }).click();
    await expect(page.getByText("Both revealed!")).toBeVisible();
    await expectAccessible(page, "revealed chat with messages and images");

    // The other revealed chat, with the block confirmation open.
    await page.goto(`/chat/${revealedId}`);
    await expect(page.getByText("Dinner on Friday?")).toBeVisible();
    await page.getByRole("button", { name: "Chat options" }).click();
    await page.getByRole("menuitem", { name: "Block User" }).click();
    await expect(page.getByRole("alertdialog", { name: "Block this user?" })).toBeVisible();
    await expectAccessible(page, "block dialog over a revealed chat");
    await page.getByRole("button", { name: "Cancel" }).click();

    // Report about the match, with the type list open.
    await page.goto(`/report?userId=${encodeURIComponent(tomas.id)}`);
    await expect(page.getByText("This report is about your match.")).toBeVisible();
    await page.getByRole("combobox", { name: "Report type" }).click();
    await expect(page.getByRole("listbox")).toBeVisible();
    await expectAccessible(page, "report with the type list open");
    await page.keyboard.press("Escape");

    await page.goto("/profile");
    await expect(page.getByRole("img", { name: /photo/i }).first()).toBeVisible();
    await expectAccessible(page, "profile with photos");

    // Settings: every tab with data, and each tab's dialogs and lists open.
    await page.goto("/settings");
    await expect(page.getByLabel("Bio")).toHaveValue(/Ines/);
    await expectAccessible(page, "settings Profile tab");
    await page.getByRole("combobox", { name: "Looking For" }).click();
    await expect(page.getByRole("listbox")).toBeVisible();
    await expectAccessible(page, "settings Looking For list");
    await page.keyboard.press("Escape");
    await page.getByRole("tab", { name: "Photos" }).click();
    await expect(page.getByRole("img", { name: "Photo 1 (primary)" })).toBeVisible();
    await expectAccessible(page, "settings Photos tab");
    await page.getByRole("button", { name: "Add Photo" }).click();
    const upload = page.getByRole("dialog", { name: "Upload a Photo" });
    await upload.getByLabel("Choose a photo").setInputFiles(PORTRAIT_2);
    await expect(upload.getByRole("img", { name: "Preview of the chosen photo" })).toBeVisible();
    await expectAccessible(page, "upload dialog with a chosen photo");
    await upload.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Delete photo 1" }).click();
    await expect(page.getByRole("alertdialog", { name: "Delete this photo?" })).toBeVisible();
    await expectAccessible(page, "delete photo dialog");
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("tab", { name: "Preference" }).click();
    await expect(page.getByText("Currently: 18 - 99 years old")).toBeVisible();
    await expectAccessible(page, "settings Preference tab");
    await page.getByRole("tab", { name: "Personality" }).click();
    await expect(page.getByRole("radiogroup")).toHaveCount(15);
    await expectAccessible(page, "settings Personality tab with saved answers");
    await page.getByRole("tab", { name: "Contact" }).click();
    await expect(page.getByRole("link", { name: /@/ })).toBeVisible();
    await expectAccessible(page, "settings Contact tab");
    await page.getByRole("button", { name: "Delete My Account" }).click();
    await expect(page.getByRole("alertdialog", { name: "Are you absolutely sure?" })).toBeVisible();
    await expectAccessible(page, "delete account dialog over settings with data");
    await context.close();
  });
});
