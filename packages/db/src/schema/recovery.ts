/** Getting back in and keeping an account safe: password reset links and the devices a dater signs in from. */
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

/**
 * Password reset links (docs/product-rules.md#accounts): only the SHA-256 of the token
 * is kept; valid 30 minutes, used once (`used_at`); a newer link deletes the older ones.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("password_resets_token_hash_key").on(t.tokenHash), index("password_resets_user_id_idx").on(t.userId)],
);

/**
 * Reset requests waiting to be handled (docs/decisions/0024-password-reset-timing.md):
 * every well-formed request writes one row and is answered at once, whether the address
 * has an account or not; the row is read, acted on and deleted after the answer, so
 * the answer's time says nothing about the address. Rows live for milliseconds.
 */
export const passwordResetRequests = pgTable(
  "password_reset_requests",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_requests_created_at_idx").on(t.createdAt)],
);

/**
 * The device labels a dater signed in from and when last (docs/product-rules.md#accounts): a
 * sign-in from a label missing here, or not seen for 30 days, sends the new sign-in
 * notice. Sessions are deleted at logout, so they cannot tell this themselves.
 */
export const signInDevices = pgTable(
  "sign_in_devices",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    device: text("device").notNull(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.device] })],
);
