/**
 * `pnpm --filter @unveil/bench b2-verified [--size 1000000] [--rounds 3] [--reuse] [--keep] [--database name]`:
 * the candidate query with verifiedOnly (docs/product-rules.md#verification-and-date-plans, issue 31)
 * against the query before verification, side by side in one process on one seeded B2 database
 * where 20 % of the daters are verified and 10 % want verified people only.
 *
 * Each searcher runs three variants, interleaved, the order rotating:
 * - before: the query as it was before verification (no `p.verified` / `p.search_verified_only`
 *   filter), served by copies of the covering indexes of migration 0011 (no verified columns),
 *   built beside the schema's for this run;
 * - off: the API's query for the searcher with verifiedOnly off (the filter `not
 *   p.search_verified_only` when the searcher is not verified);
 * - on: the same searcher with verifiedOnly on (`and p.verified` too).
 * "mix" takes, per searcher, on or off as the seeded preference says: what the service runs.
 * Each variant sees only its own pair of covering indexes (the other pair is dropped inside its
 * transaction, rolled back after). Every stage until 50 are found, one postgres.js connection, prepared statements and the
 * search's settings, as `findCandidates` does. EXPLAIN names the index each variant read.
 * Writes `results/b2-verified.json`.
 */
import { candidateStages, loadExcludedIds, loadSearcher, searchSettings, type Searcher } from "@unveil/api/match-search";
import { PgDialect } from "drizzle-orm/pg-core";
import { loadavg } from "node:os";
import { runCompare } from "./compare-setup";
import { indexOnlyScans, saveResults } from "./plan-probe";
import { BEFORE_INDEXES, INDEXES, VARIANTS, markVerified, ownIndexes, statement, type Variant } from "./verified-variants";
import { log, median, quantile } from "../lib/stats";

const LIMIT = 50;
const SEARCHERS = 200;
const dialect = new PgDialect();

type Person = { searcher: Searcher; excluded: string[] };
type Summary = { median: number; p95: number };

const summary = (values: number[]): Summary => ({ median: median(values), p95: quantile(values, 0.95) });
const ms = (value: Summary) => `${value.median.toFixed(2)} / ${value.p95.toFixed(2)} ms`;

