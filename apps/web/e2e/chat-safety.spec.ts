import type { APIRequestContext } from "@playwright/test";
import { browserAs, createMatchedPair } from "./api-setup";
import { expectAccessible } from "./axe";
import { allowFailedResource, expect, snap, test, toastTitled } from "./fixtures";
import { moderator as moderatorAccount } from "./moderator";

/** Safety before harm in the chat (contract §18, docs/product-rules.md#safety-in-the-chat), at 390×844. */

const OFF_PLATFORM_TIP = "Scammers often ask to move the chat off Unveil. Stay here until you trust them.";
const HURTFUL = "you're a worthless loser";

interface MessageJson {
  id: string;
  content: string;
  safetyTips: string[];
  mayHurt: boolean;
  hiddenByFilter: boolean;
}

async function messagesOf(api: APIRequestContext, matchId: string): Promise<MessageJson[]> {
  const response = await api.get(`/api/messages/${matchId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as MessageJson[];
}

test.describe("safety in the chat (contract §18)", () => {
  test("a WhatsApp number shows the recipient the tip with Report; the sender sees none", async ({ browser, baseURL }) => {
    const { first: ines, second: tomas, matchId } = await createMatchedPair(baseURL ?? "");
    const text = "Add me on WhatsApp +351 912 345 678, it's easier to talk there";

    const tomasContext = await browserAs(browser, tomas);
    const sender = await tomasContext.newPage();
    await sender.goto(`/chat/${matchId}`);
    await sender.getByRole("textbox", { name: "Message" }).fill(text);
    await sender.getByRole("button", { name: "Send message" }).click();
    const sent = sender.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: text });
    await expect(sent).toBeVisible();
    await expect(sender.getByRole("textbox", { name: "Message" })).toHaveValue("");

    const inesContext = await browserAs(browser, ines);
    const page = await inesContext.newPage();
    await page.goto(`/chat/${matchId}`);
    const received = page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: text });
    const tip = received.getByRole("note");
    await expect(tip).toHaveText(new RegExp(`^${OFF_PLATFORM_TIP.replace(/\./g, "\\.")}\\s*Report$`));
    await expect(tip.getByRole("button", { name: "Report", exact: true })).toBeVisible();
    await snap(page, "mobile-chat-safety-tip", { fullPage: false });
    await expectAccessible(page, "[data-testid=safety-tip]", "[data-testid=safety-tip]");

    // The sender is never shown a tip about their own message, on screen or live.
    await sender.reload();
    await expect(sent).toBeVisible();
    await expect(sender.getByText(OFF_PLATFORM_TIP)).toHaveCount(0);
    await expect(sender.getByRole("note")).toHaveCount(0);

    // `Report` opens the report form about that message's sender.
    await tip.getByRole("button", { name: "Report", exact: true }).click();
    await expect(page).toHaveURL(/\/report\?/);
    const url = new URL(page.url());
    const [message] = await messagesOf(ines.api, matchId);
    // The number and the app: both kinds in the recipient's view, one tip on screen; none for the sender.
    expect([...(message?.safetyTips ?? [])].sort()).toEqual(["off-platform", "phone"]);
    expect((await messagesOf(tomas.api, matchId))[0]?.safetyTips).toEqual([]);
    expect(url.searchParams.get("userId")).toBe(tomas.id);
    expect(url.searchParams.get("messageId")).toBe(message?.id);
    await expect(page.getByText("This report is about your match.")).toBeVisible();
    await inesContext.close();
    await tomasContext.close();
  });

  test("Are you sure?: Edit message keeps the text and sends nothing; Send anyway sends it", async ({ browser, baseURL }) => {
    // The server's 409 MESSAGE_MAY_HURT is the browser's "failed resource" line; the composer asks instead.
    allowFailedResource(409);
    const { first: ines, second: tomas, matchId } = await createMatchedPair(baseURL ?? "");
    const context = await browserAs(browser, tomas);
    const page = await context.newPage();
    await page.goto(`/chat/${matchId}`);
    const composer = page.getByRole("textbox", { name: "Message" });
    await composer.fill(HURTFUL);
    await page.getByRole("button", { name: "Send message" }).click();

    const dialog = page.getByRole("alertdialog", { name: "Are you sure?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("This message may be hurtful.");
    await expect(dialog.getByRole("button", { name: "Edit message" })).toBeFocused();
    await expect(dialog.getByRole("button", { name: "Send anyway" })).toBeVisible();
    await snap(page, "mobile-chat-are-you-sure", { fullPage: false });
    await expectAccessible(page, "form", "form");
    expect(await messagesOf(ines.api, matchId)).toEqual([]);

    await dialog.getByRole("button", { name: "Edit message" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(composer).toHaveValue(HURTFUL);
    await expect(composer).toBeFocused();
    await expect(page.getByRole("list", { name: "Messages" })).toHaveCount(0);
    expect(await messagesOf(ines.api, matchId)).toEqual([]);

    await page.getByRole("button", { name: "Send message" }).click();
    await dialog.getByRole("button", { name: "Send anyway" }).click();
    await expect(page.getByRole("list", { name: "Messages" }).getByText(HURTFUL)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(composer).toHaveValue("");
    const stored = await messagesOf(ines.api, matchId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ content: HURTFUL, mayHurt: true });
    // The sender's own view never carries the flag, and the sender sees no prompt.
    expect((await messagesOf(tomas.api, matchId))[0]).toMatchObject({ mayHurt: false });
    await expect(page.getByText("Does this bother you?")).toHaveCount(0);
    await context.close();
  });

  test("Does this bother you?: Report files a report led by that message; No dismisses", async ({ browser, baseURL }) => {
    const { first: ines, second: tomas, matchId } = await createMatchedPair(baseURL ?? "");
    await tomas.api.post("/api/messages", { data: { matchId, content: "Hi! Long day?" } });
    const sent = await tomas.api.post("/api/messages", { data: { matchId, content: HURTFUL, confirmed: true } });
    expect(sent.status()).toBe(201);
    const hurtful = (await sent.json()) as MessageJson;
    await tomas.api.post("/api/messages", { data: { matchId, content: "Whatever, answer me" } });

    const context = await browserAs(browser, ines);
    const page = await context.newPage();
    await page.goto(`/chat/${matchId}`);
    const list = page.getByRole("list", { name: "Messages" });
    const prompt = page.getByRole("group", { name: "Does this bother you?" });
    await expect(prompt).toHaveCount(1);
    await expect(list.getByRole("listitem").filter({ hasText: HURTFUL }).getByRole("group")).toHaveText(
      /^Does this bother you\?\s*Report\s*No$/,
    );
    await snap(page, "mobile-chat-does-this-bother-you", { fullPage: false });
    await expectAccessible(page, "[data-testid=bothers-prompt]", "[data-testid=bothers-prompt]");

    await prompt.getByRole("button", { name: "Report", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Submit a Report" })).toBeVisible();
    await expect(page.getByText("This report is about your match.")).toBeVisible();
    await expect(page.getByText(/The message you reported is attached first/)).toBeVisible();
    await snap(page, "mobile-report-from-message");
    await page.getByLabel("Description").fill("He called me a loser when I did not answer fast enough");
    await page.getByRole("button", { name: "Submit Report" }).click();
    await expect(toastTitled(page, "Report Submitted")).toBeVisible();

    // The moderator finds the report naming Tomas, with that message leading the evidence.
    const moderator = (await moderatorAccount(baseURL ?? "")).api;
    const reports = (await (await moderator.get("/api/admin/reports")).json()) as {
      description: string;
      reportType: string;
      reportedUser: { id: string } | null;
      evidence: { id: string; content: string }[];
    }[];
    const report = reports.find((one) => one.description.startsWith("He called me a loser"));
    expect(report).toMatchObject({ reportType: "user", reportedUser: { id: tomas.id } });
    expect(report?.evidence.map((message) => message.id)[0]).toBe(hurtful.id);
    expect(report?.evidence).toHaveLength(3);

    // `No` hides the prompt, and it stays hidden after a reload.
    await page.goto(`/chat/${matchId}`);
    await prompt.getByRole("button", { name: "No", exact: true }).click();
    await expect(prompt).toHaveCount(0);
    await expect(list.getByText(HURTFUL)).toBeVisible();
    await page.reload();
    await expect(list.getByText(HURTFUL)).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await moderator.dispose();
    await context.close();
  });

  test("hidden words: a word added in Settings collapses a message until Show", async ({ browser, baseURL }) => {
    const { first: ines, second: tomas, matchId } = await createMatchedPair(baseURL ?? "");
    const context = await browserAs(browser, ines);
    const page = await context.newPage();
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Hidden words" });
    await expect(card.getByText("No hidden words yet.")).toBeVisible();
    const field = card.getByLabel("Word or phrase to hide");
    for (const word of ["Hey Sexy", "pineapple"]) {
      await field.fill(word);
      await card.getByRole("button", { name: "Add" }).click();
      await expect(field).toHaveValue("");
    }
    const words = card.getByRole("list", { name: "Hidden words" });
    await expect(words.getByRole("listitem")).toHaveText(["hey sexy", "pineapple"]);
    await expect(card.getByText("2/100")).toBeVisible();
    await card.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await snap(page, "mobile-settings-hidden-words", { fullPage: false });
    await expectAccessible(page, "[aria-labelledby=hidden-words-heading]", "[aria-labelledby=hidden-words-heading]");
    const saved = (await (await ines.api.get("/api/hidden-words")).json()) as { words: string[] };
    expect(saved.words).toEqual(["hey sexy", "pineapple"]);

    await tomas.api.post("/api/messages", { data: { matchId, content: "Good morning!" } });
    const text = "Do you like PINEAPPLE on pizza?";
    await tomas.api.post("/api/messages", { data: { matchId, content: text } });
    await page.goto(`/chat/${matchId}`);
    const list = page.getByRole("list", { name: "Messages" });
    await expect(list.getByText("Good morning!")).toBeVisible();
    const hidden = list.getByRole("listitem").filter({ hasText: "Hidden by your word filter" });
    await expect(hidden).toHaveCount(1);
    await expect(list.getByText(text)).toHaveCount(0);
    await snap(page, "mobile-chat-hidden-word", { fullPage: false });
    await expectAccessible(page, "[data-testid=hidden-message]", "[data-testid=hidden-message]");

    await hidden.getByRole("button", { name: "Show", exact: true }).click();
    await expect(list.getByText(text)).toBeVisible();
    await expect(list.getByText("Hidden by your word filter")).toHaveCount(0);
    // The sender is never told.
    const ownView = (await messagesOf(tomas.api, matchId)).find((message) => message.content === text);
    expect(ownView).toMatchObject({ hiddenByFilter: false });
    await context.close();
  });
});
