/** Live events and what every instance shares (docs/product-rules.md#beyond-one-machine). */
import { bigint, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * The live events' outbox (docs/decisions/0029-events-after-commit.md): what each write
 * that causes a live event touched, ids only, written by statement-level triggers in the
 * writing transaction (a rollback leaves nothing). Nothing here calls pg_notify: every
 * instance reads the rows after they commit, woken by the bus or by its own catch-up
 * timer, and the rows are removed after a few minutes.
 */
export const liveEvents = pgTable("live_events", {
  seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().primaryKey(),
  kind: text("kind").notNull(),
  ids: text("ids").array().notNull(),
  createdAt: createdAt(),
});

/**
 * Presence shared by the instances (without Redis): each instance says, every few
 * seconds, which users hold a stream on it; a row not renewed expires.
 */
export const livePresence = pgTable(
  "live_presence",
  {
    userId: text("user_id").notNull(),
    instanceId: text("instance_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.instanceId] }), index("live_presence_expires_at_idx").on(t.expiresAt)],
);

/** Throttles shared by the instances (without Redis), such as typing's: when each key last let one through. */
export const throttles = pgTable(
  "throttles",
  {
    key: text("key").primaryKey(),
    passedAt: timestamp("passed_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("throttles_passed_at_idx").on(t.passedAt)],
);
