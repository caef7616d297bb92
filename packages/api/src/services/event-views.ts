import { preparedOnce, schema, type Database } from "@unveil/db";
import { and, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Notice } from "../events/notice";
import type { Delivery, EventProjection } from "../events/projection";
import { matchRowColumns, presentMatch, type MatchRow } from "./match-view";
import { messageColumns, toMessageView, viewerOf } from "./message-view";
import { isParticipant, isVisibleMatch, otherParticipant } from "./pair-rules";
import { countUnreadOf } from "./stats";
import { createUnreadPacer, type UnreadPacer } from "./unread-pacer";

/**
 * The event views (the hub's EventProjection): what a batch of notices means for the
 * users connected to an instance, each event built by the same services, and redacted by
 * the same functions (presentMatch, toMessageView), as the REST answers.
 */
interface ViewPorts {
  db: Database;
  now: () => Date;
}

export function createEventViews(deps: ViewPorts): EventProjection {
  const unread = createUnreadPacer((userIds) => countUnreadOf(deps.db, userIds));
  return {
    deliveriesForBatch: (notices, wanted, deliver) => deliveriesForBatch(deps, unread, notices, wanted, deliver),
    async messagesMissedBy(userId, afterSeq) {
      const missed = await messagesMissedBy(deps, userId, afterSeq);
      const viewer = missed.length > 0 ? await viewerOf(deps.db, userId) : null;
      if (!viewer) return [];
      return missed.map((row) => ({
        id: row.id,
        seq: row.seq,
        event: { event: "message", data: toMessageView(row, viewer) },
      }));
    },
  };
}

const messages = schema.messages;
const matches = schema.matches;

/** Message rows with their match's sides, visible matches only, oldest first. */
async function loadMessages(deps: ViewPorts, where: ReturnType<typeof and>) {
  return deps.db
    .select({ ...messageColumns, seq: messages.seq, user1Id: matches.user1Id, user2Id: matches.user2Id })
    .from(messages)
    .innerJoin(matches, eq(matches.id, messages.matchId))
    .where(and(where, isVisibleMatch))
    .orderBy(messages.seq);
}

const user1Words = alias(schema.hiddenWords, "user1_words");
const user2Words = alias(schema.hiddenWords, "user2_words");

/**
 * A batch's messages, as loadMessages, with both sides' hidden words (left joins): one
 * statement per batch, built once per database (the hub runs it for every batch).
 */
const batchMessagesQuery = (db: Database) =>
  preparedOnce(db, "event_views_batch_messages", (d) =>
    d
      .select({
        ...messageColumns,
        seq: messages.seq,
        user1Id: matches.user1Id,
        user2Id: matches.user2Id,
        user1HiddenWords: user1Words.words,
        user2HiddenWords: user2Words.words,
      })
      .from(messages)
      .innerJoin(matches, eq(matches.id, messages.matchId))
      .leftJoin(user1Words, eq(user1Words.userId, matches.user1Id))
      .leftJoin(user2Words, eq(user2Words.userId, matches.user2Id))
      .where(and(sql`${messages.id} = any(${sql.placeholder("ids")}::text[])`, isVisibleMatch))
      .orderBy(messages.seq)
      .prepare("event_views_batch_messages"),
  );

async function messagesMissedBy(deps: ViewPorts, userId: string, afterSeq: number) {
  return loadMessages(deps, and(isParticipant(userId), sql`${messages.seq} > ${afterSeq}`));
}

/**
 * The deliveries for a batch of notices, in the notices' order: one message load for
 * every message id in the batch (with both sides' hidden words), then each notice's events, handed on at once; then one
 * grouped unread count for everyone whose count may have changed, each sent once, after
 * the batch's other events (it is the count after the whole batch). The count is read
 * after the events are sent, so a message's latency does not include it (decision 0035),
 * and at most every 250 ms: a batch sooner than that leaves it to the next paced count
 * (unread-pacer.ts, decisions 0053 and 0054).
 */
