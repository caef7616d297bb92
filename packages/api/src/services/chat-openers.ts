import { schema, type Database } from "@unveil/db";
import { IMAGE_ONLY_MESSAGE_CONTENT } from "@unveil/validators";
import { eq } from "drizzle-orm";
import { createHash } from "node:crypto";
import type { AppDeps } from "../deps";
import { consumeRateLimitIn } from "./rate-limit";
import { NEW_CHAT_LIMIT, trustLevelOf } from "./trust-level";

/**
 * Openers: the first message each side writes in a match (table chat_openers). The first
 * opener of a match starts the chat, and starting chats is limited per day by trust level
 * (docs/product-rules.md#trust-levels-and-new-chats); answering a chat the other side started never
 * counts. The opener's text key feeds the "same first message to many matches" flag
 * (docs/product-rules.md#automatic-flags).
 */

interface Opener {
  /** This message is the first of its match: the sender starts a chat. */
  startsChat: boolean;
  /** This message is the sender's first in the match. */
  firstFromSender: boolean;
  /** Its text key when it is the sender's first (null for an image alone or a text of symbols only). */
  textKey: string | null;
}

// What is left of a text to compare: letters (with their accents), digits and emoji.
const NOT_COMPARED = /[^\p{L}\p{M}\p{N}\p{Extended_Pictographic}]/gu;

/**
 * The same text for "the same first message", with case, spacing and punctuation
 * ignored: `Hey there!!` and `hey, THERE` share a key. Hashed, so a long text still fits
 * an index entry; null when nothing is left to compare (docs/decisions/0026-trust-and-flags.md).
 */
export function openerTextKey(content: string, hasImage: boolean): string | null {
  if (hasImage && content === IMAGE_ONLY_MESSAGE_CONTENT) return null;
  const compared = content.normalize("NFKC").toLowerCase().replace(NOT_COMPARED, "");
  return compared === "" ? null : createHash("sha256").update(compared).digest("hex");
}

/**
 * Records the message about to be sent as an opener when it is one, and counts a started
 * chat against the sender's daily allowance (429 beyond it, and the transaction with the
 * message rolls back). Call inside the send's transaction while it holds the match row
 * (sendMessage locks it FOR NO KEY UPDATE): two first messages in one match then run one
 * after the other and the second sees the first's opener, so exactly one of them starts
 * the chat. Two first messages of one sender in two matches meet at the counter row,
 * which the upsert holds until commit, so they are counted one after the other too.
 */
export async function recordOpener(
  tx: Database,
  deps: AppDeps,
  message: { id: string; matchId: string; senderId: string; content: string; hasImage: boolean; createdAt: Date },
): Promise<Opener> {
  const openers = await tx
    .select({ senderId: schema.chatOpeners.senderId })
    .from(schema.chatOpeners)
    .where(eq(schema.chatOpeners.matchId, message.matchId));
  const startsChat = openers.length === 0;
  const firstFromSender = !openers.some((opener) => opener.senderId === message.senderId);
  if (!firstFromSender) return { startsChat, firstFromSender, textKey: null };

  if (startsChat) {
    const level = await trustLevelOf(tx, message.senderId);
    await consumeRateLimitIn(tx, deps, NEW_CHAT_LIMIT[level], message.senderId, message.createdAt);
  }
  const textKey = openerTextKey(message.content, message.hasImage);
  await tx.insert(schema.chatOpeners).values({
    matchId: message.matchId,
    senderId: message.senderId,
    messageId: message.id,
    textKey,
    createdAt: message.createdAt,
  });
  return { startsChat, firstFromSender, textKey };
}
