import { rowsOf, type Database } from "@unveil/db";
import { GENDERS, MIN_SHARED_ANSWERS, QUIZ_QUESTION_COUNT, type Gender, type LookingFor } from "@unveil/validators";
import { sql, type SQL } from "drizzle-orm";
import { ageNow, birthKeyRange } from "./age-now";
import { ALL_ANSWER_BITS, patternsAtHammingDistance } from "./answer-bits";
import { EARTH_RADIUS_KM, boundingBox, longitudeCells } from "./geo-box";
import { isRestrictedSql, restrictedUserIdsSql } from "./moderation-status";
import { blockedEitherWayIdsSql } from "./pair-rules";

/**
 * The candidate search of docs/product-rules.md#matching, in SQL, shaped for 1M profiles (shared note
 * "matching at scale", docs/decisions/0004-match-search.md):
 *  1. probe the answer patterns at Hamming radius 0, 1, 2, 3 through
 *     profiles_match_probe_idx (answer_bits, gender, looking_for) INCLUDE (...):
 *     the best-scoring candidates, read index-only, whatever the city's size;
 *  2. when that finds fewer than the cap, the geographic fallback through
 *     profiles_match_geo_idx (gender, looking_for, floor(longitude), latitude)
 *     INCLUDE (...) for the scores below 12, ranked in SQL: the box's one-degree
 *     longitude cells and its latitude range bound the scan to the box (migration
 *     0003; before, the scan read the whole latitude band around the globe).
 * Every rule (gender both ways, ages both ways, distance within both preferences,
 * exclusions) is checked in the same query on the index tuple; no joins. Ages are the
 * ages now (docs/product-rules.md#a-profile-that-stays-true): the searcher's is computed once, the candidates' as a
 * range of their birth_key (services/age-now.ts).
 */

/** The searcher's matching columns, read once per search. */
export interface Searcher {
  userId: string;
  gender: Gender;
  lookingFor: LookingFor;
  /** The searcher's age now. */
  age: number;
  /** The birth_key range of the ages the searcher looks for, as of the search's day. */
  candidateBirthKeys: { min: number; max: number };
  latitude: number;
  longitude: number;
  answerBits: number;
  searchAgeMin: number;
  searchAgeMax: number;
  searchDistanceKm: number;
  /** docs/product-rules.md#verification-and-date-plans: the searcher is verified / wants verified people only. */
  verified: boolean;
  searchVerifiedOnly: boolean;
}

export interface Candidate {
  userId: string;
  compatibilityScore: number;
  sharedMask: number;
  distanceKm: number;
}

/** The highest Hamming radius probed pattern by pattern: 1 + 15 + 105 + 455 = 576 patterns. */
const PROBE_MAX_RADIUS = 3;

/** Genders a `lookingFor` accepts (docs/product-rules.md#matching: `both` accepts all three). */
const GENDERS_ACCEPTED: Record<LookingFor, readonly Gender[]> = {
  male: ["male"],
  female: ["female"],
  both: GENDERS,
};

/** The `lookingFor` values that accept a gender (the rule above, read the other way). */
const LOOKING_FOR_ACCEPTING = Object.fromEntries(
  GENDERS.map((gender) => [
    gender,
    (Object.keys(GENDERS_ACCEPTED) as LookingFor[]).filter((lookingFor) => GENDERS_ACCEPTED[lookingFor].includes(gender)),
  ]),
) as Record<Gender, LookingFor[]>;

/** 15 − popcount(a XOR b): `bit_count` takes a bit string, so the XOR goes through int → bit(15). */
export function scoreSql(a: SQL, b: SQL): SQL {
  const count = sql.raw(String(QUIZ_QUESTION_COUNT));
  return sql`(${count} - bit_count(((${a} # ${b})::int)::bit(${count})))::int`;
}

/** Bit i set = the same answer to question i+1 (matches.shared_mask). */
export function sharedMaskSql(a: SQL, b: SQL): SQL {
  return sql`((~(${a} # ${b})::int) & ${sql.raw(String(ALL_ANSWER_BITS))})::int`;
}

/** The searcher as of `now`, the search's clock (deps.now). */
export async function loadSearcher(db: Database, userId: string, now: Date): Promise<Searcher | null> {
  const result = await db.execute(sql`
    select user_id as "userId", gender, looking_for as "lookingFor", birth_key::int as "birthKey", latitude, longitude,
           answer_bits::int as "answerBits", search_age_min::int as "searchAgeMin",
           search_age_max::int as "searchAgeMax", search_distance_km::int as "searchDistanceKm",
           verified, search_verified_only as "searchVerifiedOnly"
    from profiles
    where user_id = ${userId} and answer_bits is not null
      and not ${isRestrictedSql(sql`profiles.user_id`)}`);
  const [row] = rowsOf<Omit<Searcher, "age" | "candidateBirthKeys"> & { birthKey: number }>(result);
  if (!row) return null;
  const { birthKey, ...searcher } = row;
  return {
    ...searcher,
    age: ageNow(Number(birthKey), now),
    candidateBirthKeys: birthKeyRange(row.searchAgeMin, row.searchAgeMax, now),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  };
}

/**
 * Everyone the searcher may never be matched with again or already is: existing
 * matches (blocked ones too), blocks in either direction, deleted pairs, and every
 * account a moderator suspended or banned (docs/product-rules.md#moderation). Read once
 * per search through the pair indexes, then checked on each index tuple.
 */
