"use client";

import { useEffect, useState } from "react";
import { toastError } from "~/hooks/use-toast";
import { api } from "~/trpc/react";

/**
 * Web Push on this device (docs/product-rules.md#push), in one place for the Settings card and the
 * in-app permission moment. The browser asks for permission only inside `turnOn`,
 * which a tap on our own button calls.
 */
export type PushState = "checking" | "unsupported" | "blocked" | "off" | "on";

function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** What the browser tells at once; whether this device is subscribed is asked after mount. */
function initialPushState(): PushState {
  if (typeof window === "undefined") return "checking";
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  return "checking";
}

/** The VAPID key (base64url) as the bytes `PushManager.subscribe` wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * `resync`: on mount, a subscription this browser holds is sent to the server again
 * (Settings, so it shows the truth after a logout deleted it server-side).
 */
export function usePushSubscription({ resync = false }: { resync?: boolean } = {}) {
  const utils = api.useUtils();
  const [state, setState] = useState<PushState>(initialPushState);
  /** Whether the app's service worker is registered here (without one, no push can arrive). */
  const [hasWorker, setHasWorker] = useState(false);
  const [busy, setBusy] = useState(false);
  const subscribe = api.push.subscribe.useMutation();
  const unsubscribe = api.push.unsubscribe.useMutation();

  /** Stores the browser's subscription on the server (an upsert: the same endpoint again is fine). */
  const store = (subscription: PushSubscription) => {
    const json = subscription.toJSON();
    return subscribe.mutateAsync({
      endpoint: subscription.endpoint,
      expirationTime: subscription.expirationTime,
      keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
    });
  };

  useEffect(() => {
    if (initialPushState() !== "checking") return;
    void (async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = (await registration?.pushManager.getSubscription()) ?? null;
      setHasWorker(Boolean(registration));
      const on = Boolean(subscription) && Notification.permission === "granted";
      if (on && subscription && resync) {
        // The server may have forgotten this browser (a logout deletes its subscriptions): store it again, so "on" is true.
        const stored = await store(subscription).then(
          () => true,
          () => false,
        );
        setState(stored ? "on" : "off");
        return;
      }
      setState(on ? "on" : "off");
    })();
    // Once, on mount: `store` and `resync` do not change what the browser holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Asks the browser's permission, subscribes and stores the subscription; the resulting state. */
  async function turnOn(): Promise<PushState> {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        const next = permission === "denied" ? "blocked" : "off";
        setState(next);
        return next;
      }
      const registration = await navigator.serviceWorker.ready;
      const { publicKey } = await utils.push.key.fetch();
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      await store(subscription);
      setState("on");
      return "on";
    } catch (error) {
      toastError(error);
      return state;
    } finally {
      setBusy(false);
    }
  }

  async function turnOff(): Promise<PushState> {
    setBusy(true);
    try {
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        await unsubscribe.mutateAsync({ endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setState("off");
      return "off";
    } catch (error) {
      toastError(error);
      return state;
    } finally {
      setBusy(false);
    }
  }

  return { state, hasWorker, busy, turnOn, turnOff };
}
