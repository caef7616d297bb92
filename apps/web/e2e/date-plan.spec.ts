import AxeBuilder from "@axe-core/playwright";
import type { APIResponse, Page } from "@playwright/test";
import { browserAs, createMatchedPair } from "./api-setup";
import { allowFailedResource, expect, snap, test } from "./fixtures";

/**
 * docs/product-rules.md#share-my-date: a dater shares a date plan from the chat menu;
 * the link opens signed out (without JavaScript too) and shows the plan, never a last
 * name, an email or coordinates; `Delete` ends the link at once.
 */

const PLACE = "Café Lumen, Rua das Flores 12";
const NOTE = "Call me at 22:00 if I haven't texted";

/** Tomorrow at 19:30 in the browser's time zone, as a datetime-local input takes it. */
function tomorrowEvening(): string {
  const at = new Date(Date.now() + 24 * 3600_000);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T19:30`;
}

/** Zero serious or critical WCAG 2.1 A/AA violations on what is on screen now. */
async function expectAccessible(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(
    serious.map((violation) => violation.id),
    `accessibility of ${screen}`,
  ).toEqual([]);
}

async function expectSharedPageAnswer(response: APIResponse, secrets: string[]) {
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["x-robots-tag"]).toBe("noindex");
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["content-security-policy"]).toContain("script-src 'self' 'nonce-");
  const html = await response.text();
  expect(html).toContain("A date plan was shared with you");
  expect(html).toContain(PLACE);
  for (const secret of secrets) expect(html).not.toContain(secret);
  expect(html).not.toMatch(/latitude|longitude|Lisbon/);
}

test("a date plan shared from the chat opens signed out, shows no last name, and 404s once deleted", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { first: ines, second: tomas, matchId } = await createMatchedPair(baseURL ?? "");
  const secrets = ["Tester", ines.email, tomas.email];
  await page.close();
  const chat = await (await browserAs(browser, ines)).newPage();
  await chat.goto(`/chat/${matchId}`);
  await chat.getByRole("button", { name: "Chat options" }).click();
  await chat.getByRole("menuitem", { name: "Share date plans" }).click();
  const dialog = chat.getByRole("dialog", { name: "Share date plans" });
  await expectAccessible(chat, "the date-plan dialog");
  await dialog.getByLabel("Place").fill(PLACE);
  await dialog.getByLabel("Date and time").fill(tomorrowEvening());
  await dialog.getByLabel("Note").fill(NOTE);
  await dialog.getByRole("button", { name: "Create link" }).click();
  await expect(dialog.getByText("Your link is ready")).toBeVisible();
  const url = await dialog.getByLabel("Date plan link").inputValue();
  expect(url).toMatch(/\/date\/[A-Za-z0-9_-]{43}$/);
  await snap(chat, "date-plan-dialog", { fullPage: false });

  // The raw answer: the headers of docs/product-rules.md#share-my-date, and nothing private in the HTML.
  await expectSharedPageAnswer(await request.get(url), secrets);

  // A friend's browser: signed out, and without JavaScript the page still says it all.
  const friend = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const shared = await friend.newPage();
  await shared.goto(url);
  await expect(shared.getByRole("heading", { name: "A date plan was shared with you" })).toBeVisible();
  await expect(shared.getByText("Ines is meeting a Mystery Match")).toBeVisible();
  await expect(shared.getByText(PLACE)).toBeVisible();
  await expect(shared.getByText(NOTE)).toBeVisible();
  await expect(shared.getByText("19:30")).toBeVisible();
  expect((await request.get(`${url}/photo`)).status()).toBe(404);

  // Once both revealed, in a browser with JavaScript (the CSP holds): the match's first name, age and first photo.
  for (const dater of [ines, tomas]) expect((await dater.api.post("/api/matches/reveal", { data: { matchId } })).ok()).toBe(true);
  await friend.close();
  const friendWithScript = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const revealed = await friendWithScript.newPage();
  await revealed.goto(url);
  await expect(revealed.getByText("Ines is meeting Tomas, 30")).toBeVisible();
  const photo = await request.get(`${url}/photo`);
  expect(photo.status()).toBe(200);
  expect(photo.headers()["content-type"]).toMatch(/^image\//);
  expect(photo.headers()["cache-control"]).toBe("no-store");
  await expect(revealed.locator("main img")).toHaveJSProperty("complete", true);
  expect(await revealed.locator("main img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await snap(revealed, "date-plan-public", { fullPage: false });
  await expectAccessible(revealed, "the shared date page");
  await expectSharedPageAnswer(await request.get(url), secrets);

  // Delete, from the same dialog: it asks first, then the link is gone at once.
  await dialog.getByRole("button", { name: "Share another plan" }).click();
  await dialog.getByRole("button", { name: `Delete ${PLACE}` }).click();
  await chat.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  // The toast region sits behind the modal dialog (inert to roles while it is open): found by its text.
  await expect(chat.getByText("Date plan deleted", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: `Delete ${PLACE}` })).toHaveCount(0);

  expect((await request.get(url)).status()).toBe(404);
  expect((await request.get(`${url}/photo`)).status()).toBe(404);
  allowFailedResource(404);
  const gone = await revealed.goto(url);
  expect(gone?.status()).toBe(404);
  await expect(revealed.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await friendWithScript.close();
});
