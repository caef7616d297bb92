import { schema } from "@unveil/db";
import { and, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { matchRowColumns, presentMatch, type MatchRow } from "../services/match-view";
import { messageColumns, toMessageView } from "../services/messages";
import { isParticipant, isVisibleMatch, otherParticipant } from "../services/pair-rules";
import { countUnread } from "../services/stats";
import type { LiveEvent } from "./live-event";

/**
 * Loads what a batch of notices means for the users connected to this instance:
 * each event built by the same services, and redacted by the same functions
 * (presentMatch, toMessageView), as the REST answers. `wanted` says who is connected.
 */
export interface Delivery {
  userId: string;
  event: LiveEvent;
  /** For message events: the message's seq (the cursor) and id (for de-duplication). */
  seq?: number;
  messageId?: string;
}

const messages = schema.messages;
const matches = schema.matches;

/** Message rows with their match's sides, visible matches only, oldest first. */
async function loadMessages(deps: AppDeps, where: ReturnType<typeof and>) {
  return deps.db
    .select({ ...messageColumns, seq: messages.seq, user1Id: matches.user1Id, user2Id: matches.user2Id })
    .from(messages)
    .innerJoin(matches, eq(matches.id, messages.matchId))
    .where(and(where, isVisibleMatch))
    .orderBy(messages.seq);
}

export async function messagesMissedBy(deps: AppDeps, userId: string, afterSeq: number) {
  return loadMessages(deps, and(isParticipant(userId), sql`${messages.seq} > ${afterSeq}`));
}

export async function deliveriesFor(
  deps: AppDeps,
  kind: string,
  ids: string[],
  wanted: (userId: string) => boolean,
): Promise<Delivery[]> {
  const out: Delivery[] = [];
  const unreadOf = async (userIds: Iterable<string>) => {
    for (const userId of new Set(userIds)) {
      if (wanted(userId)) out.push({ userId, event: { event: "unread", data: { count: await countUnread(deps, userId) } } });
    }
  };
  switch (kind) {
    case "message": {
      const rows = await loadMessages(deps, inArray(messages.id, ids));
      const recipients: string[] = [];
      for (const row of rows) {
        const view = toMessageView(row);
        for (const userId of [row.user1Id, row.user2Id]) {
          if (wanted(userId)) out.push({ userId, event: { event: "message", data: view }, seq: row.seq, messageId: row.id });
        }
        recipients.push(otherParticipant(row, row.senderId));
      }
      await unreadOf(recipients);
      return out;
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
      await unreadOf(readers);
      return out;
    }
    case "match":
    case "match-updated": {
      for (const row of await visibleMatchRows(deps, ids)) {
        for (const userId of [row.user1Id, row.user2Id]) {
          if (wanted(userId)) out.push({ userId, event: { event: kind, data: await presentMatch(deps.db, userId, row) } });
        }
      }
      if (kind === "match") await unreadOf((await visibleMatchRows(deps, ids)).flatMap((row) => [row.user1Id, row.user2Id]));
      return out;
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
      await unreadOf(sides);
      return out;
    }
    case "unread":
      await unreadOf(ids);
      return out;
    case "typing": {
      for (const pair of ids) {
        const [matchId = "", toUserId = ""] = pair.split(":");
        if (wanted(toUserId)) out.push({ userId: toUserId, event: { event: "typing", data: { matchId } } });
      }
      return out;
    }
    default:
      return out;
  }
}

async function visibleMatchRows(deps: AppDeps, ids: string[]): Promise<MatchRow[]> {
  if (ids.length === 0) return [];
  return deps.db
    .select(matchRowColumns)
    .from(matches)
    .where(and(inArray(matches.id, ids), isVisibleMatch));
}

/** The caller's visible match with `matchId` and its other side, or undefined. */
export async function otherSideOfVisibleMatch(deps: AppDeps, userId: string, matchId: string): Promise<string | undefined> {
  const [row] = await deps.db
    .select({ user1Id: matches.user1Id, user2Id: matches.user2Id })
    .from(matches)
    .where(and(eq(matches.id, matchId), or(eq(matches.user1Id, userId), eq(matches.user2Id, userId)), isVisibleMatch));
  return row ? otherParticipant(row, userId) : undefined;
}
