/** What the B2 comparisons (age-compare.ts, verified-compare.ts) share: the plan check and the saved figures. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type postgres from "postgres";

/** The indexes the query's plan reads with an index-only scan (EXPLAIN, no execution). */
export async function indexOnlyScans(tx: postgres.TransactionSql, query: { sql: string; params: unknown[] }): Promise<string[]> {
  const lines = await tx.unsafe<{ "QUERY PLAN": string }[]>(`explain (costs off) ${query.sql}`, query.params as never[]);
  return lines.flatMap((line) => /Index Only Scan using (\S+)/.exec(line["QUERY PLAN"])?.slice(1) ?? []);
}

/** Saves a comparison's figures as bench/results/<name>.json. */
export function saveResults(name: string, figures: unknown): void {
  const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../results");
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, `${name}.json`), JSON.stringify(figures, null, 2));
}
