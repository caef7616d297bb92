import { preparedOnce, schema, type Database } from "@unveil/db";
import { type ListMessagesInput } from "@unveil/validators";
import { type MessageOutput } from "@unveil/validators/outputs";
import { and, asc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";
import { MATCH_NOT_FOUND, findVisibleMatch } from "./matches";
import { messageColumns, toMessageView } from "./message-view";
import { isParticipant, isVisibleMatch } from "./pair-rules";

type ListMessagesData = z.output<typeof ListMessagesInput>;
type MessageView = MessageOutput;

const CURSOR_NOT_FOUND = "Message not found";
const messages = schema.messages;

/**
 * A conversation, oldest first (by `seq`, the
 * insertion order). `after` is the id of the newest message the client holds;
 * an id that is not a message of this match answers 404, so a client with a
 * wrong cursor learns it instead of silently waiting for messages forever.
 * Listing marks the messages addressed to the caller read.
 *
 * The chat poll (every 3 s per open chat, `after` given) is one statement after the
 * session check: the match with its cursor, marking read and the listing together
 * (bench/notes.md, B1; decision 0044). Marking read waits on the match and the cursor
 * inside the statement, so a 404 still changes nothing. Without a cursor (a chat
 * opened) it is two: the match, then marking read and listing.
 */
export async function listMessages(deps: AppDeps, userId: string, input: ListMessagesData): Promise<MessageView[]> {
  const read = { now: deps.now().toISOString(), userId, matchId: input.matchId };
  if (!input.after) {
    if (!(await findVisibleMatch(deps.db, userId, input.matchId))) throw notFound(MATCH_NOT_FOUND);
    return asViewedBy(userId, await conversationQuery(deps.db).execute(read));
  }
  const rows = await pollQuery(deps.db).execute({ ...read, after: input.after });
  // One row per message after the cursor, or one row with no message: none at all is no match.
  const [first] = rows;
  if (!first) throw notFound(MATCH_NOT_FOUND);
  if (first.cursorSeq === null) throw notFound(CURSOR_NOT_FOUND);
  const viewer = { userId, hiddenWords: first.viewerHiddenWords ?? [] };
  const views: MessageView[] = [];
  // A message's columns are all there when its id is (the left join's row), so the row is a message's.
  for (const row of rows) if (row.id !== null) views.push(toMessageView(row as MessageRow, viewer));
  return views;
}

type MessageRow = Parameters<typeof toMessageView>[0];
type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversationQuery>["execute"]>>[number];

function asViewedBy(userId: string, rows: ConversationRow[]): MessageView[] {
  const hiddenWords = rows[0]?.viewerHiddenWords ?? [];
  return rows.map((row) => toMessageView(row, { userId, hiddenWords }));
}

/**
 * The caller's hidden words (docs/product-rules.md#hidden-words) on every row of the listing: an
 * uncorrelated subquery, evaluated once, so the listing stays one statement.
 */
const viewerHiddenWords = sql<
  string[] | null
>`(select ${schema.hiddenWords.words} from ${schema.hiddenWords} where ${schema.hiddenWords.userId} = ${sql.placeholder("userId")})`;

/** The caller's unread messages of the match, marked read; `onlyIf` holds the marking to the statement's checks. */
const markedRead = (d: Database, onlyIf?: ReturnType<typeof sql>) =>
  d.$with("marked_read").as(
    d
      .update(messages)
      // An ISO string: a placeholder in SET bypasses the column's own Date encoding.
      .set({ readAt: sql`${sql.placeholder("now")}` })
      .where(
        and(
          eq(messages.recipientId, sql.placeholder("userId")),
          eq(messages.matchId, sql.placeholder("matchId")),
          isNull(messages.readAt),
          onlyIf,
        ),
      )
      .returning({ id: messages.id }),
  );

/**
 * Without a cursor: marks read as a data-modifying CTE of the listing. Both parts see
 * the same snapshot, so every message it marks is in that answer, and one arriving
 * meanwhile is listed by the next poll and stays unread until then.
 */
const conversationQuery = (db: Database) =>
  preparedOnce(db, "messages_conversation", (d) =>
    d
      .with(markedRead(d))
      .select({ ...messageColumns, viewerHiddenWords })
      .from(messages)
      .where(eq(messages.matchId, sql.placeholder("matchId")))
      .orderBy(asc(messages.seq))
      .prepare("messages_conversation"),
  );

const cursorMessage = alias(messages, "cursor_message");

/**
 * The poll: the visible match of the caller with the cursor's `seq` (null when the
 * cursor is not a message of this very match), marking read only when both are there
 * (one snapshot for all three parts), and the messages after the cursor, left-joined so
 * that the match's row comes back even when nothing is new.
 */
const pollQuery = (db: Database) =>
  preparedOnce(db, "messages_poll", (d) => {
    const pollMatch = d.$with("poll_match").as(
      d
        .select({ matchId: sql<string>`${schema.matches.id}`.as("poll_match_id"), cursorSeq: cursorMessage.seq })
        .from(schema.matches)
        .leftJoin(
          cursorMessage,
          and(eq(cursorMessage.id, sql.placeholder("after")), eq(cursorMessage.matchId, schema.matches.id)),
        )
        .where(and(eq(schema.matches.id, sql.placeholder("matchId")), isParticipant(sql.placeholder("userId")), isVisibleMatch)),
    );
    const found = sql`exists (select 1 from ${pollMatch} where ${isNotNull(pollMatch.cursorSeq)})`;
    return d
      .with(pollMatch, markedRead(d, found))
      .select({ cursorSeq: pollMatch.cursorSeq, ...messageColumns, viewerHiddenWords })
      .from(pollMatch)
      .leftJoin(messages, and(eq(messages.matchId, pollMatch.matchId), gt(messages.seq, pollMatch.cursorSeq)))
      .orderBy(asc(messages.seq))
      .prepare("messages_poll");
  });
