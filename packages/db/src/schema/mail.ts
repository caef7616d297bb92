/** Mail: the outbox every mail goes through, and the codes and links that confirm an email. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { oneOf, createdAt } from "./columns";
import { users } from "./accounts";

/** The kinds of mail Unveil sends (docs/product-rules.md#mail); the templates live in packages/api/src/mail. */
const MAIL_KINDS = [
  "confirm-email",
  "password-reset",
  "password-changed",
  "confirm-new-email",
  "email-changing",
  "new-sign-in",
] as const;

/**
 * The mail outbox (docs/product-rules.md#mail): a row is written in the transaction that
 * causes the mail, rendered already, and sent after commit by whichever instance claims
 * it first (`for update skip locked`, then `next_attempt_at` pushed past the send).
 * `sent_at` is set only once the SMTP server accepted the message; the bodies are
 * blanked then, since they may carry a one-time code or link.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    check("mail_outbox_kind", oneOf(t.kind, MAIL_KINDS)),
    // The sender's claim reads only the unsent rows, oldest due first.
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    index("mail_outbox_created_at_idx").on(t.createdAt),
  ],
);

/**
 * Codes and links that confirm an email (docs/product-rules.md#confirming-the-email). Only
 * SHA-256 digests are kept. A row may carry `new_email` (a change of address): using it
 * moves the account to that address, confirmed. A newer row voids the user's older ones.
 */
export const emailConfirmations = pgTable(
  "email_confirmations",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    codeHash: text("code_hash").notNull(),
    newEmail: text("new_email"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_confirmations_token_hash_key").on(t.tokenHash),
    index("email_confirmations_user_id_idx").on(t.userId),
  ],
);
