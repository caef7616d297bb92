import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import webPush from "web-push";
import type { AppDeps } from "../deps";
import { isAllowedPushEndpoint } from "./push-endpoints";
import { vapidKeys } from "./vapid-keys";

/** docs/product-rules.md#push payload, read by the service worker. */
export interface PushPayload {
  title: string;
  body: string;
  /** The match id: a newer notification of the same chat replaces the older one. */
  tag: string;
  url: string;
}

/** A push waits at most a day at the push service; after that it is stale. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/** A browser's subscription, as stored. */
export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Sends the payload to every browser the user subscribed (deliverPushTo). */
export async function deliverPush(deps: AppDeps, userId: string, payload: PushPayload): Promise<void> {
  const subscriptions = await deps.db
    .select({
      id: schema.pushSubscriptions.id,
      endpoint: schema.pushSubscriptions.endpoint,
      p256dh: schema.pushSubscriptions.p256dh,
      auth: schema.pushSubscriptions.auth,
    })
    .from(schema.pushSubscriptions)
    .where(eq(schema.pushSubscriptions.userId, userId));
  await deliverPushTo(deps, subscriptions, payload);
}

/**
 * Sends the payload to these subscriptions, encrypted (RFC 8291,
 * aes128gcm) and signed with VAPID by `web-push`; the request itself goes through
 * `fetch` without following redirects, so only the checked endpoint is ever called.
 * A 404 or 410 answer means the subscription is gone: it is deleted.
 */
export async function deliverPushTo(deps: AppDeps, subscriptions: PushTarget[], payload: PushPayload): Promise<void> {
  if (subscriptions.length === 0) return;
  const keys = await vapidKeys(deps.db, deps.config);
  const body = JSON.stringify(payload);
  for (const subscription of subscriptions) {
    if (!isAllowedPushEndpoint(subscription.endpoint, deps.config.push.serviceHosts)) continue;
    const request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      body,
      {
        vapidDetails: { subject: deps.config.push.vapidSubject, ...keys },
        TTL: PUSH_TTL_SECONDS,
        // A topic (at most 32 base64url characters) lets the push service drop an undelivered older push of the chat.
        topic: payload.tag.replaceAll("-", "").slice(0, 32),
        contentEncoding: "aes128gcm",
      },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        body: request.body ? Uint8Array.from(request.body) : null,
        redirect: "manual",
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) {
        await deps.db.delete(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.id, subscription.id));
      } else if (!response.ok) {
        console.warn(`push: ${new URL(subscription.endpoint).host} answered ${response.status}`);
      }
    } catch (error) {
      console.warn(`push: ${new URL(subscription.endpoint).host} failed:`, error instanceof Error ? error.message : error);
    }
  }
}
