import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApi } from "~/test/render";
import { PushPrompt, saidNotNowRecently } from "./push-prompt";

const TITLE = "Get a tap when your match writes?";
const DAY = 24 * 60 * 60 * 1000;

/** The browser's side (jsdom has no push): permission, a registered service worker, a subscription or none. */
function browserWithPush(permission: NotificationPermission, subscribed: boolean) {
  const requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>("granted"));
  vi.stubGlobal("Notification", { permission, requestPermission });
  vi.stubGlobal("PushManager", class {});
  const registration = { pushManager: { getSubscription: () => Promise.resolve(subscribed ? { endpoint: "x" } : null) } };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration) },
  });
  return { requestPermission };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
  localStorage.clear();
});

describe("PushPrompt (the in-app permission moment)", () => {
  it("asks in our words first and never opens the browser's dialog by itself; 'Not Now' is remembered", async () => {
    const { requestPermission } = browserWithPush("default", false);
    const first = renderWithApi(<PushPrompt />);
    expect(await screen.findByRole("region", { name: TITLE })).toBeVisible();
    expect(requestPermission).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Not Now" }));
    expect(screen.queryByRole("region", { name: TITLE })).toBeNull();
    expect(requestPermission).not.toHaveBeenCalled();
    first.unmount();

    renderWithApi(<PushPrompt />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region", { name: TITLE })).toBeNull();
  });

  it.each([
    ["push is unsupported", null],
    ["notifications are blocked", ["denied", false]],
    ["this device is already subscribed", ["granted", true]],
  ] as const)("shows nothing when %s", async (_, browser) => {
    if (browser) browserWithPush(browser[0], browser[1]);
    const { recorded } = renderWithApi(<PushPrompt />);
    await waitFor(() => expect(recorded.calls).toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region", { name: TITLE })).toBeNull();
  });

  it("stays quiet for 30 days after 'Not now', then may ask again", () => {
    const now = Date.UTC(2026, 10, 23);
    const storage = (at: number | null) => ({ getItem: () => (at === null ? null : String(at)) });
    expect(saidNotNowRecently(storage(null), now)).toBe(false);
    expect(saidNotNowRecently(storage(now - 29 * DAY), now)).toBe(true);
    expect(saidNotNowRecently(storage(now - 31 * DAY), now)).toBe(false);
  });
});
