/** Matches, their messages, blocks and the pairs that were deleted. */
import { SAFETY_TIPS } from "@unveil/validators";
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";
import { storedObjects } from "./profiles";

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

/**
 * The tips of docs/product-rules.md#automatic-flags rule 2, spelled as the index predicate below and
 * the rule's query both spell them, so the planner proves the partial index applies.
 */
export const OFF_PLATFORM_TIPS_SQL = "'{phone,off-platform,money}'::text[]";

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
    /** The classifier's verdict on the image (docs/product-rules.md#chat-images-safe-by-default); true until it has judged it. */
    imageSensitive: boolean("image_sensitive").notNull().default(false),
    /** What the screener found at send (docs/product-rules.md#safety-in-the-chat): link, phone, off-platform, money. */
    safetyTips: text("safety_tips", { enum: SAFETY_TIPS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Sent with "Send anyway" after the screener judged it hurtful (docs/product-rules.md#are-you-sure). */
    mayHurt: boolean("may_hurt").notNull().default(false),
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("messages_seq_key").on(t.seq),
    index("messages_match_seq_idx").on(t.matchId, t.seq),
    index("messages_unread_idx")
      .on(t.recipientId, t.matchId)
      .where(sql`${t.readAt} is null`),
    // Who may see a chat image is decided by the message carrying it (docs/product-rules.md#uploads-and-images), and
    // deleting a stored object nulls this column: both look messages up by image.
    index("messages_image_object_id_idx")
      .on(t.imageObjectId)
      .where(sql`${t.imageObjectId} is not null`),
    // docs/product-rules.md#automatic-flags, rule 2: a sender's messages with a phone, off-platform or
    // money tip in the last 24 h. Only those messages are in it.
    index("messages_off_platform_tips_idx")
      .on(t.senderId, t.createdAt)
      .where(sql`${t.safetyTips} && ${sql.raw(OFF_PLATFORM_TIPS_SQL)}`),
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
