/** Shared counters and push: rate limits, push subscriptions, notification settings and VAPID keys. */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users, sessions } from "./accounts";

/** Fixed-window counters for the abuse limits of docs/product-rules.md#limits, shared by every app instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] }), index("rate_limits_window_start_idx").on(t.windowStart)],
);

/**
 * Web Push subscriptions (docs/product-rules.md#push), one per browser endpoint. Tied to the session
 * that subscribed: logout deletes the session and with it that browser's subscriptions;
 * account deletion removes them all through the user.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint), index("push_subscriptions_user_id_idx").on(t.userId)],
);

/** Which pushes a user wants (docs/product-rules.md#push); no row = the defaults. */
export const notificationSettings = pgTable("notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  messages: boolean("messages").notNull().default(true),
  matches: boolean("matches").notNull().default(true),
  reveals: boolean("reveals").notNull().default(true),
  previews: boolean("previews").notNull().default(false),
});

/** The one VAPID key pair generated when none is configured, so every app instance signs alike. */
export const vapidKeys = pgTable(
  "vapid_keys",
  {
    id: smallint("id").primaryKey().default(1),
    publicKey: text("public_key").notNull(),
    privateKey: text("private_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("vapid_keys_single_row", sql`${t.id} = 1`)],
);
