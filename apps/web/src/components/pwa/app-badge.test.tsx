import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApi } from "~/test/render";
import { AppBadge } from "./app-badge";

/** jsdom has no Badging API: the browser's side, recorded. */
function browserWithBadge() {
  const badge = { setAppBadge: vi.fn(() => Promise.resolve()), clearAppBadge: vi.fn(() => Promise.resolve()) };
  Object.defineProperty(navigator, "setAppBadge", { configurable: true, value: badge.setAppBadge });
  Object.defineProperty(navigator, "clearAppBadge", { configurable: true, value: badge.clearAppBadge });
  return badge;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "setAppBadge");
  Reflect.deleteProperty(navigator, "clearAppBadge");
});

describe("AppBadge (the app icon's unread count)", () => {
  it("sets the badge to the unread count", async () => {
    const badge = browserWithBadge();
    renderWithApi(<AppBadge />, { "stats.unreadCount": () => ({ count: 3 }) });
    await waitFor(() => expect(badge.setAppBadge).toHaveBeenCalledWith(3));
    expect(badge.clearAppBadge).not.toHaveBeenCalled();
  });

  it("clears the badge when nothing is unread", async () => {
    const badge = browserWithBadge();
    renderWithApi(<AppBadge />, { "stats.unreadCount": () => ({ count: 0 }) });
    await waitFor(() => expect(badge.clearAppBadge).toHaveBeenCalledTimes(1));
    expect(badge.setAppBadge).not.toHaveBeenCalled();
  });

  it("does nothing where the browser has no badge, and a refusal is no error", async () => {
    const { recorded } = renderWithApi(<AppBadge />, { "stats.unreadCount": () => ({ count: 2 }) });
    await waitFor(() => expect(recorded.calls).toHaveLength(1));
    const badge = browserWithBadge();
    badge.setAppBadge.mockRejectedValueOnce(new Error("not installed"));
    renderWithApi(<AppBadge />, { "stats.unreadCount": () => ({ count: 2 }) });
    await waitFor(() => expect(badge.setAppBadge).toHaveBeenCalledWith(2));
  });
});
