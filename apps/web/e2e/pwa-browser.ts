import type { BrowserContext, Page } from "@playwright/test";
import { fakeBrowserSubscription } from "@unveil/vitest-setup/push-service";
import { expect } from "./fixtures";

/** The browser side of the PWA specs (docs/product-rules.md#push): a page its service worker controls, and a stand-in push service. */

/** Once the service worker is registered and controls the page (a reload after the first visit). */
export async function controlledBy(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/**
 * Chromium cannot make a real push subscription in this test: in a Playwright context (off the record)
 * `PushManager.subscribe` rejects at once ("Registration failed - permission denied", crbug.com/41124656), and
 * in a persistent profile it calls Google's push service, which is not reachable here. So the browser's push
 * service is the one stub, at the network edge: `subscribe` answers a subscription with real P-256 keys whose
 * endpoint is a local HTTP server, and the test decrypts what the app's server sends there (RFC 8291).
 */
export async function standInPushService(context: BrowserContext, endpoint: string) {
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
