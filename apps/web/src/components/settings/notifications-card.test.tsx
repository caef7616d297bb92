import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApi } from "~/test/render";
import { NotificationsCard } from "./notifications-card";

const SETTINGS = { messages: true, matches: true, reveals: true, previews: false };
const ENDPOINT = "https://fcm.googleapis.com/fcm/send/this-device";

/** The browser's side (jsdom has no push): permission granted, a service worker, and a subscription or none. */
function browserWithPush(subscribed: boolean) {
  vi.stubGlobal("Notification", { permission: "granted", requestPermission: vi.fn() });
  vi.stubGlobal("PushManager", class {});
  const subscription = {
    endpoint: ENDPOINT,
    expirationTime: null,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: "p256dh-key", auth: "auth-secret" } }),
  };
  const registration = { pushManager: { getSubscription: () => Promise.resolve(subscribed ? subscription : null) } };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration) },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("NotificationsCard", () => {
  it("stores this device's subscription again on mount (the server may have forgotten it), then sends a test", async () => {
    browserWithPush(true);
    let answerTest: (value: { sent: number }) => void = () => undefined;
    const { recorded } = renderWithApi(<NotificationsCard />, {
      "push.settings": () => SETTINGS,
      "push.subscribe": () => undefined,
      "push.sendTest": () => new Promise((resolve) => (answerTest = resolve)),
    });

    const button = await screen.findByRole("button", { name: "Send Test Notification" });
    expect(screen.getByText("Notifications are on for this device.")).toBeVisible();
    expect(recorded.calls.filter((call) => call.path === "push.subscribe")).toEqual([
      {
        path: "push.subscribe",
        input: { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: "p256dh-key", auth: "auth-secret" } },
      },
    ]);

    await userEvent.click(button);
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    answerTest({ sent: 1 });
    expect(await screen.findByText("Test Notification Sent")).toBeVisible();
    expect(await screen.findByRole("button", { name: "Send Test Notification" })).toBeEnabled();
    expect(recorded.calls.filter((call) => call.path === "push.sendTest")).toHaveLength(1);
  });

  it("offers to turn notifications on, and no test, when the server refuses this device's subscription", async () => {
    browserWithPush(true);
    renderWithApi(<NotificationsCard />, {
      "push.settings": () => SETTINGS,
      "push.subscribe": () => {
        throw new Error("Push endpoint is not a known push service");
      },
    });
    expect(await screen.findByRole("button", { name: "Turn On Notifications" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Send Test Notification" })).toBeNull();
  });

  it("shows no test button and stores nothing when this device is not subscribed", async () => {
    browserWithPush(false);
    const { recorded } = renderWithApi(<NotificationsCard />, { "push.settings": () => SETTINGS });
    expect(await screen.findByRole("button", { name: "Turn On Notifications" })).toBeVisible();
    await waitFor(() => expect(recorded.calls.map((call) => call.path)).toEqual(["push.settings"]));
    expect(screen.queryByRole("button", { name: "Send Test Notification" })).toBeNull();
  });
});
