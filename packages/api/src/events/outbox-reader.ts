import { preparedOnce, schema, type Database } from "@unveil/db";
import { gt, lt, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Notice } from "./notice";

/** Rows read per query; the rest on the next read. */
const READ_LIMIT = 500;
/**
 * A seq skipped by a read (a transaction that took it has not committed yet) is looked
 * for again this long, then taken as rolled back.
 */
const GAP_WAIT_MS = 30_000;
/** Rows are removed once every instance has long read them (docs/decisions/0029-events-after-commit.md). */
const KEEP_MS = 5 * 60_000;

const outbox = schema.liveEvents;

/**
 * The rows after the cursor, and (second form) the gaps still looked for: built once per
 * database, as every batch of every instance runs one of them.
 */
const rowsAfterQuery = (db: Database) =>
  preparedOnce(db, "outbox_rows_after", (d) =>
    d
      .select({ seq: outbox.seq, kind: outbox.kind, ids: outbox.ids })
      .from(outbox)
      .where(gt(outbox.seq, sql.placeholder("from")))
      .orderBy(outbox.seq)
      .limit(READ_LIMIT)
      .prepare("outbox_rows_after"),
  );

/**
 * The rows after the cursor and the gaps, as two index scans joined by `union all`: with
 * `seq > $from or seq = any($gaps)` PostgreSQL walks the whole outbox's index filtering
 * each row (4.4 ms at 19,000 rows, growing with it), and under load nearly every read has
 * a gap (a later seq committed first). Gaps are always below the cursor, so the parts
 * never share a row.
 */
const rowsAfterOrGapsQuery = (db: Database) =>
  preparedOnce(db, "outbox_rows_after_or_gaps", (d) => {
    const columns = { seq: outbox.seq, kind: outbox.kind, ids: outbox.ids };
    const after = d
      .select(columns)
      .from(outbox)
      .where(gt(outbox.seq, sql.placeholder("from")))
      .orderBy(outbox.seq)
      .limit(READ_LIMIT);
    const gaps = d
      .select(columns)
      .from(outbox)
      .where(sql`${outbox.seq} = any(${sql.placeholder("gaps")}::bigint[])`);
    return unionAll(after, gaps).orderBy(outbox.seq).prepare("outbox_rows_after_or_gaps");
  });

/**
 * Reads the committed rows of the live events' outbox in seq order, each once. Seqs are
 * taken at insert but rows appear at commit, so a read may see seq 12 before 11: the
 * reader remembers 11 as a gap and asks for it again until it shows or is given up.
 */
export function createOutboxReader(db: Database, now: () => number) {
  let cursor: number | null = null;
  const gaps = new Map<number, number>();
  const cursorsSeen: Array<{ at: number; seq: number }> = [];

  async function maxSeq(): Promise<number> {
    const [row] = await db.select({ max: sql<string | number | null>`max(${outbox.seq})` }).from(outbox);
    return Number(row?.max ?? 0);
  }

  function noteGaps(from: number, rows: Array<{ seq: number }>) {
    let expected = from + 1;
    const at = now();
    for (const { seq } of rows) {
      if (seq <= from) continue;
      for (; expected < seq; expected++) gaps.set(expected, at);
      expected = seq + 1;
    }
    for (const [seq, since] of gaps) if (at - since > GAP_WAIT_MS) gaps.delete(seq);
  }

  return {
    /** Skips everything committed so far (nobody listening wants it). */
    async skipToEnd(): Promise<void> {
      cursor = await maxSeq();
      gaps.clear();
    },
    /** The next committed notices (oldest first); an empty array when there are none. */
    async read(): Promise<{ notices: Notice[]; more: boolean }> {
      if (cursor === null) {
        cursor = await maxSeq();
        return { notices: [], more: false };
      }
      const from: number = cursor;
      const gapSeqs = [...gaps.keys()];
      const rows =
        gapSeqs.length > 0
          ? await rowsAfterOrGapsQuery(db).execute({ from, gaps: gapSeqs })
          : await rowsAfterQuery(db).execute({ from });
      for (const row of rows) gaps.delete(row.seq);
      noteGaps(from, rows);
      cursor = Math.max(from, ...rows.map((row) => row.seq));
      return { notices: rows.map((row) => ({ k: row.kind, ids: row.ids })), more: rows.length === READ_LIMIT };
    },
    /** Removes the rows this instance read more than KEEP_MS ago (any instance may do it). */
    async prune(): Promise<void> {
      if (cursor === null) return;
      const at = now();
      cursorsSeen.push({ at, seq: cursor });
      let old: number | null = null;
      while (cursorsSeen[0] && at - cursorsSeen[0].at >= KEEP_MS) old = cursorsSeen.shift()?.seq ?? old;
      if (old !== null) await db.delete(outbox).where(lt(outbox.seq, old));
    },
  };
}
