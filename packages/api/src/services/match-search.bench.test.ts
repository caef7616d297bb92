import { createDb, rowsOf } from "@unveil/db";
import { prepareDatabase } from "@unveil/db/migrate";
import { createTestDb, type TestDb } from "@unveil/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedRandomPopulation } from "../test/matching-seeds";
import { explainCandidateQueries, findCandidates, loadExcludedIds, loadSearcher } from "./match-candidates";
import { MAX_NEW_MATCHES_PER_SEARCH } from "./matching";

/**
 * The match search bench behind docs/decisions/0004-match-search.md. Off by default
 * (seeding takes minutes at 1M); run with
 *   MATCH_BENCH_PROFILES=100000 [TEST_DATABASE_URL=...] npx vitest run src/services/match-search.bench.test.ts
 * (MATCH_BENCH_DATABASE_URL=<a database to keep the seeded profiles in> saves the
 * seeding on later runs.) It times the candidate search (read side only) for random searchers and for
 * searchers in the densest city, and prints the plans.
 */
const profiles = Number(process.env.MATCH_BENCH_PROFILES ?? 0);
const searches = Number(process.env.MATCH_BENCH_SEARCHES ?? 100);

describe.runIf(profiles > 0)(`match search bench, ${profiles} profiles`, () => {
  let db: Pick<TestDb, "db" | "driver" | "close">;
  beforeAll(async () => {
    // MATCH_BENCH_DATABASE_URL keeps a seeded database between runs; otherwise a throw-away one.
    const keptUrl = process.env.MATCH_BENCH_DATABASE_URL;
    if (keptUrl) {
      db = await createDb({ databaseUrl: keptUrl });
      await prepareDatabase(db);
    } else {
      db = await createTestDb();
    }
    const [existing] = rowsOf<{ count: number }>(await db.db.execute(sql`select count(*)::int as count from profiles`));
    const missing = profiles - (existing?.count ?? 0);
    if (missing > 0) {
      const started = performance.now();
      await seedRandomPopulation(db.db, missing);
      console.log(`[bench] ${db.driver}: seeded ${missing} profiles in ${Math.round(performance.now() - started)} ms`);
    }
  }, 3_600_000);
  afterAll(async () => {
    await db?.close();
  });

  async function timeSearches(label: string, userIds: string[]) {
    const timings: number[] = [];
    const found: number[] = [];
    for (const userId of userIds) {
      const started = performance.now();
      const searcher = await loadSearcher(db.db, userId);
      if (!searcher) continue;
      const excluded = await loadExcludedIds(db.db, userId);
      const candidates = await findCandidates(db.db, searcher, excluded, MAX_NEW_MATCHES_PER_SEARCH);
      timings.push(performance.now() - started);
      found.push(candidates.length);
    }
    timings.sort((a, b) => a - b);
    const at = (q: number) => (timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? 0).toFixed(1);
    const full = found.filter((n) => n === MAX_NEW_MATCHES_PER_SEARCH).length;
    console.log(
      `[bench] ${db.driver} ${label}: ${timings.length} searches, median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms; ${full} found the full ${MAX_NEW_MATCHES_PER_SEARCH}`,
    );
  }

  it("times random searchers and the densest city, and prints the plans", async () => {
    const random = rowsOf<{ id: string }>(
      await db.db.execute(sql`select user_id as id from profiles order by md5(user_id) limit ${searches}::int`),
    ).map((row) => row.id);
    // The densest 0.5° cell: the biggest city's centre.
    const dense = rowsOf<{ id: string }>(
      await db.db.execute(sql`
        with cell as (
          select round(latitude * 2) / 2 as lat, round(longitude * 2) / 2 as lon from profiles
          group by 1, 2 order by count(*) desc limit 1)
        select p.user_id as id from profiles p, cell c
        where abs(p.latitude - c.lat) < 0.25 and abs(p.longitude - c.lon) < 0.25
        order by md5(p.user_id) limit 30`),
    ).map((row) => row.id);
    await timeSearches("warm-up", random.slice(0, 10));
    await timeSearches("random searchers", random);
    await timeSearches("densest city's searchers", dense);
    const sample = dense[0] ?? random[0];
    expect(sample).toBeDefined();
    const plans = await explainCandidateQueries(db.db, sample ?? "", { analyze: true });
    for (const { stage, plan } of plans) console.log(`[bench] ${db.driver} plan, ${stage}:\n${plan}`);
  }, 3_600_000);
});
