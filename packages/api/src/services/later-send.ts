import { preparedOnce, schema, type Database } from "@unveil/db";
import { sql } from "drizzle-orm";
import { messageColumns, type MessageRow } from "./message-view";
import { blockedEitherWaySql, isParticipantSql } from "./pair-rules";

/**
 * A later message (docs/decisions/0049-later-send-one-statement.md): one the sender sends in a
 * match where they have written before, so it neither starts a chat nor answers one
 * (chat-openers.ts: no opener to record, no new-chat limit, no text key). Such a send needs no
 * transaction: one statement locks the match row (FOR NO KEY UPDATE, as the send's transaction
 * does), checks who takes part and the blocks, checks the sender's opener and inserts the
 * message (the live events read it by its seq, decision 0056). The statement is its own
 * transaction, so the lock is held from before the message takes its `seq` until it commits:
 * the guarantees of `sendMessage` (seq order is commit order; a racing delete or block either
 * waits for it or wins) hold as they did with a transaction.
 *
 * The sender's opener is read in the statement's snapshot, taken before any wait for the lock.
 * An opener is only ever added (and goes with its match), so one seen there still exists; one
 * not seen yet (the sender's first message committing meanwhile, or none) makes the statement
 * insert nothing and answer `sent: false`: the caller then sends through the transaction.
 */
export type MessageToSend = MessageRow;

type SentRow = MessageToSend & { recipientId: string };

export type LaterSendResult =
  | { outcome: "no-match" }
  | { outcome: "blocked" }
  /** The sender has not written in this match yet (as far as the statement's snapshot shows). */
  | { outcome: "first-from-sender" }
  | { outcome: "sent"; row: SentRow };

export async function sendLaterMessage(db: Database, message: MessageToSend): Promise<LaterSendResult> {
  const [row] = await laterSendQuery(db).execute({
    id: message.id,
    matchId: message.matchId,
    userId: message.senderId,
    content: message.content,
    imageObjectId: message.imageObjectId,
    imageSensitive: message.imageSensitive,
    safetyTips: message.safetyTips,
    mayHurt: message.mayHurt,
    // An ISO string: a placeholder bypasses the column's own Date encoding.
    createdAt: message.createdAt.toISOString(),
  });
  if (!row) return { outcome: "no-match" };
  if (row.blocked) return { outcome: "blocked" };
  // The inserted row's columns are all there when its id is (the left join's row).
  if (row.id === null) return { outcome: "first-from-sender" };
  return { outcome: "sent", row: row as SentRow };
}

const laterSendQuery = (db: Database) =>
  preparedOnce(db, "messages_later_send", (d) => {
    const userId = sql`${sql.placeholder("userId")}`;
    const matchId = sql.placeholder("matchId");
    const otherSide = sql`(case when m.user1_id = ${userId} then m.user2_id else m.user1_id end)`;
    // The caller's match, locked; 404's and 403's facts and whether the sender wrote before.
    const sendMatch = d.$with("send_match", { id: schema.matches.id }).as(sql`
      select m.id, ${otherSide} as recipient_id,
             (m.blocked_at is not null or ${blockedEitherWaySql(userId, otherSide)}) as blocked,
             exists (select 1 from chat_openers o where o.match_id = m.id and o.sender_id = ${userId}) as sender_wrote
        from matches m
       where m.id = ${matchId} and ${isParticipantSql("m", userId)}
         for no key update`);
    const sent = d.$with("sent", { ...messageColumns, recipientId: schema.messages.recipientId }).as(sql`
      insert into messages (id, match_id, sender_id, recipient_id, content, image_object_id, image_sensitive,
                            safety_tips, may_hurt, created_at)
      select ${sql.placeholder("id")}, send_match.id, ${userId}, send_match.recipient_id, ${sql.placeholder("content")},
             ${sql.placeholder("imageObjectId")}::text, ${sql.placeholder("imageSensitive")}::boolean,
             ${sql.placeholder("safetyTips")}::text[], ${sql.placeholder("mayHurt")}::boolean,
             ${sql.placeholder("createdAt")}::timestamptz
        from send_match
       where not send_match.blocked and send_match.sender_wrote
      returning id, match_id, sender_id, recipient_id, content, image_object_id, image_sensitive, safety_tips,
                may_hurt, created_at`);
    return d
      .with(sendMatch, sent)
      .select({
        blocked: sql<boolean>`send_match.blocked`,
        id: sent.id,
        matchId: sent.matchId,
        senderId: sent.senderId,
        recipientId: sent.recipientId,
        content: sent.content,
        imageObjectId: sent.imageObjectId,
        imageSensitive: sent.imageSensitive,
        safetyTips: sent.safetyTips,
        mayHurt: sent.mayHurt,
        createdAt: sent.createdAt,
      })
      .from(sendMatch)
      .leftJoin(sent, sql`true`)
      .prepare("messages_later_send");
  });
