/**
 * `pnpm --filter @unveil/bench b2-age [--size 1000000] [--rounds 3] [--reuse] [--keep] [--database name]`:
 * the candidate query before and after the age now (docs/product-rules.md#a-profile-that-stays-true) (issue 29, decision 0022-age-now), side by
 * side in one process on one seeded B2 database, interleaved searcher by searcher.
 *
 * - after: the API's query as it is (`p.birth_key between …`, the searcher's age now),
 *   served by the schema's covering indexes, which carry birth_key;
 * - before: the same query text with `p.age between …` and the searcher's given age,
 *   as main had it, served by copies of main's covering indexes (INCLUDE age), built
 *   beside the schema's for this run.
 * Both run through one postgres.js connection with prepared statements and the search's
 * session settings, stage after stage until 50 are found, as `findCandidates` does. Each
 * searcher runs both, the order alternating; per round, median and p95 of each, and
 * the median of the per-searcher ratios. EXPLAIN of every stage names the index each
 * variant used. Writes `results/b2-age.json`.
 */
import {
  candidateQuery,
  candidateStages,
  loadExcludedIds,
  loadSearcher,
  searchSettings,
  type Searcher,
} from "@unveil/api/match-search";
import { PgDialect } from "drizzle-orm/pg-core";
import { loadavg } from "node:os";
import { runCompare } from "./compare-setup";
import { indexOnlyScans, saveResults } from "./plan-probe";
import { log, median, quantile } from "../lib/stats";

const LIMIT = 50;
const SEARCHERS = 200;
const dialect = new PgDialect();

/** Main's covering indexes (migrations 0001 and 0003), under other names, beside the schema's. */
const BEFORE_INDEXES = [
  `create index if not exists bench_before_probe_idx on profiles (answer_bits, gender, looking_for)
     include (latitude, longitude, age, search_age_min, search_age_max, search_distance_km, user_id)
     where answer_bits is not null`,
  `create index if not exists bench_before_geo_idx on profiles (gender, looking_for, (floor(longitude)::smallint), latitude)
     include (longitude, age, search_age_min, search_age_max, search_distance_km, answer_bits, user_id)
     where answer_bits is not null`,
];

type Variant = "before" | "after";

/** A stage's statement for a variant: `before` filters the given age where `after` filters birth_key. */
function statement(
  searcher: Searcher,
  excluded: string[],
  stage: ReturnType<typeof candidateStages>[number],
  limit: number,
  variant: Variant,
) {
  const query = dialect.sqlToQuery(candidateQuery(searcher, excluded, stage, limit));
  if (variant === "after") return query;
  const text = query.sql.replace("p.birth_key between", "p.age between");
  if (text === query.sql) throw new Error("the candidate query no longer filters p.birth_key: update this comparison");
  return { ...query, sql: text };
}

