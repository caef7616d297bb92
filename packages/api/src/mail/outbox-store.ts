/**
 * The outbox's queries (docs/product-rules.md#mail), one per step of a mail's life:
 * claimed, then sent or put back for a later try; dropped when a day has passed.
 */
import type { Database } from "@unveil/db";
import { rowsOf } from "@unveil/db";
import { sql } from "drizzle-orm";
import type { OutgoingMail } from "./mail-transport";

/** A time as a query parameter both drivers take (postgres.js does not serialise a Date of unknown type). */
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/**
 * "Due by `time`": `next_attempt_at` is stamped by the database's clock (the column's
 * `now()`, in microseconds) and `time` is a JavaScript clock's reading in whole milliseconds,
 * which stands for all of that millisecond. So a mail queued earlier in the sender's current
 * millisecond is due, not left for the next poll (measured through PgBouncer: a row read back
 * at once carried a stamp past the reading in 1,265 of 2,000 tries).
 */
const dueBy = (time: Date) => sql`next_attempt_at < ${at(new Date(time.getTime() + 1))}`;

/** A mail not accepted within this time is given up (its bodies blanked). */
export const MAIL_GIVE_UP_MS = 24 * 60 * 60 * 1000;
/** Rows, sent or given up, are deleted after this time. */
const MAIL_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

export interface ClaimedMail extends OutgoingMail {
  /** Tries so far, this one included. */
  attempts: number;
}

interface ClaimedRow {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  created_at: Date | string;
}

/**
 * Claims up to `limit` due mails for this sender. `for update skip locked` lets two
 * senders claim at once without waiting on or taking each other's rows, and moving
 * `next_attempt_at` past the lease hides a claimed row from every sender until this
 * one has sent it or the lease has run out (a sender that died mid-send).
 */
export async function claimDueMail(db: Database, now: Date, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const giveUpBefore = new Date(now.getTime() - MAIL_GIVE_UP_MS);
  const result = await db.execute(sql`
    update mail_outbox set attempts = attempts + 1, next_attempt_at = ${at(new Date(now.getTime() + leaseMs))}
    where id in (
      select id from mail_outbox
      where sent_at is null and ${dueBy(now)} and created_at > ${at(giveUpBefore)}
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id, kind, "to", subject, text, html, attempts, created_at`);
  return rowsOf<ClaimedRow>(result).map((row) => ({ ...row, createdAt: new Date(row.created_at) }));
}

/** Accepted by the server: sent, and the bodies (which may hold a one-time code or link) blanked. */
export async function markSent(db: Database, id: string, now: Date): Promise<void> {
  await db.execute(sql`update mail_outbox set sent_at = ${at(now)}, text = '', html = '', last_error = null where id = ${id}`);
}

/** Not accepted: tried again at `retryAt`, with what went wrong. */
export async function markFailed(db: Database, id: string, retryAt: Date, error: string): Promise<void> {
  await db.execute(
    sql`update mail_outbox set next_attempt_at = ${at(retryAt)}, last_error = ${error} where id = ${id} and sent_at is null`,
  );
}

/** When the earliest unsent mail falls due, if any is still worth trying. */
export async function nextDueAt(db: Database, now: Date): Promise<Date | undefined> {
  const giveUpBefore = new Date(now.getTime() - MAIL_GIVE_UP_MS);
  const result = await db.execute(
    sql`select min(next_attempt_at) as due from mail_outbox where sent_at is null and created_at > ${at(giveUpBefore)}`,
  );
  const due = rowsOf<{ due: Date | string | null }>(result)[0]?.due;
  return due ? new Date(due) : undefined;
}

/** Blanks the bodies of mails given up, deletes rows past keeping; answers how many were given up just now. */
export async function sweepOutbox(db: Database, now: Date): Promise<number> {
  const giveUpBefore = new Date(now.getTime() - MAIL_GIVE_UP_MS);
  const givenUp = await db.execute(sql`
    update mail_outbox set text = '', html = ''
    where sent_at is null and created_at <= ${at(giveUpBefore)} and (text <> '' or html <> '')
    returning id`);
  await db.execute(sql`delete from mail_outbox where created_at <= ${at(new Date(now.getTime() - MAIL_KEEP_MS))}`);
  return rowsOf(givenUp).length;
}
