import { rowsOf } from "@unveil/db";
import { createTestDb } from "@unveil/db/testing";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedRandomPopulation } from "../test/matching-seeds";
import { useStarted } from "../test/test-app";
import { sharedAnswerCount } from "./answer-bits";
import { haversineKm } from "./geo-box";
import { findCandidates, loadExcludedIds, loadSearcher, type Searcher } from "./match-candidates";
import { explainCandidateQueries } from "./match-search-plan";
import { MAX_NEW_MATCHES_PER_SEARCH } from "./matching";

/**
 * The candidate search on a few thousand realistic profiles (40 cities, random
 * answers): the planner serves every stage from the covering indexes without any
 * planner switches, and the staged search finds exactly what a brute-force reading
 * of docs/product-rules.md#matching finds.
 */
const POPULATION = 4000;

const db = useStarted(async () => {
  const testDb = await createTestDb();
  await seedRandomPopulation(testDb.db, POPULATION);
  return testDb;
});

async function idsWhere(query: ReturnType<typeof sql>): Promise<string[]> {
  return rowsOf<{ id: string }>(await db.db.execute(query)).map((row) => row.id);
}

const denseCitySearchers = () =>
  idsWhere(sql`
    with cell as (
      select round(latitude * 2) / 2 as lat, round(longitude * 2) / 2 as lon from profiles
      group by 1, 2 order by count(*) desc limit 1)
    select p.user_id as id from profiles p, cell c
    where abs(p.latitude - c.lat) < 0.25 and abs(p.longitude - c.lon) < 0.25
    order by md5(p.user_id) limit 4`);

const randomSearchers = (count: number) =>
  idsWhere(sql`select user_id as id from profiles order by md5(user_id || 'searchers') limit ${count}::int`);

/** docs/product-rules.md#verification-and-date-plans: verified-only searchers, verified themselves and not. */
const verifiedOnlySearchers = () =>
  idsWhere(sql`
    (select user_id as id from profiles where search_verified_only and verified order by md5(user_id) limit 2)
    union all
    (select user_id from profiles where search_verified_only and not verified order by md5(user_id) limit 2)`);

describe("candidate query plans", () => {
  it("serves every stage from the covering indexes, index-only, never a Seq Scan on profiles", async () => {
    const searchers = [...(await denseCitySearchers()), ...(await randomSearchers(4))];
    // One searcher with exclusions, so the excluded-ids array is not empty.
    const [withExclusions, ...others] = await randomSearchers(6);
    if (withExclusions) {
      await db.db.execute(sql`
        insert into blocks (blocker_id, blocked_id)
        select ${withExclusions}, user_id from profiles where user_id <> ${withExclusions} order by user_id limit 3`);
      searchers.push(withExclusions);
    }
    expect(searchers.length).toBeGreaterThanOrEqual(6);
    expect(others.length).toBeGreaterThan(0);

    for (const userId of searchers) {
      const plans = await explainCandidateQueries(db.db, userId);
      expect(plans.map((p) => p.stage)).toEqual([
        "probe, radius 0 (1 patterns, score 15)",
        "probe, radius 1 (15 patterns, score 14)",
        "probe, radius 2 (105 patterns, score 13)",
        "probe, radius 3 (455 patterns, score 12)",
        "fallback, scores 3–11",
      ]);
      for (const { stage, plan } of plans) {
        const context = `${db.driver}, ${stage}:\n${plan}`;
        expect(plan, context).not.toMatch(/Seq Scan/);
        expect(plan, context).toMatch(/Index Only Scan using profiles_match_(probe|geo)_idx on profiles/);
        expect(plan.match(/ on profiles\b/g), context).toHaveLength(1);
      }
      // A single exact pattern is the probe index's job; the fallback has no pattern to probe.
      expect(plans[0]?.plan).toMatch(/Index Only Scan using profiles_match_probe_idx on profiles/);
      expect(plans[4]?.plan).toMatch(/Index Only Scan using profiles_match_geo_idx on profiles/);
    }
  });
});

interface PopulationRow extends Omit<Searcher, "latitude" | "longitude" | "age" | "candidateBirthKeys"> {
  latitude: number;
  longitude: number;
  ageGiven: number;
  ageGivenOn: string;
}

/**
 * docs/product-rules.md#a-profile-that-stays-true read literally: the given age plus the whole years since the day it
 * was given (a year is whole once its anniversary, month and day, has come).
 */