async function main() {
  await runCompare(
    {
      label: "b2-age",
      suffix: "age",
      indexesNote: "main's covering indexes",
      beforeIndexes: BEFORE_INDEXES,
    },
    async ({ size, rounds, admin, handle, client }) => {
      const now = new Date();
      const rows = await admin<{ id: string; age: number }[]>`
      select user_id as id, age::int as age from profiles where answer_bits is not null
      order by md5(user_id || 'b2') limit ${SEARCHERS}`;
      const people: { searcher: Searcher; given: Searcher; excluded: string[] }[] = [];
      for (const row of rows) {
        const searcher = await loadSearcher(handle.db, row.id, now);
        if (!searcher) continue;
        // Before: the given age, and the preference range read against the stored age.
        const given = {
          ...searcher,
          age: row.age,
          candidateBirthKeys: { min: searcher.searchAgeMin, max: searcher.searchAgeMax },
        };
        people.push({ searcher, given, excluded: await loadExcludedIds(handle.db, row.id) });
      }

      const search = (person: (typeof people)[number], variant: Variant) =>
        client.begin(async (tx) => {
          const settings = dialect.sqlToQuery(searchSettings);
          await tx.unsafe(settings.sql, settings.params as never[], { prepare: true });
          const who = variant === "before" ? person.given : person.searcher;
          let found = 0;
          for (const stage of candidateStages(who.answerBits)) {
            const query = statement(who, person.excluded, stage, LIMIT - found, variant);
            found += (await tx.unsafe(query.sql, query.params as never[], { prepare: true })).length;
            if (found >= LIMIT) break;
          }
          return found;
        });
      const timed = async (work: () => Promise<number>): Promise<[number, number]> => {
        const started = performance.now();
        const found = await work();
        return [performance.now() - started, found];
      };

      for (const person of people.slice(0, 20)) {
        await search(person, "before");
        await search(person, "after");
      }
      const results = [];
      const pooled: Record<Variant, number[]> & { ratios: number[] } = { before: [], after: [], ratios: [] };
      for (let round = 1; round <= rounds; round++) {
        const loadBefore = loadavg()[0] ?? Number.NaN;
        const times: Record<Variant, number[]> = { before: [], after: [] };
        const ratios: number[] = [];
        const filled: Record<Variant, number> = { before: 0, after: 0 };
        for (const [index, person] of people.entries()) {
          const order: Variant[] = index % 2 === 0 ? ["before", "after"] : ["after", "before"];
          const measured: Partial<Record<Variant, number>> = {};
          for (const variant of order) {
            const [ms, found] = await timed(() => search(person, variant));
            measured[variant] = ms;
            times[variant].push(ms);
            if (found >= LIMIT) filled[variant] += 1;
          }
          ratios.push((measured.after ?? Number.NaN) / (measured.before ?? Number.NaN));
        }
        const entry = {
          round,
          loadAverage: [loadBefore, loadavg()[0] ?? Number.NaN],
          before: { median: median(times.before), p95: quantile(times.before, 0.95) },
          after: { median: median(times.after), p95: quantile(times.after, 0.95) },
          medianRatio: median(ratios),
          filled,
        };
        results.push(entry);
        pooled.before.push(...times.before);
        pooled.after.push(...times.after);
        pooled.ratios.push(...ratios);
        log(
          `b2-age round ${round}: before ${entry.before.median.toFixed(2)} / ${entry.before.p95.toFixed(2)} ms, ` +
            `after ${entry.after.median.toFixed(2)} / ${entry.after.p95.toFixed(2)} ms (median / p95); ` +
            `after ÷ before per searcher, median ${entry.medianRatio.toFixed(3)}; load ${entry.loadAverage.map((l) => l.toFixed(2)).join(" → ")}`,
        );
      }

      const overall = {
        before: { median: median(pooled.before), p95: quantile(pooled.before, 0.95) },
        after: { median: median(pooled.after), p95: quantile(pooled.after, 0.95) },
        medianRatio: median(pooled.ratios),
      };
      log(
        `b2-age all rounds: before ${overall.before.median.toFixed(2)} / ${overall.before.p95.toFixed(2)} ms, ` +
          `after ${overall.after.median.toFixed(2)} / ${overall.after.p95.toFixed(2)} ms; per-searcher ratio median ${overall.medianRatio.toFixed(3)}`,
      );

      // Which index each variant's stages read, for two searchers.
      const plans: { variant: Variant; stage: number; indexes: string[] }[] = [];
      for (const person of people.slice(0, 2)) {
        for (const variant of ["before", "after"] as const) {
          const who = variant === "before" ? person.given : person.searcher;
          await client.begin(async (tx) => {
            const settings = dialect.sqlToQuery(searchSettings);
            await tx.unsafe(settings.sql, settings.params as never[], { prepare: true });
            for (const [stage, candidateStage] of candidateStages(who.answerBits).entries()) {
              const query = statement(who, person.excluded, candidateStage, LIMIT, variant);
              const indexes = await indexOnlyScans(tx, query);
              plans.push({ variant, stage, indexes });
            }
          });
        }
      }
      for (const plan of plans)
        log(`b2-age plan: ${plan.variant}, stage ${plan.stage}: ${plan.indexes.join(", ") || "no index-only scan"}`);
      saveResults("b2-age", { size, searchers: people.length, results, overall, plans });
    },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
