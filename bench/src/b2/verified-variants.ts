import { candidateQuery, type candidateStages, type Searcher } from "@unveil/api/match-search";
import { PgDialect } from "drizzle-orm/pg-core";
import type postgres from "postgres";

/**
 * The three variants of `b2-verified` (verified-compare.ts) and the database they run on:
 * the verified shares of the population, the covering indexes from before verification,
 * and each variant's own pair of indexes.
 */

/** Shares of the population: verified daters, and daters who want verified people only. */
const VERIFIED_PERCENT = 20;
const VERIFIED_ONLY_PERCENT = 10;
const dialect = new PgDialect();

/** The covering indexes of migration 0011 (before 0016 added the verified columns), under other names. */
export const BEFORE_INDEXES = [
  `create index if not exists bench_before_probe_idx on profiles (answer_bits, gender, looking_for)
     include (latitude, longitude, birth_key, search_age_min, search_age_max, search_distance_km, user_id)
     where answer_bits is not null`,
  `create index if not exists bench_before_geo_idx on profiles (gender, looking_for, (floor(longitude)::smallint), latitude)
     include (longitude, birth_key, search_age_min, search_age_max, search_distance_km, answer_bits, user_id)
     where answer_bits is not null`,
];
export const INDEXES = ["bench_before_probe_idx", "bench_before_geo_idx", "profiles_match_probe_idx", "profiles_match_geo_idx"];

export const VARIANTS = ["before", "off", "on"] as const;
export type Variant = (typeof VARIANTS)[number];
/** The searcher as each variant sees it; `before` is one the verification filters leave alone. */
export function searcherFor(searcher: Searcher, variant: Variant): Searcher {
  if (variant === "before") return { ...searcher, verified: true, searchVerifiedOnly: false };
  return { ...searcher, searchVerifiedOnly: variant === "on" };
}

export function statement(
  searcher: Searcher,
  excluded: string[],
  stage: ReturnType<typeof candidateStages>[number],
  limit: number,
  variant: Variant,
) {
  const query = dialect.sqlToQuery(candidateQuery(searcherFor(searcher, variant), excluded, stage, limit));
  if (variant === "before" && /p\.(verified|search_verified_only)/.test(query.sql))
    throw new Error("the query without verification still filters on it: update this comparison");
  return query;
}

/** Marks the verified daters and those who want verified people only, before the indexes are built. */
export async function markVerified(sql: postgres.Sql): Promise<void> {
  await sql.unsafe(`
    update profiles set verified = abs(hashtext(user_id || 'verified')) % 100 < ${VERIFIED_PERCENT},
      search_verified_only = abs(hashtext(user_id || 'verified-only')) % 100 < ${VERIFIED_ONLY_PERCENT};
    update users u set verified = true from profiles p where p.user_id = u.id and p.verified;`);
}

/**
 * Runs `work` where the variant sees its own covering indexes only: the other pair is dropped
 * inside the transaction, which then rolls back (nothing is dropped for good).
 */
const HIDE: Record<Variant, string> = {
  before: "drop index profiles_match_probe_idx, profiles_match_geo_idx",
  off: "drop index bench_before_probe_idx, bench_before_geo_idx",
  on: "drop index bench_before_probe_idx, bench_before_geo_idx",
};
class RolledBack extends Error {
  constructor(readonly value: unknown) {
    super("rolled back");
  }
}
export async function ownIndexes<T>(
  client: postgres.Sql,
  variant: Variant,
  work: (tx: postgres.TransactionSql) => Promise<T>,
): Promise<T> {
  try {
    await client.begin(async (tx) => {
      await tx.unsafe(HIDE[variant]);
      throw new RolledBack(await work(tx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    throw error;
  }
  throw new Error("the transaction should have rolled back");
}
