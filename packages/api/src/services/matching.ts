import { rowsOf, type Database } from "@unveil/db";
import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { AppDeps } from "../deps";
import { findCandidates, loadExcludedIds, loadSearcher, scoreSql, sharedMaskSql } from "./match-candidates";
import { blockedEitherWaySql, isParticipantSql } from "./pair-rules";
import { queueMatchPush } from "./push-notifications";

/** docs/product-rules.md#matching: one search adds at most this many new matches, best score first, then nearest. */
export const MAX_NEW_MATCHES_PER_SEARCH = 50;

/**
 * Runs one match search for `userId` (docs/product-rules.md#matching) and writes the new matches.
 * Answers how many matches were created. Runs after the quiz is submitted or
 * updated, preferences are saved, or the profile's location changes; a user
 * without a profile or without answers simply finds nothing.
 */
export async function searchMatches(deps: AppDeps, userId: string): Promise<number> {
  const searcher = await loadSearcher(deps.db, userId, deps.now());
  if (!searcher) return 0;
  const excludedIds = await loadExcludedIds(deps.db, userId);
  const candidates = await findCandidates(deps.db, searcher, excludedIds, MAX_NEW_MATCHES_PER_SEARCH);
  if (candidates.length === 0) return 0;
  const created = await insertMatches(deps.db, userId, candidates);
  for (const match of created) queueMatchPush(deps, { matchId: match.id, userId: match.otherId });
  return created.length;
}

/**
 * Stores the pairs with user1_id = the smaller id, compared by the database (the
 * check constraint's collation), and skips a pair that appeared meanwhile: the other
 * side's concurrent search, or a block or match deletion made since the candidates
 * were read. Answers the rows actually inserted, with the other side of each.
 */
async function insertMatches(
  db: Database,
  userId: string,
  candidates: { userId: string; compatibilityScore: number; sharedMask: number }[],
): Promise<{ id: string; otherId: string }[]> {
  const result = await db.execute(sql`
    insert into matches (id, user1_id, user2_id, compatibility_score, shared_mask)
    select c.id, least(${userId}::text, c.other_id), greatest(${userId}::text, c.other_id), c.score, c.shared_mask
    from unnest(
      ${sql.param(candidates.map(() => randomUUID()))}::text[],
      ${sql.param(candidates.map((c) => c.userId))}::text[],
      ${sql.param(candidates.map((c) => c.compatibilityScore))}::smallint[],
      ${sql.param(candidates.map((c) => c.sharedMask))}::smallint[]
    ) with ordinality as c(id, other_id, score, shared_mask, rank)
    where not ${blockedEitherWaySql(userId, sql`c.other_id`)}
      and not exists (
        select 1 from deleted_pairs d
        where d.user1_id = least(${userId}::text, c.other_id) and d.user2_id = greatest(${userId}::text, c.other_id))
    order by c.rank
    on conflict (user1_id, user2_id) do nothing
    returning id, case when user1_id = ${userId}::text then user2_id else user1_id end as "otherId"`);
  return rowsOf<{ id: string; otherId: string }>(result);
}

/**
 * Recomputes compatibility_score and shared_mask of every match of `userId` from the
 * current answer patterns, after the user replaced their answers. A match whose new
 * score falls below the threshold is kept: the threshold decides who is introduced,
 * not whether an existing conversation survives an edit of the quiz.
 */
export async function rescoreMatches(db: Database, userId: string): Promise<number> {
  const first = sql`p1.answer_bits`;
  const second = sql`p2.answer_bits`;
  const result = await db.execute(sql`
    update matches m
    set compatibility_score = ${scoreSql(first, second)}, shared_mask = ${sharedMaskSql(first, second)}
    from profiles p1, profiles p2
    where ${isParticipantSql("m", userId)}
      and p1.user_id = m.user1_id and p2.user_id = m.user2_id
      and p1.answer_bits is not null and p2.answer_bits is not null
    returning m.id`);
  return rowsOf<{ id: string }>(result).length;
}