function contractAgeNow(person: PopulationRow, now: Date): number {
  const [year = 0, month = 0, day = 0] = person.ageGivenOn.split("-").map(Number);
  const beforeAnniversary = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return person.ageGiven + now.getUTCFullYear() - year - (beforeAnniversary ? 1 : 0);
}

/** docs/product-rules.md#matching (with the ages now) read literally, over every profile, in application code: the oracle. */
function bruteForceCandidates(searcher: PopulationRow, everyone: PopulationRow[], excluded: Set<string>, now: Date) {
  const accepts = (lookingFor: Searcher["lookingFor"], gender: Searcher["gender"]) =>
    lookingFor === "both" || lookingFor === gender;
  const searcherAge = contractAgeNow(searcher, now);
  return everyone
    .filter((other) => other.userId !== searcher.userId && !excluded.has(other.userId))
    .filter((other) => accepts(searcher.lookingFor, other.gender) && accepts(other.lookingFor, searcher.gender))
    .filter((other) => contractAgeNow(other, now) >= searcher.searchAgeMin && contractAgeNow(other, now) <= searcher.searchAgeMax)
    .filter((other) => searcherAge >= other.searchAgeMin && searcherAge <= other.searchAgeMax)
    .filter((other) => (!searcher.searchVerifiedOnly || other.verified) && (!other.searchVerifiedOnly || searcher.verified))
    .map((other) => ({
      userId: other.userId,
      score: sharedAnswerCount(searcher.answerBits, other.answerBits),
      distanceKm: haversineKm(searcher.latitude, searcher.longitude, other.latitude, other.longitude),
      maxKm: Math.min(searcher.searchDistanceKm, other.searchDistanceKm),
    }))
    .filter((other) => other.distanceKm <= other.maxKm && other.score >= 3)
    .sort((a, b) => b.score - a.score || a.distanceKm - b.distanceKm)
    .slice(0, MAX_NEW_MATCHES_PER_SEARCH);
}

describe("staged candidate search", () => {
  it("finds exactly the brute-force top 50 (score desc, then distance) for dense and sparse searchers", async () => {
    const now = new Date();
    const everyone = rowsOf<PopulationRow>(
      await db.db.execute(sql`
        select user_id as "userId", gender, looking_for as "lookingFor", age::int as "ageGiven",
               age_given_on::text as "ageGivenOn", latitude, longitude,
               answer_bits::int as "answerBits", search_age_min::int as "searchAgeMin",
               search_age_max::int as "searchAgeMax", search_distance_km::int as "searchDistanceKm",
               verified, search_verified_only as "searchVerifiedOnly"
        from profiles`),
    ).map((row) => ({ ...row, latitude: Number(row.latitude), longitude: Number(row.longitude) }));
    expect(everyone).toHaveLength(POPULATION);

    const searchers = [...(await denseCitySearchers()), ...(await randomSearchers(16)), ...(await verifiedOnlySearchers())];
    let full = 0;
    let partial = 0;
    // Given ages were given on days up to four years back (seedRandomPopulation): most ages now differ from them.
    expect(everyone.filter((person) => contractAgeNow(person, now) !== person.ageGiven).length).toBeGreaterThan(POPULATION / 2);
    for (const userId of searchers) {
      const searcher = await loadSearcher(db.db, userId, now);
      const row = everyone.find((person) => person.userId === userId);
      if (!searcher || !row) throw new Error("searcher without a profile");
      const excluded = await loadExcludedIds(db.db, userId);
      const found = await findCandidates(db.db, searcher, excluded, MAX_NEW_MATCHES_PER_SEARCH);
      const expected = bruteForceCandidates(row, everyone, new Set(excluded), now);
      // Equal keys may come in either order; scores and distances must agree one by one.
      expect(found.map((c) => c.compatibilityScore)).toEqual(expected.map((c) => c.score));
      found.forEach((candidate, index) => {
        expect(candidate.distanceKm).toBeCloseTo(expected[index]?.distanceKm ?? -1, 6);
      });
      expect(new Set(found.map((c) => c.userId)).size).toBe(found.length);
      if (found.length === MAX_NEW_MATCHES_PER_SEARCH) full += 1;
      else partial += 1;
    }
    // The sample covers both the capped (probe) and the uncapped (fallback) path.
    expect(full).toBeGreaterThan(0);
    expect(partial).toBeGreaterThan(0);
  });
});
