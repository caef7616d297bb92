import { preparedOnce, schema, type Database } from "@unveil/db";
import { gt, lt, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Notice } from "./notice";
import { SeqCursor } from "./seq-cursor";

/** Rows read per log per query; the rest on the next read. */
const READ_LIMIT = 500;
/** Rows are removed once every instance has long read them (docs/decisions/0029-events-after-commit.md). */
const KEEP_MS = 5 * 60_000;

const outbox = schema.liveEvents;
const messages = schema.messages;

/** Which log a row came from: the outbox, or the messages (their own log, decision 0056). */
const OUTBOX_LOG = "o";
const MESSAGES_LOG = "m";

/**
 * Both logs' rows after their cursors and their gaps, in one statement of four index
 * scans joined by `union all` (built once per database, as every batch of every instance
 * runs it): with `seq > $from or seq = any($gaps)` PostgreSQL walks the whole index
 * filtering each row, and under load nearly every read has a gap (a later seq committed
 * first). Gaps are always below their cursor, so no two parts share a row; an empty gap
 * list is an index scan that finds nothing.
 */
const logsAfterQuery = (db: Database) =>
  preparedOnce(db, "live_logs_after", (d) => {
    const outboxColumns = {
      log: sql<string>`${sql.raw(`'${OUTBOX_LOG}'`)}`.as("log"),
      seq: outbox.seq,
      kind: outbox.kind,
      ids: outbox.ids,
    };
    const messageColumns = {
      log: sql<string>`${sql.raw(`'${MESSAGES_LOG}'`)}`.as("log"),
      seq: messages.seq,
      kind: sql<string>`'message'`.as("kind"),
      ids: sql<string[]>`array[${messages.id}]`.as("ids"),
    };
    const outboxGaps = sql`${outbox.seq} = any(${sql.placeholder("outboxGaps")}::bigint[])`;
    const messagesGaps = sql`${messages.seq} = any(${sql.placeholder("messagesGaps")}::bigint[])`;
    return unionAll(
      d
        .select(outboxColumns)
        .from(outbox)
        .where(gt(outbox.seq, sql.placeholder("outboxFrom")))
        .orderBy(outbox.seq)
        .limit(READ_LIMIT),
      d.select(outboxColumns).from(outbox).where(outboxGaps),
      d
        .select(messageColumns)
        .from(messages)
        .where(gt(messages.seq, sql.placeholder("messagesFrom")))
        .orderBy(messages.seq)
        .limit(READ_LIMIT),
      d.select(messageColumns).from(messages).where(messagesGaps),
    ).prepare("live_logs_after");
  });

/**
 * One log's rows of a read, in seq order, taken in by its cursor; `full` when the part
 * after the cursor hit READ_LIMIT (the rest on the next read).
 */
function take<Row extends { seq: number | string }>(cursor: SeqCursor, rows: Row[]) {
  const position = cursor.position ?? 0;
  const taken = rows.map((row) => ({ ...row, seq: Number(row.seq) })).sort((a, b) => a.seq - b.seq);
  cursor.advance(taken.map((row) => row.seq));
  return { taken, full: taken.filter((row) => row.seq > position).length === READ_LIMIT };
}

/** Consecutive message rows as one notice, as a send's statement wrote them. */
function messageNotices(ids: string[]): Notice[] {
  return ids.length > 0 ? [{ k: "message", ids }] : [];
}

/**
 * Reads what was committed for the live events, each row once: the outbox's notices
 * (matches, reveals, read receipts, ended sessions…) and the new messages, read from the
 * messages table itself by seq (decision 0056). A read hands on the outbox's notices
 * first, then the messages, each in seq order: a match's notice comes before its first
 * message's when both are new.
 */
export function createOutboxReader(db: Database, now: () => number) {
  const outboxCursor = new SeqCursor(now);
  const messagesCursor = new SeqCursor(now);
  const cursorsSeen: Array<{ at: number; seq: number }> = [];

  async function maxSeq(table: typeof outbox | typeof messages): Promise<number> {
    const [row] = await db.select({ max: sql<string | number | null>`max(${table.seq})` }).from(table);
    return Number(row?.max ?? 0);
  }

  async function skipToEnd(): Promise<void> {
    const [outboxEnd, messagesEnd] = await Promise.all([maxSeq(outbox), maxSeq(messages)]);
    outboxCursor.skipTo(outboxEnd);
    messagesCursor.skipTo(messagesEnd);
  }

  return {
    /** Skips everything committed so far (nobody listening wants it). */
    skipToEnd,
    /** The next committed notices (oldest first); an empty array when there are none. */
    async read(): Promise<{ notices: Notice[]; more: boolean }> {
      if (outboxCursor.position === null || messagesCursor.position === null) {
        await skipToEnd();
        return { notices: [], more: false };
      }
      const rows = await logsAfterQuery(db).execute({
        outboxFrom: outboxCursor.position,
        outboxGaps: outboxCursor.gapSeqs(),
        messagesFrom: messagesCursor.position,
        messagesGaps: messagesCursor.gapSeqs(),
      });
      const ofLog = (log: string) => rows.filter((row) => row.log === log);
      const outboxRows = take(outboxCursor, ofLog(OUTBOX_LOG));
      const messageRows = take(messagesCursor, ofLog(MESSAGES_LOG));
      return {
        notices: [
          ...outboxRows.taken.map((row) => ({ k: row.kind, ids: row.ids })),
          ...messageNotices(messageRows.taken.flatMap((row) => row.ids)),
        ],
        more: outboxRows.full || messageRows.full,
      };
    },
    /** Removes the outbox rows this instance read more than KEEP_MS ago (any instance may do it). */
    async prune(): Promise<void> {
      if (outboxCursor.position === null) return;
      const at = now();
      cursorsSeen.push({ at, seq: outboxCursor.position });
      let old: number | null = null;
      while (cursorsSeen[0] && at - cursorsSeen[0].at >= KEEP_MS) old = cursorsSeen.shift()?.seq ?? old;
      if (old !== null) await db.delete(outbox).where(lt(outbox.seq, old));
    },
  };
}
