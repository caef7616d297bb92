import { createAppDeps, readServerConfig } from "@unveil/api";
import {
  MAX_NEW_MATCHES_PER_SEARCH,
  explainCandidateQueries,
  findCandidates,
  loadExcludedIds,
  loadSearcher,
  searchMatches,
} from "@unveil/api/match-search";
import { createDb, rowsOf } from "@unveil/db";
import { prepareDatabase } from "@unveil/db/migrate";
import { sql as dsql } from "drizzle-orm";
import { createDatabase, databaseExists, databaseUrl, dropDatabase, seedClient } from "../lib/pg";
import { log, median, quantile } from "../lib/stats";
import { installNoteDesign } from "./note-design";
import { seedB2 } from "./seed";

export const B2_SIZES = [100_000, 1_000_000] as const;
export const B2_SEARCHERS = 200;
export const B2_DENSE_SEARCHERS = 30;

export const b2Database = (size: number) => (size === 1_000_000 ? "unveil_bench_match_1m" : `unveil_bench_match_${size / 1000}k`);

export interface B2Options {
  runs: number;
  reuse: boolean;
  keep: boolean;
  sizes?: number[];
}

export interface TimingSummary {
  median: number;
  p95: number;
}

export interface B2SizeResult {
  size: number;
  seedSeconds: number | null;
  /** Per run: the real searchMatches (read + insert), our read side, the note design's read side. */
  runs: { full: TimingSummary; ours: TimingSummary; ceiling: TimingSummary; dense: TimingSummary; denseCeiling: TimingSummary }[];
  fullFound: number;
  sameCandidates: number;
  compared: number;
  explain: { label: string; stage: string; plan: string }[];
}

const summary = (values: number[]): TimingSummary => ({ median: median(values), p95: quantile(values, 0.95) });

/**
 * B2: the real match search (`searchMatches`, the service function the app calls) on
 * real PostgreSQL, for 200 random searchers (and 30 in the densest city, as context),
 * median and p95 per run; side by side, per searcher, the read side of our search
 * and of the shared note's design (the ceiling). The matches a run inserts are deleted
 * after it, so every run searches the same data.
 */
export async function runB2(options: B2Options): Promise<B2SizeResult[]> {
  const results: B2SizeResult[] = [];
  for (const size of options.sizes ?? B2_SIZES) {
    const name = b2Database(size);
    const url = databaseUrl(name);
    let seedSeconds: number | null = null;
    if (options.reuse && (await databaseExists(name))) {
      log(`B2 ${size}: reusing database ${name}`);
    } else {
      log(`B2 ${size}: seeding ${name}`);
      const started = performance.now();
      await createDatabase(name);
      await seedB2(url, size);
      seedSeconds = (performance.now() - started) / 1000;
    }
    const admin = seedClient(url);
    await installNoteDesign(admin);
    const handle = await createDb({ databaseUrl: url, maxConnections: 2 });
    // A reused database gets any migration added since it was seeded.
    await prepareDatabase(handle);
    const deps = createAppDeps({
      db: handle.db,
      config: readServerConfig({ NODE_ENV: "production", DATA_DIR: "/tmp/unveil-bench-b2" }),
    });
    try {
      const pick = async (where: string, limit: number) =>
        (
          await admin.unsafe<{ id: string }[]>(
            `select user_id as id from profiles where answer_bits is not null ${where} order by md5(user_id || 'b2') limit ${limit}`,
          )
        ).map((row) => row.id);
      const searchers = await pick("", B2_SEARCHERS);
      // The densest city: New York, the largest weight (bench/src/lib/geography.ts).
      const dense = await pick("and location = 'New York'", B2_DENSE_SEARCHERS);
      const warmUp = await pick("and answer_bits % 7 = 3", 20);
      const ourRead = async (userId: string) => {
        const searcher = await loadSearcher(handle.db, userId, new Date());
        if (!searcher) return [];
        const excluded = await loadExcludedIds(handle.db, userId);
        return findCandidates(handle.db, searcher, excluded, MAX_NEW_MATCHES_PER_SEARCH);
      };
      const ceilingRead = async (userId: string) =>
        rowsOf<{ user_id: string }>(await handle.db.execute(dsql`select user_id from bench_note_search(${userId}, 50)`));
      for (const userId of warmUp) {
        await ourRead(userId);
        await ceilingRead(userId);
      }
      const timed = async <T>(work: () => Promise<T>): Promise<[number, T]> => {
        const started = performance.now();
        const value = await work();
        return [performance.now() - started, value];
      };
      const runs: B2SizeResult["runs"] = [];
      let sameCandidates = 0;
      let compared = 0;
      let fullFound = 0;
      for (let run = 1; run <= options.runs; run++) {
        const [{ now: runStart }] = (await admin`select clock_timestamp() as now`) as unknown as [{ now: Date }];
        const full: number[] = [];
        const ours: number[] = [];
        const ceiling: number[] = [];
        for (const userId of searchers) {
          const [ceilingMs, ceilingRows] = await timed(() => ceilingRead(userId));
          const [oursMs, ourRows] = await timed(() => ourRead(userId));
          if (run === 1) {
            compared += 1;
            const a = ourRows
              .map((row) => row.userId)
              .sort()
              .join();
            const b = ceilingRows
              .map((row) => row.user_id)
              .sort()
              .join();
            if (a === b) sameCandidates += 1;
          }
          const [fullMs, created] = await timed(() => searchMatches(deps, userId));
          if (run === 1 && created === MAX_NEW_MATCHES_PER_SEARCH) fullFound += 1;
          ceiling.push(ceilingMs);
          ours.push(oursMs);
          full.push(fullMs);
        }
        const denseOurs: number[] = [];
        const denseCeiling: number[] = [];
        for (const userId of dense) {
          denseCeiling.push((await timed(() => ceilingRead(userId)))[0]);
          denseOurs.push((await timed(() => searchMatches(deps, userId)))[0]);
        }
        await admin`delete from matches where created_at >= ${runStart}`;
        const entry = {
          full: summary(full),
          ours: summary(ours),
          ceiling: summary(ceiling),
          dense: summary(denseOurs),
          denseCeiling: summary(denseCeiling),
        };
        runs.push(entry);
        log(
          `B2 ${size} run ${run}: searchMatches median ${entry.full.median.toFixed(1)} / p95 ${entry.full.p95.toFixed(1)} ms; ` +
            `read side ours ${entry.ours.median.toFixed(1)} / ${entry.ours.p95.toFixed(1)} ms, note design ${entry.ceiling.median.toFixed(1)} / ${entry.ceiling.p95.toFixed(1)} ms; ` +
            `densest city ${entry.dense.median.toFixed(1)} / ${entry.dense.p95.toFixed(1)} ms`,
        );
      }
      const explain: B2SizeResult["explain"] = [];
      const samples: [string, string | undefined][] = [
        ["a random searcher", searchers[0]],
        ["a searcher in the densest city (New York)", dense[0]],
      ];
      for (const [label, userId] of samples) {
        if (!userId) continue;
        for (const plan of await explainCandidateQueries(handle.db, userId, { analyze: true })) explain.push({ label, ...plan });
      }
      results.push({ size, seedSeconds, runs, fullFound, sameCandidates, compared, explain });
    } finally {
      await handle.close();
      await admin.end({ timeout: 5 });
    }
    if (!options.keep) await dropDatabase(name);
  }
  return results;
}
