/** Safety before harm in the chat (docs/product-rules.md#safety-in-the-chat): each dater's hidden words. */
import { sql } from "drizzle-orm";
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * The words and phrases a dater never wants to see (docs/product-rules.md#hidden-words):
 * stored lower-cased, in the order given, at most 100. One row per dater who set any.
 */
export const hiddenWords = pgTable("hidden_words", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  words: text("words")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
