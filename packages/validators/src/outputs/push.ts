import { z } from "zod";

/** docs/product-rules.md#push GET /api/push/key: the VAPID public key (base64url) for `applicationServerKey`. */
export const PushKeyOutput = z.object({ publicKey: z.string() });
export type PushKeyOutput = z.output<typeof PushKeyOutput>;

/** docs/product-rules.md#push notification settings. */
export const NotificationSettingsOutput = z.object({
  messages: z.boolean(),
  matches: z.boolean(),
  reveals: z.boolean(),
  previews: z.boolean(),
});
export type NotificationSettingsOutput = z.output<typeof NotificationSettingsOutput>;

/** POST /api/push/test: how many of the caller's browsers the test notification was sent to. */
export const SendTestPushOutput = z.object({ sent: z.number().int().min(1) });
export type SendTestPushOutput = z.output<typeof SendTestPushOutput>;
