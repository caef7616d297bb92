import { rowsOf, schema } from "@unveil/db";
import { gt, sql } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { isVisibleMatchSql } from "./pair-rules";

/** The counts the stats router serves: live users (public) and the caller's unread badge. */
const ACTIVE_WINDOW_MS = 5 * 60_000;

/** Distinct users seen in the last five minutes (contract §3, §9). */
export async function countActiveUsers(deps: AppDeps): Promise<number> {
  const [row] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(schema.users)
    .where(gt(schema.users.lastSeenAt, new Date(deps.now().getTime() - ACTIVE_WINDOW_MS)));
  return Number(row?.count ?? 0);
}

/**
 * The unread badge (polled every 5 s): messages addressed to the user and not read
 * yet, plus matches the user has not seen, blocked matches aside. One statement,
 * three index probes: the partial messages_unread_idx (recipient_id, match_id where
 * read_at is null) joined to matches by primary key, and the matches pair index
 * (user1_id first) and user2_id index for each side.
 */
export async function countUnread(deps: AppDeps, userId: string): Promise<number> {
  const result = await deps.db.execute(sql`
    select (
      (select count(*)
         from messages msg
         join matches m on m.id = msg.match_id
        where msg.recipient_id = ${userId} and msg.read_at is null and ${isVisibleMatchSql("m")})
      + (select count(*) from matches m
          where m.user1_id = ${userId} and m.user1_seen_at is null and ${isVisibleMatchSql("m")})
      + (select count(*) from matches m
          where m.user2_id = ${userId} and m.user2_seen_at is null and ${isVisibleMatchSql("m")})
    )::int as count`);
  const [row] = rowsOf<{ count: number | string }>(result);
  return Number(row?.count ?? 0);
}
