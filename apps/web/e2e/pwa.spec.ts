import type { BrowserContext, Page } from "@playwright/test";
import { fakeBrowserSubscription, startFakePushService, type FakePushService } from "@unveil/api/push-service-stub";
import { randomUUID } from "node:crypto";
import { browserAs, createDater, createMatchedPair } from "./api-setup";
import { expect, snap, test } from "./fixtures";

/** Contract §12: installable (manifest + service worker), offline shell, Notifications settings. */

test("the web app manifest is served with the name, standalone display and 192/512/maskable icons", async ({ request }) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: "Unveil", display: "standalone", start_url: "/", theme_color: "#be185d" });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  }
});

test("the service worker registers, controls the page, and shows the offline page without a network", async ({
  page,
  context,
}) => {
  test.info().annotations.push({ type: "allow-console", description: "Failed to load resource|ERR_INTERNET_DISCONNECTED" });
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/serwist\/sw\.js$/);

  await context.setOffline(true);
  await page.goto("/settings");
  await expect(page.getByText("You're offline. We'll reconnect when you're back.")).toBeVisible();
  await snap(page, "60-offline");
  await context.setOffline(false);

  // Nothing personal is cached: only the built static files and the offline page.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached.filter((url) => url.startsWith("/api/") || url.startsWith("/objects/"))).toEqual([]);
});

test("Settings has a Notifications section with the four switches, previews off by default", async ({ browser, baseURL }) => {
  const dater = await createDater(baseURL ?? "", { firstName: "Noor", gender: "female", lookingFor: "male" });
  const context = await browserAs(browser, dater);
  const page = await context.newPage();
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

/** Once the service worker is registered and controls the page (a reload after the first visit). */
async function controlledBy(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

const PROMPT = "Get a tap when your match writes?";

test("Lighthouse's installability facts: the manifest parses without errors and Chrome finds nothing against installing", async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Chrome refuses installability (and Web Push) in an off-the-record profile, which a plain Playwright context is:
  // a persistent profile is the browser a dater has.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath("profile"), {
    ...testInfo.project.use.launchOptions,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await controlledBy(page, "/");
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

/**
 * Chromium cannot make a real push subscription in this test: in a Playwright context (off the record)
 * `PushManager.subscribe` rejects at once ("Registration failed - permission denied", crbug.com/41124656), and
 * in a persistent profile it calls Google's push service, which is not reachable here. So the browser's push
 * service is the one stub, at the network edge: `subscribe` answers a subscription with real P-256 keys whose
 * endpoint is a local HTTP server, and the test decrypts what the app's server sends there (RFC 8291).
 */
async function standInPushService(context: BrowserContext, endpoint: string) {
  const browserSide = fakeBrowserSubscription(endpoint);
  await context.addInitScript((json) => {
    const calls: { userVisibleOnly: boolean; key: string }[] = [];
    // A subscription outlives a page load, as the browser's does (kept for this tab).
    const SUBSCRIBED = "e2e-push-subscribed";
    const subscription = {
      endpoint: json.endpoint,
      expirationTime: null,
      toJSON: () => json,
      unsubscribe: () => {
        sessionStorage.removeItem(SUBSCRIBED);
        return Promise.resolve(true);
      },
    } as unknown as PushSubscription;
    const toBase64Url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      calls.push({
        userVisibleOnly: options?.userVisibleOnly === true,
        key: key instanceof Uint8Array ? toBase64Url(key) : typeof key === "string" ? key : "(not bytes)",
      });
      sessionStorage.setItem(SUBSCRIBED, "1");
      return Promise.resolve(subscription);
    };
    PushManager.prototype.getSubscription = function () {
      return Promise.resolve(sessionStorage.getItem(SUBSCRIBED) ? subscription : null);
    };
    (window as unknown as { __subscribeCalls: typeof calls }).__subscribeCalls = calls;
  }, browserSide.json);
  return browserSide;
}

test.describe("the permission moment (contract §12)", () => {
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
    // rightly not pushed (the dater was looking, contract §12), so the match writes until one is.
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
    const context = await browserAs(browser, first);
    const page = await context.newPage();
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
