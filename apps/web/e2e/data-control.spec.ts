import { devices, type Browser, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { browserAs, createDater, isolatedSpot, type ApiDater } from "./api-setup";
import { expect, PORTRAIT, PORTRAIT_2, snap, test, toastTitled } from "./fixtures";

/** docs/product-rules.md#the-daters-data in the browser: 'Download my data', the signed-in devices, chat images blurred by default. */

const imageDataUrl = (file: string) => `data:image/jpeg;base64,${readFileSync(file).toString("base64")}`;

/** A matched pair a few kilometres apart, so each has coordinates of their own. */
async function nearbyPair(baseURL: string) {
  const spot = isolatedSpot();
  const apart = { latitude: spot.latitude + 0.0371, longitude: spot.longitude + 0.0213 };
  const first = await createDater(baseURL, { firstName: "Ines", gender: "female", lookingFor: "male", ...spot });
  const second = await createDater(baseURL, { firstName: "Tomas", gender: "male", lookingFor: "female", ...apart });
  const matches = (await (await second.api.get("/api/matches")).json()) as { id: string }[];
  expect(matches).toHaveLength(1);
  return { first, second, matchId: matches[0]?.id ?? "", spot, apart };
}

async function send(dater: ApiDater, matchId: string, message: { content: string; imageUrl?: string }) {
  const response = await dater.api.post("/api/messages", { data: { matchId, ...message } });
  expect(response.status(), await response.text()).toBe(201);
}

test("'Download my data' shows progress, then downloads the dater's own data with the mystery match kept a mystery", async ({
  browser,
  baseURL,
}) => {
  // Each test here took 35–85 s on the loaded 2-core machine (three sign-ins, several contexts).
  test.setTimeout(180_000);
  const { first, second, matchId, spot, apart } = await nearbyPair(baseURL ?? "");
  await send(first, matchId, { content: "Hello from the export test" });
  await send(second, matchId, { content: "Hi back, mystery person" });

  // Service workers blocked so that the page's own request to /api/export can be held here.
  const context = await browser.newContext({
    storageState: await first.api.storageState(),
    viewport: { width: 390, height: 844 },
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/export", async (route) => {
    await held;
    await route.continue();
  });

  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Your data" });
  await expect(card).toContainText("one JSON file");
  const downloaded = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download my data" }).click();
  // While the server prepares it: a disabled button that says so, and a status for screen readers.
  await expect(card.getByRole("button", { name: "Preparing your data..." })).toBeDisabled();
  await expect(card.getByRole("status")).toHaveText("Preparing your data...");
  await card.scrollIntoViewIfNeeded();
  await snap(page, "40-settings-my-data-preparing");
  release();

  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^unveil-export-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await download.path(), "utf8");
  const exported = JSON.parse(text) as {
    user: { id: string; email: string; firstName: string };
    profile: { latitude: number; longitude: number; bio: string };
    matches: { id: string }[];
    messages: { content: string }[];
  };
  expect(exported.user).toMatchObject({ id: first.id, email: first.email, firstName: "Ines" });
  expect(exported.profile).toMatchObject({ latitude: spot.latitude, longitude: spot.longitude });
  expect(exported.profile.bio).toContain("Hi, I'm Ines");
  expect(exported.matches.map((match) => match.id)).toEqual([matchId]);
  expect(exported.messages.map((message) => message.content)).toEqual(["Hello from the export test", "Hi back, mystery person"]);
  // The other side as the app shows a mystery match: no email, no coordinates, no name.
  expect(text).not.toContain(second.email);
  expect(text).not.toContain(String(apart.latitude));
  expect(text).not.toContain(String(apart.longitude));
  expect(text).not.toContain("Tomas");
  // The button is ready again.
  await expect(card.getByRole("button", { name: "Download my data" })).toBeEnabled();
  await context.close();
});

/** Signs the dater in through the landing page's form, in a context of its own. */
async function signInThroughTheForm(browser: Browser, dater: ApiDater, options: Parameters<Browser["newContext"]>[0]) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto("/");
  await page.getByLabel("Email").fill(dater.email);
  await page.getByLabel("Password").fill(dater.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("heading", { name: "Your Matches", exact: true })).toBeVisible();
  return { context, page };
}

const landingPage = (page: Page) => page.getByRole("tab", { name: "Sign Up" });

