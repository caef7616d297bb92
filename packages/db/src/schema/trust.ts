/** Trust and automatic flags: the first message each side sent in a match (docs/product-rules.md#trust-levels-and-new-chats). */
import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { matches } from "./chat";

/**
 * One row per match and sender: the first message that sender wrote in the match.
 * Written under the match row's lock by the send (services/chat-openers.ts), so the
 * first row of a match is the message that started the chat, and the primary key
 * keeps a second "first" out whatever happens.
 *
 * `textKey` is a hash of the text with case, spacing and punctuation removed (null for
 * an image alone or a text with nothing left): "the same first message to many
 * matches" is a lookup on (sender, textKey) within 24 h (docs/decisions/0026-trust-and-flags.md).
 */
export const chatOpeners = pgTable(
  "chat_openers",
  {
    matchId: text("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    /** No foreign keys but the match's: the row goes with its match, as its message does. */
    senderId: text("sender_id").notNull(),
    messageId: text("message_id").notNull(),
    textKey: text("text_key"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.senderId] }),
    index("chat_openers_sender_text_idx")
      .on(t.senderId, t.textKey, t.createdAt)
      .where(sql`${t.textKey} is not null`),
  ],
);