export async function loadExcludedIds(db: Database, userId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select user2_id as id from matches where user1_id = ${userId}
    union select user1_id from matches where user2_id = ${userId}
    union ${blockedEitherWayIdsSql(userId)}
    union select user2_id from deleted_pairs where user1_id = ${userId}
    union select user1_id from deleted_pairs where user2_id = ${userId}
    union ${restrictedUserIdsSql}`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** Which candidates one query looks at: exact answer patterns (probe) or a score range (fallback). */
export type CandidateStage =
  | { kind: "probe"; radius: number; patterns: number[] }
  | { kind: "fallback"; minScore: number; maxScore: number };

/** One stage's candidate query: best score first, then nearest (then id, for a stable order). */
export function candidateQuery(searcher: Searcher, excludedIds: string[], stage: CandidateStage, limit: number): SQL {
  const box = boundingBox(searcher.latitude, searcher.longitude, searcher.searchDistanceKm);
  const bits = sql`${searcher.answerBits}::smallint`;
  const score = scoreSql(sql`p.answer_bits`, bits);
  const stageFilter =
    stage.kind === "probe"
      ? sql`p.answer_bits = any(${sql.param(stage.patterns)}::smallint[])`
      : sql`${score} between ${stage.minScore}::int and ${stage.maxScore}::int`;
  // The fallback reads the geographic index by the box's longitude cells, then its
  // latitude range; the probes read the probe index (the cells would only tempt the
  // planner into the geographic index for tiny boxes, where both are cheap).
  const cellFilter =
    stage.kind === "fallback"
      ? sql`and floor(p.longitude)::smallint = any(${sql.param(longitudeCells(box))}::smallint[])`
      : sql``;
  const longitudeFilter = box.lon ? sql`and p.longitude between ${box.lon.min}::float8 and ${box.lon.max}::float8` : sql``;
  // verifiedOnly both ways (docs/product-rules.md#verification-and-date-plans), on the index tuple (migration 0012).
  const wantsVerified = searcher.searchVerifiedOnly ? sql`and p.verified` : sql``;
  const acceptedByVerifiedOnly = searcher.verified ? sql`` : sql`and not p.search_verified_only`;
  const lat = sql`${searcher.latitude}::float8`;
  const lon = sql`${searcher.longitude}::float8`;
  const distance = sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
      power(sin(radians(p.latitude - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ${lon}) / 2), 2)))))`;
  return sql`
    select c.user_id as "userId", c.score as "compatibilityScore", c.shared_mask as "sharedMask", c.distance_km as "distanceKm"
    from (
      select p.user_id, ${score} as score, ${sharedMaskSql(sql`p.answer_bits`, bits)} as shared_mask,
             ${distance} as distance_km, p.search_distance_km
      from profiles p
      where p.answer_bits is not null
        and ${stageFilter}
        and p.gender = any(${sql.param(GENDERS_ACCEPTED[searcher.lookingFor])}::text[])
        and p.looking_for = any(${sql.param(LOOKING_FOR_ACCEPTING[searcher.gender])}::text[])
        ${cellFilter}
        and p.latitude between ${box.latMin}::float8 and ${box.latMax}::float8
        ${longitudeFilter}
        and p.birth_key between ${searcher.candidateBirthKeys.min}::int and ${searcher.candidateBirthKeys.max}::int
        and p.search_age_min <= ${searcher.age}::int
        and p.search_age_max >= ${searcher.age}::int
        ${wantsVerified}
        ${acceptedByVerifiedOnly}
        and p.user_id <> ${searcher.userId}
        and p.user_id <> all(${sql.param(excludedIds)}::text[])
    ) c
    where c.distance_km <= least(${searcher.searchDistanceKm}::float8, c.search_distance_km)
    order by c.score desc, c.distance_km asc, c.user_id asc
    limit ${limit}::int`;
}

/** The probe stages in order, then the fallback for every score the probe did not cover. */
export function candidateStages(answerBits: number): CandidateStage[] {
  const stages: CandidateStage[] = [];
  for (let radius = 0; radius <= PROBE_MAX_RADIUS; radius++) {
    stages.push({ kind: "probe", radius, patterns: patternsAtHammingDistance(answerBits, radius) });
  }
  stages.push({ kind: "fallback", minScore: MIN_SHARED_ANSWERS, maxScore: QUIZ_QUESTION_COUNT - PROBE_MAX_RADIUS - 1 });
  return stages;
}

/**
 * The search's session settings, local to its transaction, in one statement: no
 * parallel workers (above), and custom plans only. The statements are prepared
 * (packages/db's client), and a cached generic plan would choose an index without
 * seeing the searcher's patterns, box and cells, which is all the choice is about.
 */
export const searchSettings = sql`select set_config('max_parallel_workers_per_gather', '0', true),
  set_config('plan_cache_mode', 'force_custom_plan', true)`;

/**
 * The best `limit` candidates. Stages go from the best score down, so once a stage
 * fills the cap no later stage can hold a better candidate and the search stops.
 */
export async function findCandidates(
  db: Database,
  searcher: Searcher,
  excludedIds: string[],
  limit: number,
): Promise<Candidate[]> {
  return db.transaction(async (tx) => {
    // Each stage is a few milliseconds of index-only reading; parallel workers only add
    // their start-up time and take cores from other requests (measured: a 25 ms
    // fallback became 80 ms on a busy 2-core server). Local to this transaction.
    await tx.execute(searchSettings);
    const found: Candidate[] = [];
    for (const stage of candidateStages(searcher.answerBits)) {
      const rows = rowsOf<Candidate>(await tx.execute(candidateQuery(searcher, excludedIds, stage, limit - found.length)));
      found.push(...rows.map((row) => ({ ...row, distanceKm: Number(row.distanceKm) })));
      if (found.length >= limit) break;
    }
    return found;
  });
}
