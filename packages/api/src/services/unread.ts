import { rowsOf, type Database } from "@unveil/db";
import { sql } from "drizzle-orm";

/**
 * GET /api/notifications/unread-count (polled every 5 s): messages addressed to the
 * user and not read yet, plus matches the user has not seen, blocked matches aside.
 * One statement, three index probes: the partial messages_unread_idx
 * (recipient_id, match_id where read_at is null) joined to matches by primary key,
 * and the matches pair index (user1_id first) and user2_id index for each side.
 */
export async function countUnread(db: Database, userId: string): Promise<number> {
  const result = await db.execute(sql`
    select (
      (select count(*)
         from messages msg
         join matches m on m.id = msg.match_id
        where msg.recipient_id = ${userId} and msg.read_at is null and m.blocked_at is null)
      + (select count(*) from matches
          where user1_id = ${userId} and user1_seen_at is null and blocked_at is null)
      + (select count(*) from matches
          where user2_id = ${userId} and user2_seen_at is null and blocked_at is null)
    )::int as count`);
  const [row] = rowsOf<{ count: number | string }>(result);
  return Number(row?.count ?? 0);
}