test("the signed-in devices: 'This device', and 'Sign out of all other devices' after a confirmation", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const dater = await createDater(baseURL ?? "", { firstName: "Rita", gender: "female", lookingFor: "male" });
  // Only the two browsers below stay signed in.
  expect((await dater.api.post("/api/logout")).status()).toBe(204);
  const { viewport: _, ...desktopChrome } = devices["Desktop Chrome"];
  const laptop = await signInThroughTheForm(browser, dater, {
    ...desktopChrome,
    viewport: { width: 1280, height: 800 },
  });
  const phone = await signInThroughTheForm(browser, dater, {
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
  });

  await phone.page.goto("/settings");
  const card = phone.page.getByRole("region", { name: "Signed-in devices" });
  const list = card.getByRole("list", { name: "Signed-in devices" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  const here = list.getByRole("listitem").filter({ hasText: "This device" });
  await expect(here).toHaveCount(1);
  await expect(here).toContainText("Chrome on Android");
  await expect(here.getByRole("button")).toHaveCount(0);
  const other = list.getByRole("listitem").filter({ hasNotText: "This device" });
  await expect(other).toContainText("Chrome on Windows");
  await expect(other.getByRole("button", { name: "Sign out: Chrome on Windows" })).toBeVisible();
  await expect(list.getByText(/^Last active /)).toHaveCount(2);
  await card.scrollIntoViewIfNeeded();
  await snap(phone.page, "41-settings-devices");

  // A confirmation first; Cancel changes nothing.
  await card.getByRole("button", { name: "Sign out of all other devices" }).click();
  const dialog = phone.page.getByRole("alertdialog", { name: "Sign out of all other devices?" });
  await expect(dialog).toContainText("This device stays signed in.");
  await snap(phone.page, "42-settings-sign-out-others");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await laptop.page.reload();
  await expect(laptop.page.getByRole("heading", { name: "Your Matches", exact: true })).toBeVisible();

  await card.getByRole("button", { name: "Sign out of all other devices" }).click();
  await dialog.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toastTitled(phone.page, "Signed out")).toBeVisible();
  await expect(phone.page.getByRole("region", { name: /Notifications/ })).toContainText(
    "Every other device has been signed out.",
  );
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem")).toContainText("This device");
  await expect(card.getByRole("button", { name: "Sign out of all other devices" })).toHaveCount(0);

  // The laptop's next navigation finds it signed out: the landing page.
  await laptop.page.reload();
  await expect(landingPage(laptop.page)).toBeVisible();
  // The phone is still signed in.
  await phone.page.reload();
  await expect(phone.page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
  await laptop.context.close();
  await phone.context.close();
});

test("a mystery match's image arrives blurred behind 'Tap to view'; the tap is remembered; after both reveal, images show as sent", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { first, second, matchId } = await nearbyPair(baseURL ?? "");
  await send(second, matchId, { content: "My favourite view", imageUrl: imageDataUrl(PORTRAIT_2) });

  const viewer = await browserAs(browser, first);
  const page = await viewer.newPage();
  await page.goto(`/chat/${matchId}`);
  await expect(page.getByText("My favourite view")).toBeVisible();
  const tapToView = page.getByRole("button", { name: "Tap to view" });
  await expect(tapToView).toHaveCount(1);
  await expect(page.getByRole("img", { name: "Image from your match" })).toHaveCount(0);
  await expect(page.getByText("This image may contain nudity")).toHaveCount(0);
  await snap(page, "43-chat-blurred-image");

  await tapToView.click();
  await expect(tapToView).toHaveCount(0);
  await expect(page.getByRole("img", { name: "Image from your match" })).toBeVisible();
  // It stays shown for this viewer after a reload.
  await page.reload();
  await expect(page.getByText("My favourite view")).toBeVisible();
  await expect(page.getByRole("img", { name: "Image from your match" })).toBeVisible();
  await expect(tapToView).toHaveCount(0);

  // The sender's own image is never blurred for the sender.
  const sender = await browserAs(browser, second);
  const senderPage = await sender.newPage();
  await senderPage.goto(`/chat/${matchId}`);
  await expect(senderPage.getByRole("img", { name: "Image you sent" })).toBeVisible();
  await expect(senderPage.getByRole("button", { name: "Tap to view" })).toHaveCount(0);

  // Both reveal: a new image shows as sent (the classifier is off here, so nothing is flagged).
  for (const dater of [first, second])
    expect((await dater.api.post("/api/matches/reveal", { data: { matchId } })).ok()).toBe(true);
  await send(second, matchId, { content: "Now you know who I am", imageUrl: imageDataUrl(PORTRAIT) });
  await page.reload();
  await expect(page.getByText("Now you know who I am")).toBeVisible();
  await expect(page.getByRole("img", { name: "Image from your match" })).toHaveCount(2);
  await expect(tapToView).toHaveCount(0);
  await viewer.close();
  await sender.close();
});
