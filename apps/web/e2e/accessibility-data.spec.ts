import { readFileSync } from "node:fs";
import { createDater, createMatchedPair, pageAs } from "./api-setup";
import { expectAccessible } from "./axe";
import { expect, PORTRAIT_2, test } from "./fixtures";

/** WCAG 2.1 A/AA on screens full of data: both kinds of match, messages and images, every settings tab, dialogs open. */
test.describe("accessibility (axe-core)", () => {
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

    const { context, page } = await pageAs(browser, ines);
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
    // docs/product-rules.md#chat-images-safe-by-default: a mystery match's images arrive blurred behind 'Tap to view'; both states are checked.
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
