import { preparedOnce, type Database } from "@unveil/db";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { isVisibleMatchSql } from "./pair-rules";

/** The counts the stats router serves: live users (public) and the caller's unread badge. */
const ACTIVE_WINDOW_MS = 5 * 60_000;

/** Distinct users seen in the last five minutes (docs/product-rules.md#live-users-and-the-unread-badge), on any instance. */
export async function countActiveUsers(deps: AppDeps): Promise<number> {
  return deps.stores.liveUsers.count(new Date(deps.now().getTime() - ACTIVE_WINDOW_MS));
}

/**
 * The unread badge (polled every 5 s): messages addressed to the user and not read
 * yet, plus matches the user has not seen, blocked matches aside. One statement:
 * the partial messages_unread_idx (recipient_id, match_id where read_at is null)
 * counted per (recipient, match) from the index alone, each group joined to its match
 * by primary key (one probe per chat, not per unread message), and the matches pair
 * index (user1_id first) and user2_id index for each side.
 */
export async function countUnread(deps: AppDeps, userId: string): Promise<number> {
  return (await countUnreadOf(deps.db, [userId])).get(userId) ?? 0;
}

/**
 * The same badge for many users in one statement (the live-event hub's batches):
 * the three kinds of unread rows for the given users, grouped by user. Users with
 * nothing unread are answered 0. The users go as one array parameter, so the
 * statement's text (and PostgreSQL's prepared plan) is the same for every batch; it is
 * built once per database (unreadCountsQuery), not per call.
 */
export async function countUnreadOf(db: Database, userIds: string[]): Promise<Map<string, number>> {
  const counts = new Map(userIds.map((userId) => [userId, 0]));
  if (userIds.length === 0) return counts;
  const rows = await unreadCountsQuery(db).execute({ userIds: [...counts.keys()] });
  for (const row of rows) counts.set(row.userId, Number(row.count));
  return counts;
}

const unreadCountsQuery = (db: Database) =>
  preparedOnce(db, "unread_counts", (d) => {
    const users = sql`${sql.placeholder("userIds")}::text[]`;
    const unread = sql`(
      select unread_messages.recipient_id as user_id, unread_messages.count
        from (select recipient_id, match_id, count(*) as count
                from messages
               where recipient_id = any(${users}) and read_at is null
               group by recipient_id, match_id) unread_messages
        join matches m on m.id = unread_messages.match_id
       where ${isVisibleMatchSql("m")}
      union all
      select m.user1_id, 1 from matches m
       where m.user1_id = any(${users}) and m.user1_seen_at is null and ${isVisibleMatchSql("m")}
      union all
      select m.user2_id, 1 from matches m
       where m.user2_id = any(${users}) and m.user2_seen_at is null and ${isVisibleMatchSql("m")}
    ) unread`;
    return d
      .select({ userId: sql<string>`user_id`, count: sql<number | string>`sum(count)::int` })
      .from(unread)
      .groupBy(sql`user_id`)
      .prepare("unread_counts");
  });
