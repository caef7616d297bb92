import {
  ANSWER_CHOICES,
  DEFAULT_PREFERENCES,
  GENDERS,
  LOOKING_FOR,
  PROFILE_AGE_MAX,
  PROFILE_AGE_MIN,
  QUIZ_QUESTION_COUNT,
  REPORT_TYPES,
} from "@unveil/validators";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** A check that a text column holds one of the shared lists' values (the lists live in @unveil/validators). */
const oneOf = (column: AnyColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;

/** The highest 15-bit answer pattern (every answer B). */
const MAX_ANSWER_BITS = (1 << QUIZ_QUESTION_COUNT) - 1;

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

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
    /** Set by a moderator (contract §13): no sign-in and no matching until this time; ends by itself. */
    suspendedUntil: timestamp("suspended_until", { withTimezone: true, mode: "date" }),
    /** Set by a moderator (contract §13): banned for good. */
    bannedAt: timestamp("banned_at", { withTimezone: true, mode: "date" }),
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
    /** Written at most once a minute per session (contract §14; api auth/session.ts). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** A short browser/OS label parsed from the User-Agent at sign-in; the raw header is not kept. */
    device: text("device").notNull().default(""),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/**
 * One dating profile per user. The matching columns (answer bit pattern and a copy
 * of the user's search preferences) live here so the candidate search reads one
 * table through one covering index; see docs/decisions/0002-matching-columns.md.
 */
export const profiles = pgTable(
  "profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    gender: text("gender", { enum: GENDERS }).notNull(),
    age: smallint("age").notNull(),
    bio: text("bio").notNull(),
    location: text("location").notNull(),
    /** Rounded to 2 decimals (about 1 km) before storage; never sent to anyone but the owner. */
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    lookingFor: text("looking_for", { enum: LOOKING_FOR }).notNull(),
    /** Bit i set = answer B to question i+1; null until all 15 answers are saved. */
    answerBits: smallint("answer_bits"),
    searchAgeMin: smallint("search_age_min").notNull().default(DEFAULT_PREFERENCES.ageMin),
    searchAgeMax: smallint("search_age_max").notNull().default(DEFAULT_PREFERENCES.ageMax),
    searchDistanceKm: smallint("search_distance_km").notNull().default(DEFAULT_PREFERENCES.distanceKm),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("profiles_gender_check", oneOf(t.gender, GENDERS)),
    check("profiles_looking_for_check", oneOf(t.lookingFor, LOOKING_FOR)),
    check(
      "profiles_age_check",
      sql`${t.age} between ${sql.raw(String(PROFILE_AGE_MIN))} and ${sql.raw(String(PROFILE_AGE_MAX))}`,
    ),
    check("profiles_answer_bits_check", sql`${t.answerBits} between 0 and ${sql.raw(String(MAX_ANSWER_BITS))}`),
    // The covering matching indexes (INCLUDE columns) are in the custom migration
    // 0001_matching_indexes.sql: drizzle-kit cannot express INCLUDE.
  ],
);

/** Stored image objects (profile photos and chat images). Bytes live in the storage driver. */
export const storedObjects = pgTable(
  "stored_objects",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["photo", "chat"] }).notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("stored_objects_owner_id_idx").on(t.ownerId)],
);

/** Ordered profile photos; position 0 is the primary photo. */
export const photos = pgTable(
  "photos",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    objectId: text("object_id")
      .notNull()
      .references(() => storedObjects.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("photos_user_position_key").on(t.userId, t.position), index("photos_object_id_idx").on(t.objectId)],
);

/** Single-use upload URLs (contract §3): bound to a user, valid 15 minutes. */
export const uploads = pgTable(
  "uploads",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Set when the bytes arrived; the upload cannot be used again. */
    objectId: text("object_id").references(() => storedObjects.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  // object_id: deleting a stored object cascades here, and an uploaded object is found by it.
  (t) => [index("uploads_user_id_idx").on(t.userId), index("uploads_object_id_idx").on(t.objectId)],
);

/** Search preferences as the user saved them; the defaults apply while none are saved. */
export const preferences = pgTable(
  "preferences",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    ageMin: smallint("age_min").notNull(),
    ageMax: smallint("age_max").notNull(),
    distanceKm: smallint("distance_km").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [check("preferences_age_range_check", sql`${t.ageMin} <= ${t.ageMax}`)],
);

/** The 15 personality questions; `id` 1..15 is also the answer's bit position + 1. */
export const questions = pgTable("questions", {
  id: smallint("id").primaryKey(),
  category: text("category").notNull(),
  question: text("question").notNull(),
  optionA: text("option_a").notNull(),
  optionB: text("option_b").notNull(),
});

export const answers = pgTable(
  "answers",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: smallint("question_id")
      .notNull()
      .references(() => questions.id),
    answer: text("answer", { enum: ANSWER_CHOICES }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), check("answers_answer_check", oneOf(t.answer, ANSWER_CHOICES))],
);

/**
 * A match between two users, stored once per pair with user1_id < user2_id so the
 * pair is unique whichever side found the other.
 */
