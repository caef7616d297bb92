import { schema, type Database } from "@unveil/db";
import { CHAT_IMAGE_MAX_BYTES, IMAGE_ONLY_MESSAGE_CONTENT, type SendMessageInput } from "@unveil/validators";
import { type MessageOutput } from "@unveil/validators/outputs";
import { and, eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { DomainError, notFound } from "../errors";
import { PENDING_VERDICT, judgeStoredImage, recordLateVerdict, verdictWithin } from "./chat-image-safety";
import { isDataUrl, resolveImageSource } from "./image-sources";
import { MATCH_NOT_FOUND } from "./matches";
import { messageColumns, toMessageView } from "./message-view";
import { queueMessagePush } from "./push-notifications";
import { blockedEitherWaySql, isParticipant, otherParticipant } from "./pair-rules";
import { checkFlagsAfterSend } from "./auto-flags";
import { recordOpener } from "./chat-openers";
import { sendLaterMessage, type MessageToSend } from "./later-send";
import { consumeRateLimit } from "./rate-limit";
import { screenMessage } from "../safety/screen";
import { deleteStoredObjects } from "./stored-objects";

type SendMessageData = z.output<typeof SendMessageInput>;

const BLOCKED_MESSAGE = "You can no longer message this user";
/** docs/product-rules.md#are-you-sure: a hurtful text needs "Send anyway". */
const MAY_HURT_MESSAGE = "Are you sure? This message may be hurtful.";

type MessageView = MessageOutput;

const messages = schema.messages;

/**
 * The match the caller may send to: 404 when absent or not theirs, 403 when either
 * side blocked the other. `lock` holds the row until the transaction ends.
 *
 * One statement reads the match and whether the pair blocked each other. The blocks
 * are read in the statement's snapshot, which a wait for the lock does not renew; a
 * block committed during that wait still answers 403, as blocking sets the match's
 * `blocked_at` in its transaction (blocks.ts) and the locked row is read as committed.
 */
async function sendableMatch(db: Database, userId: string, matchId: string, lock: boolean) {
  const otherSide = sql`(case when ${schema.matches.user1Id} = ${userId} then ${schema.matches.user2Id} else ${schema.matches.user1Id} end)`;
  const query = db
    .select({
      id: schema.matches.id,
      user1Id: schema.matches.user1Id,
      user2Id: schema.matches.user2Id,
      blockedAt: schema.matches.blockedAt,
      blockedEitherWay: sql<boolean>`${blockedEitherWaySql(userId, otherSide)}`,
    })
    .from(schema.matches)
    .where(and(eq(schema.matches.id, matchId), isParticipant(userId)));
  const [match] = lock ? await query.for("no key update") : await query;
  if (!match) throw notFound(MATCH_NOT_FOUND);
  if (match.blockedAt || match.blockedEitherWay) throw new DomainError("FORBIDDEN", BLOCKED_MESSAGE);
  return { matchId: match.id, recipientId: otherParticipant(match, userId) };
}

/**
 * A later message in one statement (later-send.ts), or null when the sender has not written in
 * this match yet (as far as that statement saw): then the transaction sends it.
 */
async function laterMessageSent(db: Database, message: MessageToSend) {
  const result = await sendLaterMessage(db, message);
  if (result.outcome === "no-match") throw notFound(MATCH_NOT_FOUND);
  if (result.outcome === "blocked") throw new DomainError("FORBIDDEN", BLOCKED_MESSAGE);
  if (result.outcome === "first-from-sender") return null;
  return { ...result.row, textKey: null };
}

/** A first message from its sender (an opener, maybe a new chat), or one the screen holds (409). */
async function sendInTransaction(deps: AppDeps, message: MessageToSend, held: boolean) {
  return deps.db.transaction(async (tx) => {
    const { matchId, recipientId } = await sendableMatch(tx, message.senderId, message.matchId, true);
    if (held) throw new DomainError("CONFLICT", MAY_HURT_MESSAGE, { reason: "MESSAGE_MAY_HURT" });
    const hasImage = message.imageObjectId !== null;
    const opener = await recordOpener(tx, deps, { ...message, matchId, hasImage });
    const [inserted] = await tx
      .insert(messages)
      .values({ ...message, matchId, recipientId })
      .returning(messageColumns);
    if (!inserted) throw new Error("message insert returned no row");
    return { ...inserted, recipientId, textKey: opener.textKey };
  });
}

/**
 * Sends a message (limited per user, docs/product-rules.md#limits; a first message starts a chat,
 * limited per day by trust level: chat-openers.ts). A later message (its sender wrote in the match
 * before) is one statement (later-send.ts); a sender's first message, or one the hurtful-text screen
 * holds, goes through a transaction. Either way the insert runs while holding the match row locked
 * (FOR NO KEY UPDATE) until it commits, which gives three guarantees:
 * - sends in one match commit in `seq` order, so a reader that saw message N has
 *   seen every earlier one and the `after` cursor never skips a late commit;
 * - a racing delete either waits for the send (and removes the message with the
 *   match) or wins and the send finds no match (404): no orphan message;
 * - a racing block either waits (the message predates it) or wins (403).
 */
export async function sendMessage(deps: AppDeps, userId: string, input: SendMessageData): Promise<MessageView> {
  await consumeRateLimit(deps, "messagesPerMinute", userId);

  const content = input.content.trim() || IMAGE_ONLY_MESSAGE_CONTENT;
  const screening = screenMessage(input.content.trim());
  let imageObjectId: string | null = null;
  let imageIsNew = false;
  let judging: Promise<boolean> | null = null;
  let imageSensitive = false;
  if (input.imageUrl) {
    // Checked before the image work too, so a refused send stores nothing.
    await sendableMatch(deps.db, userId, input.matchId, false);
    // docs/product-rules.md#uploads-and-images: a data URL (JPEG, PNG, WebP or GIF under 5 MB, re-encoded) or the caller's own upload.
    imageObjectId = await resolveImageSource(deps, userId, {
      source: input.imageUrl,
      purpose: "chat",
      maxBytes: CHAT_IMAGE_MAX_BYTES,
    });
    imageIsNew = isDataUrl(input.imageUrl);
    // The classifier judges the stored image; the send waits a bounded time for it
    // and stores "sensitive" meanwhile (chat-image-safety.ts).
    judging = judgeStoredImage(deps, imageObjectId);
    imageSensitive = (await verdictWithin(judging)) ?? PENDING_VERDICT;
  }
  const messageId = randomUUID();

  try {
    const message = {
      id: messageId,
      matchId: input.matchId,
      senderId: userId,
      content,
      imageObjectId,
      imageSensitive,
      safetyTips: screening.safetyTips,
      mayHurt: screening.mayHurt,
      createdAt: deps.now(),
    };
    // A message the screen holds keeps the transaction's order of answers (404, 403, then 409).
    const held = screening.mayHurt && input.confirmed !== true;
    const row = (held ? null : await laterMessageSent(deps.db, message)) ?? (await sendInTransaction(deps, message, held));
    await checkFlagsAfterSend(deps, userId, { textKey: row.textKey, safetyTips: screening.safetyTips });
    queueMessagePush(deps, {
      matchId: row.matchId,
      senderId: userId,
      recipientId: row.recipientId,
      content: row.content,
      hasImage: row.imageObjectId !== null,
      mayHurt: row.mayHurt,
    });
    if (judging && imageSensitive === PENDING_VERDICT) recordLateVerdict(deps, messageId, judging);
    return toMessageView(row, { userId, hiddenWords: [] });
  } catch (error) {
    // An object made from a data URL for this send goes with it; an upload stays the caller's.
    if (imageObjectId && imageIsNew) await deleteStoredObjects(deps, [imageObjectId]);
    throw error;
  }
}