async function main() {
  await runCompare(
    {
      label: "b2-verified",
      suffix: "verified",
      indexesNote: "the covering indexes of migration 0011",
      beforeIndexes: BEFORE_INDEXES,
      seed: markVerified,
    },
    async ({ size, rounds, admin, handle, client }) => {
      const [shares] = await admin<{ verified: number; verifiedOnly: number }[]>`
      select avg(verified::int)::float8 as verified, avg(search_verified_only::int)::float8 as "verifiedOnly" from profiles`;
      const sizes = await admin<{ name: string; bytes: number }[]>`
      select relname as name, pg_relation_size(oid)::float8 as bytes from pg_class where relname in ${admin(INDEXES)}`;
      log(
        `b2-verified: shares ${JSON.stringify(shares)}; index sizes ${sizes.map((s) => `${s.name} ${(s.bytes / 2 ** 20).toFixed(1)} MB`).join(", ")}`,
      );
      const now = new Date();
      const rows = await admin<{ id: string }[]>`
      select user_id as id from profiles where answer_bits is not null order by md5(user_id || 'b2') limit ${SEARCHERS}`;
      const people: Person[] = [];
      for (const row of rows) {
        const searcher = await loadSearcher(handle.db, row.id, now);
        if (searcher) people.push({ searcher, excluded: await loadExcludedIds(handle.db, row.id) });
      }
      const settings = dialect.sqlToQuery(searchSettings);
      /** One search in the variant's own indexes; the time from after the drop to the last stage. */
      const search = (person: Person, variant: Variant) =>
        ownIndexes(client, variant, async (tx) => {
          const started = performance.now();
          await tx.unsafe(settings.sql, settings.params as never[], { prepare: true });
          let found = 0;
          for (const stage of candidateStages(person.searcher.answerBits)) {
            const query = statement(person.searcher, person.excluded, stage, LIMIT - found, variant);
            found += (await tx.unsafe(query.sql, query.params as never[], { prepare: true })).length;
            if (found >= LIMIT) break;
          }
          return { found, ms: performance.now() - started };
        });

      for (const person of people.slice(0, 20)) for (const variant of VARIANTS) await search(person, variant);
      const results = [];
      const pooled: Record<Variant | "mix", number[]> = { before: [], off: [], on: [], mix: [] };
      const pooledRatios: Record<"off" | "on" | "mix", number[]> = { off: [], on: [], mix: [] };
      for (let round = 1; round <= rounds; round++) {
        const loadBefore = loadavg()[0] ?? Number.NaN;
        const times: Record<Variant | "mix", number[]> = { before: [], off: [], on: [], mix: [] };
        const ratios: Record<"off" | "on" | "mix", number[]> = { off: [], on: [], mix: [] };
        const filled: Record<Variant, number> = { before: 0, off: 0, on: 0 };
        for (const [index, person] of people.entries()) {
          const order = VARIANTS.map((_, k) => VARIANTS[(index + k) % VARIANTS.length] as Variant);
          const took: Partial<Record<Variant, number>> = {};
          for (const variant of order) {
            const { found, ms: spent } = await search(person, variant);
            took[variant] = spent;
            times[variant].push(spent);
            if (found >= LIMIT) filled[variant] += 1;
          }
          const before = took.before ?? Number.NaN;
          const mix = (person.searcher.searchVerifiedOnly ? took.on : took.off) ?? Number.NaN;
          times.mix.push(mix);
          ratios.off.push((took.off ?? Number.NaN) / before);
          ratios.on.push((took.on ?? Number.NaN) / before);
          ratios.mix.push(mix / before);
        }
        const entry = {
          round,
          loadAverage: [loadBefore, loadavg()[0] ?? Number.NaN],
          before: summary(times.before),
          off: summary(times.off),
          on: summary(times.on),
          mix: summary(times.mix),
          medianRatio: { off: median(ratios.off), on: median(ratios.on), mix: median(ratios.mix) },
          filled,
        };
        results.push(entry);
        for (const key of ["before", "off", "on", "mix"] as const) pooled[key].push(...times[key]);
        for (const key of ["off", "on", "mix"] as const) pooledRatios[key].push(...ratios[key]);
        log(
          `b2-verified round ${round}: before ${ms(entry.before)}, off ${ms(entry.off)}, on ${ms(entry.on)}, mix ${ms(entry.mix)} ` +
            `(median / p95); per searcher ÷ before: off ${entry.medianRatio.off.toFixed(3)}, on ${entry.medianRatio.on.toFixed(3)}, ` +
            `mix ${entry.medianRatio.mix.toFixed(3)}; found 50: ${JSON.stringify(filled)}; load ${entry.loadAverage.map((l) => l.toFixed(2)).join(" → ")}`,
        );
      }
      const overall = {
        before: summary(pooled.before),
        off: summary(pooled.off),
        on: summary(pooled.on),
        mix: summary(pooled.mix),
        medianRatio: { off: median(pooledRatios.off), on: median(pooledRatios.on), mix: median(pooledRatios.mix) },
        verifiedOnlySearchers: people.filter((person) => person.searcher.searchVerifiedOnly).length,
        verifiedSearchers: people.filter((person) => person.searcher.verified).length,
      };
      log(`b2-verified all rounds: ${JSON.stringify(overall)}`);

      // Which index each variant's stages read, for two searchers.
      const plans: { variant: Variant; stage: number; indexes: string[] }[] = [];
      for (const person of people.slice(0, 2)) {
        for (const variant of VARIANTS) {
          await ownIndexes(client, variant, async (tx) => {
            await tx.unsafe(settings.sql, settings.params as never[], { prepare: true });
            for (const [stage, candidateStage] of candidateStages(person.searcher.answerBits).entries()) {
              const query = statement(person.searcher, person.excluded, candidateStage, LIMIT, variant);
              const indexes = await indexOnlyScans(tx, query);
              plans.push({ variant, stage, indexes });
            }
          });
        }
      }
      for (const plan of plans)
        log(`b2-verified plan: ${plan.variant}, stage ${plan.stage}: ${plan.indexes.join(", ") || "no index-only scan"}`);
      saveResults("b2-verified", { size, searchers: people.length, shares, indexSizes: sizes, results, overall, plans });
    },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