async function deliveriesForBatch(
  deps: ViewPorts,
  unread: UnreadPacer,
  notices: Notice[],
  wanted: (userId: string) => boolean,
  deliver: (deliveries: Delivery[]) => void,
): Promise<void> {
  const messageIds = notices.flatMap((notice) => (notice.k === "message" ? notice.ids : []));
  const rows = messageIds.length > 0 ? await batchMessagesQuery(deps.db).execute({ ids: messageIds }) : [];
  const rowsById = new Map(rows.map((row) => [row.id, row]));
  // Each side gets its own view: tips, mayHurt and hiddenByFilter are the recipient's
  // (message-view.ts); both sides' hidden words came with the rows.
  const hiddenWords = new Map<string, string[]>();
  for (const row of rows) {
    hiddenWords.set(row.user1Id, row.user1HiddenWords ?? []);
    hiddenWords.set(row.user2Id, row.user2HiddenWords ?? []);
  }
  const out: Delivery[] = [];
  const unreadUsers = new Set<string>();
  for (const notice of notices) {
    const noticeRows =
      notice.k === "message" ? notice.ids.flatMap((id) => rowsById.get(id) ?? []).sort((a, b) => a.seq - b.seq) : [];
    for (const userId of await deliveriesFor(deps, notice, { rows: noticeRows, hiddenWords }, wanted, out)) {
      if (wanted(userId)) unreadUsers.add(userId);
    }
  }
  deliver(out);
  await unread.owe(unreadUsers, deliver);
}

type MessageRow = Awaited<ReturnType<typeof loadMessages>>[number];

/** Pushes one notice's events to `out`; answers the users whose unread count may have changed. */
async function deliveriesFor(
  deps: ViewPorts,
  { k: kind, ids }: Notice,
  { rows: messageRows, hiddenWords }: { rows: MessageRow[]; hiddenWords: Map<string, string[]> },
  wanted: (userId: string) => boolean,
  out: Delivery[],
): Promise<string[]> {
  switch (kind) {
    case "message": {
      const recipients: string[] = [];
      for (const row of messageRows) {
        for (const userId of [row.user1Id, row.user2Id]) {
          if (!wanted(userId)) continue;
          const view = toMessageView(row, { userId, hiddenWords: hiddenWords.get(userId) ?? [] });
          out.push({ userId, event: { event: "message", data: view }, seq: row.seq, messageId: row.id });
        }
        recipients.push(otherParticipant(row, row.senderId));
      }
      return recipients;
    }
    case "read": {
      const readers: string[] = [];
      for (const pair of ids) {
        const [matchId = "", readerId = ""] = pair.split(":");
        readers.push(readerId);
        const [row] = await visibleMatchRows(deps, [matchId]);
        if (!row) continue;
        const senderId = otherParticipant(row, readerId);
        if (!wanted(senderId)) continue;
        const [last] = await deps.db
          .select({ id: messages.id })
          .from(messages)
          .where(and(eq(messages.matchId, matchId), eq(messages.recipientId, readerId), isNotNull(messages.readAt)))
          .orderBy(desc(messages.seq))
          .limit(1);
        if (last) out.push({ userId: senderId, event: { event: "read", data: { matchId, lastReadMessageId: last.id } } });
      }
      return readers;
    }
    case "match":
    case "match-updated": {
      const rows = await visibleMatchRows(deps, ids);
      for (const row of rows) {
        for (const userId of [row.user1Id, row.user2Id]) {
          if (wanted(userId))
            out.push({ userId, event: { event: kind, data: await presentMatch(deps.db, userId, row, deps.now()) } });
        }
      }
      return kind === "match" ? rows.flatMap((row) => [row.user1Id, row.user2Id]) : [];
    }
    case "match-removed": {
      const sides: string[] = [];
      for (const triple of ids) {
        const [matchId = "", ...users] = triple.split(":");
        for (const userId of users) {
          sides.push(userId);
          if (wanted(userId)) out.push({ userId, event: { event: "match-removed", data: { matchId } } });
        }
      }
      return sides;
    }
    case "unread":
      return ids;
    case "typing": {
      for (const pair of ids) {
        const [matchId = "", toUserId = ""] = pair.split(":");
        if (wanted(toUserId)) out.push({ userId: toUserId, event: { event: "typing", data: { matchId } } });
      }
      return [];
    }
    default:
      return [];
  }
}

async function visibleMatchRows(deps: ViewPorts, ids: string[]): Promise<MatchRow[]> {
  if (ids.length === 0) return [];
  return deps.db
    .select(matchRowColumns)
    .from(matches)
    .where(and(inArray(matches.id, ids), isVisibleMatch));
}

/** The caller's visible match with `matchId` and its other side, or undefined. */
export async function otherSideOfVisibleMatch(deps: ViewPorts, userId: string, matchId: string): Promise<string | undefined> {
  const [row] = await deps.db
    .select({ user1Id: matches.user1Id, user2Id: matches.user2Id })
    .from(matches)
    .where(and(eq(matches.id, matchId), or(eq(matches.user1Id, userId), eq(matches.user2Id, userId)), isVisibleMatch));
  return row ? otherParticipant(row, userId) : undefined;
}