export const matches = pgTable(
  "matches",
  {
    id: text("id").primaryKey(),
    user1Id: text("user1_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    user2Id: text("user2_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    compatibilityScore: smallint("compatibility_score").notNull(),
    /** Bit i set = both answered question i+1 the same; explains the score. */
    sharedMask: smallint("shared_mask").notNull(),
    user1Revealed: boolean("user1_revealed").notNull().default(false),
    user2Revealed: boolean("user2_revealed").notNull().default(false),
    /** When each side last listed or opened the match; null = not seen yet (unread). */
    user1SeenAt: timestamp("user1_seen_at", { withTimezone: true, mode: "date" }),
    user2SeenAt: timestamp("user2_seen_at", { withTimezone: true, mode: "date" }),
    /** Set when either side blocks the other: hidden from both, messages kept for moderation. */
    blockedAt: timestamp("blocked_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("matches_ordered_pair_check", sql`${t.user1Id} < ${t.user2Id}`),
    uniqueIndex("matches_pair_key").on(t.user1Id, t.user2Id),
    index("matches_user2_id_idx").on(t.user2Id),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: text("id").primaryKey(),
    /** Insertion order: a stable total order for listing and the `after` cursor. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    matchId: text("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    imageObjectId: text("image_object_id").references(() => storedObjects.id, { onDelete: "set null" }),
    /** The classifier's verdict on the image (contract §14); true until it has judged it. */
    imageSensitive: boolean("image_sensitive").notNull().default(false),
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("messages_seq_key").on(t.seq),
    index("messages_match_seq_idx").on(t.matchId, t.seq),
    index("messages_unread_idx")
      .on(t.recipientId, t.matchId)
      .where(sql`${t.readAt} is null`),
    // Who may see a chat image is decided by the message carrying it (contract §7), and
    // deleting a stored object nulls this column: both look messages up by image.
    index("messages_image_object_id_idx")
      .on(t.imageObjectId)
      .where(sql`${t.imageObjectId} is not null`),
  ],
);

/** blocker no longer sees or hears from blocked; checked both ways. */
export const blocks = pgTable(
  "blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index("blocks_blocked_id_idx").on(t.blockedId)],
);

/** Pairs whose match was deleted: never matched again. user1_id < user2_id as in matches. */
export const deletedPairs = pgTable(
  "deleted_pairs",
  {
    user1Id: text("user1_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    user2Id: text("user2_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user1Id, t.user2Id] }),
    check("deleted_pairs_ordered_pair_check", sql`${t.user1Id} < ${t.user2Id}`),
    index("deleted_pairs_user2_id_idx").on(t.user2Id),
  ],
);

/**
 * Reports outlive both accounts: the reporter link is cleared on deletion, the
 * reported id is kept (no foreign key) for moderation (contract §6).
 */
export const reports = pgTable(
  "reports",
  {
    id: text("id").primaryKey(),
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reportedUserId: text("reported_user_id"),
    reportType: text("report_type", { enum: REPORT_TYPES }).notNull(),
    description: text("description").notNull(),
    /** Snapshot of the reporter's last 100 messages with the reported user (contract §5b). */
    evidence: jsonb("evidence").$type<ReportEvidenceMessage[]>(),
    createdAt: createdAt(),
    /** The moderator's decision (contract §13); null while the report is open. */
    resolvedAt: timestamp("resolved_at", { withTimezone: true, mode: "date" }),
    resolutionAction: text("resolution_action", { enum: ["dismiss", "suspend", "ban"] }),
    resolutionNote: text("resolution_note"),
    /** The moderator's user id; no foreign key, like the audit log it outlives its account. */
    resolvedBy: text("resolved_by"),
  },
  (t) => [
    index("reports_reporter_id_idx").on(t.reporterId),
    index("reports_reported_user_id_idx").on(t.reportedUserId),
    index("reports_open_created_at_idx")
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

export interface ReportEvidenceMessage {
  id: string;
  senderId: string;
  content: string;
  hasImage: boolean;
  createdAt: string;
  /** Recorded since moderation (contract §13); older snapshots lack them. */
  matchId?: string;
  imageObjectId?: string | null;
}

/**
 * What moderators did (contract §13). Append-only: a trigger (custom migration
 * moderation_audit_append_only) refuses every UPDATE, DELETE and TRUNCATE. No foreign
 * keys, so deleting an account never has to touch an entry.
 */
export const moderationAudit = pgTable(
  "moderation_audit",
  {
    id: text("id").primaryKey(),
    moderatorId: text("moderator_id").notNull(),
    action: text("action", { enum: ["dismiss", "suspend", "ban", "remove_photo"] }).notNull(),
    targetUserId: text("target_user_id"),
    reportId: text("report_id"),
    note: text("note").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("moderation_audit_created_at_idx").on(t.createdAt)],
);

/** Emails of banned accounts, normalised: they cannot register again, even after the account is gone. */
export const bannedEmails = pgTable("banned_emails", {
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});

/** Fixed-window counters for the abuse limits of contract §8, shared by every app instance. */
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
 * Web Push subscriptions (contract §12), one per browser endpoint. Tied to the session
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

/** Which pushes a user wants (contract §12); no row = the defaults. */
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
