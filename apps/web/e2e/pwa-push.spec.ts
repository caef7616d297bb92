import { startFakePushService, type FakePushService } from "@unveil/vitest-setup/push-service";
import { randomUUID } from "node:crypto";
import { browserAs, createDater, createMatchedPair, pageAs } from "./api-setup";
import { expect, snap, test } from "./fixtures";
import { controlledBy, standInPushService } from "./pwa-browser";

/** docs/product-rules.md#push: the Notifications settings, the permission moment, and the pushes a device gets. */

test("Settings has a Notifications section with the four switches, previews off by default", async ({ browser, baseURL }) => {
  const dater = await createDater(baseURL ?? "", { firstName: "Noor", gender: "female", lookingFor: "male" });
  const { context, page } = await pageAs(browser, dater);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Notifications", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn On Notifications" })).toBeVisible();
  for (const [name, checked] of [
    ["New messages", "true"],
    ["New matches", "true"],
    ["Reveals", "true"],
    ["Show message previews", "false"],
  ] as const) {
    await expect(page.getByRole("switch", { name })).toHaveAttribute("aria-checked", checked);
  }
  await page.getByRole("switch", { name: "New matches" }).click();
  await expect(page.getByRole("switch", { name: "New matches" })).toHaveAttribute("aria-checked", "false");
  await page.reload();
  await expect(page.getByRole("switch", { name: "New matches" })).toHaveAttribute("aria-checked", "false");
  await page.getByRole("heading", { name: "Notifications", exact: true }).scrollIntoViewIfNeeded();
  await snap(page, "61-settings-notifications");
  await context.close();
});

const PROMPT = "Get a tap when your match writes?";

test.describe("the permission moment (docs/product-rules.md#push)", () => {
  let push: FakePushService;
  test.beforeAll(async () => {
    push = await startFakePushService();
  });
  test.afterAll(async () => {
    await push.close();
  });

  test("after a first match, 'Turn On' asks the browser, stores this device's subscription, and the server pushes to it privately", async ({
    browser,
    baseURL,
  }) => {
    const { first, second, matchId } = await createMatchedPair(baseURL ?? "");
    const context = await browserAs(browser, first);
    await context.grantPermissions(["notifications"]);
    const endpointPath = `/send/${randomUUID()}`;
    const browserSide = await standInPushService(context, `${push.baseUrl}${endpointPath}`);
    const page = await context.newPage();
    const subscribePosts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("push.subscribe")) subscribePosts.push(request.postData() ?? "");
    });

    await controlledBy(page, "/");
    const prompt = page.getByRole("region", { name: PROMPT });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText("It never says who wrote or what, unless you choose that in Settings.");
    await snap(page, "62-push-prompt");
    await prompt.getByRole("button", { name: "Turn On" }).click();
    await expect(page.getByText("Notifications On", { exact: true })).toBeVisible();
    await expect(prompt).toBeHidden();

    // The app subscribed with the server's VAPID key, user-visible only, and posted the browser's subscription.
    const { publicKey } = (await (await first.api.get("/api/push/key")).json()) as { publicKey: string };
    expect(await page.evaluate(() => (window as unknown as { __subscribeCalls: unknown[] }).__subscribeCalls)).toEqual([
      { userVisibleOnly: true, key: publicKey },
    ]);
    expect(subscribePosts).toHaveLength(1);
    expect(subscribePosts[0]).toContain(browserSide.json.endpoint);
    expect(subscribePosts[0]).toContain(browserSide.json.keys.p256dh);
    expect(subscribePosts[0]).toContain(browserSide.json.keys.auth);

    // Settings agrees: on for this device.
    await page.goto("/settings");
    await expect(page.getByText("Notifications are on for this device.")).toBeVisible();

    // 'Send Test Notification' reaches this device: "Notifications are working.", opening Settings.
    await page.getByRole("button", { name: "Send Test Notification" }).click();
    await expect(page.getByText("Test Notification Sent", { exact: true })).toBeVisible();
    await snap(page, "64-settings-test-notification");
    await expect.poll(() => push.received.filter((received) => received.path === endpointPath).length).toBe(1);
    const tested = push.received.find((received) => received.path === endpointPath);
    expect(JSON.parse(browserSide.decrypt(tested?.body ?? Buffer.alloc(0)))).toEqual({
      title: "Unveil",
      body: "Notifications are working.",
      tag: "test",
      url: "/settings",
    });
    push.received.length = 0;

    // The app closed: the match writes, and the stored subscription gets the push. The server learns that
    // the app's live stream ended a moment after the browser drops it; a message sent before that is
    // rightly not pushed (the dater was looking, docs/product-rules.md#push), so the match writes until one is.
    await context.close();
    const pushed = () => push.received.filter((received) => received.path === endpointPath);
    for (let attempt = 0; attempt < 10 && pushed().length === 0; attempt += 1) {
      const sent = await second.api.post("/api/messages", { data: { matchId, content: "Coffee on Saturday?" } });
      expect(sent.status()).toBe(201);
      const waitUntil = Date.now() + 1_500;
      while (pushed().length === 0 && Date.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(pushed()).toHaveLength(1);
    const delivered = pushed()[0];
    expect(delivered?.headers["content-encoding"]).toBe("aes128gcm");
    expect(delivered?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(delivered?.headers.topic).toBe(matchId.replace(/-/g, ""));
    expect(JSON.parse(browserSide.decrypt(delivered?.body ?? Buffer.alloc(0)))).toEqual({
      title: "Unveil",
      body: "New message from a Mystery Match",
      tag: matchId,
      url: `/chat/${matchId}`,
    });
  });

  test("after a first sent message the card asks once; 'Not Now' is remembered, and nothing asks the browser", async ({
    browser,
    baseURL,
  }) => {
    const { first, matchId } = await createMatchedPair(baseURL ?? "");
    const { context, page } = await pageAs(browser, first);
    await controlledBy(page, `/chat/${matchId}`);
    await expect(page.getByRole("region", { name: PROMPT })).toBeHidden();
    await page.getByRole("textbox", { name: "Message" }).fill("Hello there!");
    await page.getByRole("button", { name: "Send message" }).click();
    const prompt = page.getByRole("region", { name: PROMPT });
    await expect(prompt).toBeVisible();
    await snap(page, "63-push-prompt-chat");
    await prompt.getByRole("button", { name: "Not Now" }).click();
    await expect(prompt).toBeHidden();
    expect(await page.evaluate(() => Notification.permission)).toBe("default");

    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Mystery Matches" })).toBeVisible();
    await expect(page.getByRole("region", { name: PROMPT })).toBeHidden();
    await context.close();
  });
});
