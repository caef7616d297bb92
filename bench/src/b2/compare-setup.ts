/**
 * The setup both one-off B2 comparisons share (`age-compare.ts`, `verified-compare.ts`): their
 * flags, a seeded B2 database of their own (reused with --reuse), the "before" covering indexes
 * built beside the schema's, a drizzle handle and one prepared-statement connection, and the
 * cleanup (the before indexes dropped, the database dropped unless --keep/--reuse).
 */
import { createDb } from "@unveil/db";
import { setPriority } from "node:os";
import postgres from "postgres";
import { b2Database } from "./index";
import { seedB2 } from "./seed";
import { createDatabase, databaseExists, databaseUrl, dropDatabase, seedClient } from "../lib/pg";
import { log } from "../lib/stats";

export function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

export interface CompareSetup {
  /** Log prefix, e.g. `b2-age`. */
  label: string;
  /** The database is `<B2's name for the size>_<suffix>`, unless --database names another. */
  suffix: string;
  /** What the before indexes are, for the log. */
  indexesNote: string;
  beforeIndexes: readonly string[];
  seed?: Parameters<typeof seedB2>[2];
}

export interface CompareContext {
  size: number;
  rounds: number;
  admin: ReturnType<typeof seedClient>;
  handle: Awaited<ReturnType<typeof createDb>>;
  client: postgres.Sql;
}

export async function runCompare(setup: CompareSetup, body: (context: CompareContext) => Promise<void>): Promise<void> {
  setPriority(10);
  const size = Number(option("size", "1000000"));
  const rounds = Number(option("rounds", "3"));
  const reuse = process.argv.includes("--reuse");
  const keep = reuse || process.argv.includes("--keep");
  // Its own database (not B2's), so a B2 run by someone else on this server cannot drop it midway.
  const name = option("database", `${b2Database(size)}_${setup.suffix}`);
  const url = databaseUrl(name);
  if (!(reuse && (await databaseExists(name)))) {
    log(`${setup.label}: seeding ${name}`);
    await createDatabase(name);
    await seedB2(url, size, setup.seed);
  }
  const admin = seedClient(url);
  log(`${setup.label}: building ${setup.indexesNote} beside the schema's`);
  await admin.unsafe("set maintenance_work_mem = '512MB'");
  await admin.unsafe("set max_parallel_maintenance_workers = 0");
  for (const definition of setup.beforeIndexes) await admin.unsafe(definition);
  await admin.unsafe("analyze profiles");
  const handle = await createDb({ databaseUrl: url, maxConnections: 2 });
  const client = postgres(url, { max: 1, prepare: true, onnotice: () => {} });
  try {
    await body({ size, rounds, admin, handle, client });
  } finally {
    await client.end({ timeout: 5 });
    await handle.close();
    await admin.unsafe("drop index if exists bench_before_probe_idx; drop index if exists bench_before_geo_idx").catch(() => {});
    await admin.end({ timeout: 5 });
  }
  if (!keep) await dropDatabase(name);
}
