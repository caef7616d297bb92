import { schema } from "@unveil/db";
import type {
  CreatePushSubscriptionInput,
  DeletePushSubscriptionInput,
  NotificationSettings,
  UpdateNotificationSettingsInput,
} from "@unveil/validators";
import { and, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { DomainError, badRequest } from "../errors";
import { deliverPush } from "../push/deliver";
import { isAllowedPushEndpoint } from "../push/push-endpoints";
import { vapidKeys } from "../push/vapid-keys";
import { notificationSettingsOf, PUSH_TEXTS } from "./push-notifications";
import { consumeRateLimit } from "./rate-limit";

type CreateData = z.output<typeof CreatePushSubscriptionInput>;
type DeleteData = z.output<typeof DeletePushSubscriptionInput>;
type SettingsData = z.output<typeof UpdateNotificationSettingsInput>;

export const PUSH_ENDPOINT_NOT_ALLOWED = "Push endpoint is not a known push service";
export const NO_PUSH_SUBSCRIPTION = "Turn on notifications on this device first";

export async function getPushKey(deps: AppDeps): Promise<{ publicKey: string }> {
  const { publicKey } = await vapidKeys(deps.db, deps.config);
  return { publicKey };
}

/**
 * Stores the browser's subscription for this session (docs/product-rules.md#push). Only endpoints
 * of the configured push services are accepted (400 otherwise). The same endpoint
 * subscribed again, by anyone, now belongs to this session: a browser has one owner.
 */
export async function subscribePush(deps: AppDeps, user: { userId: string; sessionId: string }, input: CreateData) {
  if (!isAllowedPushEndpoint(input.endpoint, deps.config.push.serviceHosts)) {
    throw badRequest(PUSH_ENDPOINT_NOT_ALLOWED, "endpoint");
  }
  const values = {
    userId: user.userId,
    sessionId: user.sessionId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  };
  await deps.db
    .insert(schema.pushSubscriptions)
    .values({ id: randomUUID(), endpoint: input.endpoint, ...values })
    .onConflictDoUpdate({ target: schema.pushSubscriptions.endpoint, set: values });
}

/** Removes the caller's subscription of that endpoint; someone else's or none is fine too (204). */
export async function unsubscribePush(deps: AppDeps, userId: string, input: DeleteData): Promise<void> {
  await deps.db
    .delete(schema.pushSubscriptions)
    .where(and(eq(schema.pushSubscriptions.userId, userId), eq(schema.pushSubscriptions.endpoint, input.endpoint)));
}

export const getNotificationSettings = (deps: AppDeps, userId: string): Promise<NotificationSettings> =>
  notificationSettingsOf(deps, userId);

export async function updateNotificationSettings(deps: AppDeps, userId: string, input: SettingsData) {
  await deps.db
    .insert(schema.notificationSettings)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: schema.notificationSettings.userId, set: input });
  return notificationSettingsOf(deps, userId);
}

/**
 * 'Send a test notification' (Settings): queued to every browser the caller subscribed,
 * through the same sending code as every other push (404/410 still delete), but
 * regardless of the switches and of an open stream: the dater asked for it. 409 when
 * no browser is subscribed; 429 beyond RATE_LIMIT_TEST_PUSHES_PER_HOUR.
 */
export async function sendTestPush(deps: AppDeps, userId: string): Promise<{ sent: number }> {
  const subscriptions = await deps.db
    .select({ id: schema.pushSubscriptions.id })
    .from(schema.pushSubscriptions)
    .where(eq(schema.pushSubscriptions.userId, userId));
  if (subscriptions.length === 0) throw new DomainError("CONFLICT", NO_PUSH_SUBSCRIPTION);
  await consumeRateLimit(deps, "testPushesPerHour", userId);
  const payload = { title: PUSH_TEXTS.title, body: PUSH_TEXTS.test, tag: "test", url: "/settings" };
  deps.pushQueue.enqueue("test push", () => deliverPush(deps, userId, payload));
  return { sent: subscriptions.length };
}
