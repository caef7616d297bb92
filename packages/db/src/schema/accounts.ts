/** Accounts and sign-in: users, sessions, passkeys and the emails of banned accounts. */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { oneOf, createdAt } from "./columns";

/** Accounts. Emails are stored normalised (trimmed, lower-case) and unique case-insensitively. */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    createdAt: createdAt(),
    /** Last authenticated request, throttled to one write a minute; feeds the live-users count. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Set by a moderator (docs/product-rules.md#moderation): no sign-in and no matching until this time; ends by itself. */
    suspendedUntil: timestamp("suspended_until", { withTimezone: true, mode: "date" }),
    /** Set by a moderator (docs/product-rules.md#moderation): banned for good. */
    bannedAt: timestamp("banned_at", { withTimezone: true, mode: "date" }),
    /** The address was confirmed by a code or link (docs/product-rules.md#accounts); one input of the trust level (#safety-in-the-chat). */
    emailVerified: boolean("email_verified").notNull().default(false),
    /** A moderator approved a photo verification and nobody revoked it (docs/product-rules.md#verification-and-date-plans). */
    verified: boolean("verified").notNull().default(false),
  },
  (t) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    index("users_last_seen_at_idx").on(t.lastSeenAt),
    // The few restricted accounts, read by every match search (services/moderation-status.ts).
    index("users_restricted_idx")
      .on(t.id)
      .where(sql`${t.bannedAt} is not null or ${t.suspendedUntil} is not null`),
  ],
);

/** Lucia v3 sessions. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
    /** Written at most once a minute per session (docs/product-rules.md#the-daters-data; api auth/session.ts). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** A short browser/OS label parsed from the User-Agent at sign-in; the raw header is not kept. */
    device: text("device").notNull().default(""),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** Emails of banned accounts, normalised: they cannot register again, even after the account is gone. */
export const bannedEmails = pgTable("banned_emails", {
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});

/**
 * Passkeys (WebAuthn credentials, docs/product-rules.md#accounts): discoverable, so sign-in finds the
 * account from the credential alone. The public key is kept as base64url text (the
 * COSE key as the authenticator sent it), never the private key, which stays on the
 * dater's device. `counter` is the signature counter (uint32, hence bigint).
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The credential id, base64url, as the browser names it. */
    credentialId: text("credential_id").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    /** Where the browser may find the authenticator again (usb, nfc, internal, hybrid…). */
    transports: text("transports")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** singleDevice or multiDevice (synced), and whether it is backed up: what the authenticator reported. */
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("passkeys_credential_id_key").on(t.credentialId), index("passkeys_user_id_idx").on(t.userId)],
);

/**
 * WebAuthn challenges (docs/product-rules.md#accounts): stored on the server, valid 5 minutes, used once
 * (the row is deleted when a response is checked against it). A registration challenge
 * belongs to the signed-in user who asked for it; a sign-in challenge to nobody yet.
 */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    id: text("id").primaryKey(),
    challenge: text("challenge").notNull(),
    purpose: text("purpose").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    check("webauthn_challenges_purpose", oneOf(t.purpose, ["register", "login"])),
    check("webauthn_challenges_owner", sql`(${t.purpose} = 'login') = (${t.userId} is null)`),
    index("webauthn_challenges_expires_at_idx").on(t.expiresAt),
  ],
);
