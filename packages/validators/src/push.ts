import { z } from "zod";

/** docs/product-rules.md#push: the longest push endpoint URL accepted (browsers' are a few hundred characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
const PUSH_KEY_MAX_LENGTH = 256;

const PushEndpoint = z
  .string({ error: "Endpoint is required" })
  .trim()
  .min(1, { error: "Endpoint is required" })
  .max(PUSH_ENDPOINT_MAX_LENGTH, { error: "Endpoint is too long" })
  .pipe(z.url({ error: "Endpoint must be a URL" }));

const PushKey = z
  .string({ error: "Subscription keys are required" })
  .min(1, { error: "Subscription keys are required" })
  .max(PUSH_KEY_MAX_LENGTH, { error: "Subscription key is too long" })
  .regex(/^[A-Za-z0-9_-]+=*$/, { error: "Subscription keys must be base64url" });

/** The browser's `PushSubscription.toJSON()` (docs/product-rules.md#push POST /api/push/subscriptions). */
export const CreatePushSubscriptionInput = z.object({
  endpoint: PushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: PushKey, auth: PushKey }, { error: "Subscription keys are required" }),
});
export type CreatePushSubscriptionInput = z.input<typeof CreatePushSubscriptionInput>;

/** docs/product-rules.md#push DELETE /api/push/subscriptions. */
export const DeletePushSubscriptionInput = z.object({ endpoint: PushEndpoint });
export type DeletePushSubscriptionInput = z.input<typeof DeletePushSubscriptionInput>;

/** docs/product-rules.md#push: which pushes a dater wants; the defaults of a user who never chose. */
export const DEFAULT_NOTIFICATION_SETTINGS = { messages: true, matches: true, reveals: true, previews: false } as const;

export const UpdateNotificationSettingsInput = z.object({
  messages: z.boolean({ error: "messages must be true or false" }),
  matches: z.boolean({ error: "matches must be true or false" }),
  reveals: z.boolean({ error: "reveals must be true or false" }),
  previews: z.boolean({ error: "previews must be true or false" }),
});
export type UpdateNotificationSettingsInput = z.input<typeof UpdateNotificationSettingsInput>;
export type NotificationSettings = z.output<typeof UpdateNotificationSettingsInput>;
