import { schema } from "@unveil/db";
import { and, eq, isNull, or, sql, type Placeholder, type SQL } from "drizzle-orm";

/**
 * The rules about two people, in one place: how a pair is stored, who takes part in a
 * match, which matches a participant still sees, and whether either blocked the
 * other. Each rule comes as a query-builder condition and, for the hand-written SQL
 * of the match search, the object access check and the unread count, as a fragment
 * over a table alias: the same rule either way.
 */

const matches = schema.matches;

/** The pair as stored (matches, deleted_pairs): user1_id < user2_id, whichever side is asking. */
function orderedPair(a: string, b: string): { user1Id: string; user2Id: string } {
  return a < b ? { user1Id: a, user2Id: b } : { user1Id: b, user2Id: a };
}

export function otherParticipant(match: { user1Id: string; user2Id: string }, userId: string): string {
  return match.user1Id === userId ? match.user2Id : match.user1Id;
}

/** The match row of the pair `a`, `b` (at most one: matches_pair_key), whichever side asks. */
export function isMatchOfPair(a: string, b: string) {
  const pair = orderedPair(a, b);
  return and(eq(matches.user1Id, pair.user1Id), eq(matches.user2Id, pair.user2Id));
}

/** The same, in hand-written SQL over the matches alias `m`, for a pair known only to the query. */
export const isMatchOfPairSql = (m: string, a: string | SQL, b: string | SQL): SQL => {
  const match = sql.raw(m);
  return sql`((${match}.user1_id = ${a} and ${match}.user2_id = ${b}) or (${match}.user1_id = ${b} and ${match}.user2_id = ${a}))`;
};

/** Match rows where `userId` is one of the two people. */
export const isParticipant = (userId: string | Placeholder) => or(eq(matches.user1Id, userId), eq(matches.user2Id, userId));

/** The same, in hand-written SQL over the matches alias `m`. */
export const isParticipantSql = (m: string, userId: string | SQL): SQL =>
  sql`(${sql.raw(m)}.user1_id = ${userId} or ${sql.raw(m)}.user2_id = ${userId})`;

/**
 * A blocked match is hidden from both sides (docs/product-rules.md#blocks-and-reports; its messages stay for
 * moderation); a deleted one no longer exists.
 */
export const isVisibleMatch = isNull(matches.blockedAt);

/** The same, in hand-written SQL over the matches alias `m`. */
export const isVisibleMatchSql = (m: string): SQL => sql`${sql.raw(m)}.blocked_at is null`;

/** True (in SQL) when either of `a` and `b` blocked the other: a block stops contact both ways. */
export const blockedEitherWaySql = (a: string | SQL, b: string | SQL): SQL => sql`exists (
  select 1 from blocks blk
  where (blk.blocker_id = ${a} and blk.blocked_id = ${b}) or (blk.blocker_id = ${b} and blk.blocked_id = ${a}))`;

/** Everyone `userId` blocked or was blocked by, as a one-column (`id`) SQL union. */
export const blockedEitherWayIdsSql = (userId: string): SQL => sql`
  select blocked_id as id from blocks where blocker_id = ${userId}
  union select blocker_id from blocks where blocked_id = ${userId}`;
