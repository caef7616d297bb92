import { hash } from "@node-rs/argon2";
import { createDb } from "@unveil/db";
import { prepareDatabase } from "@unveil/db/migrate";
import type postgres from "postgres";
import { seedClient } from "../lib/pg";
import { seedPopulation } from "../lib/population";
import { log } from "../lib/stats";

/** The big indexes, dropped for the bulk load and rebuilt from their own definitions after it. */
const BULK_INDEXES = ["profiles_match_probe_idx", "profiles_match_geo_idx", "users_email_lower_key", "users_last_seen_at_idx"];

/**
 * B2's population: `count` daters (users + profiles with the matching columns; the
 * search reads nothing else, so no `answers`/`preferences` rows), and exclusions among
 * neighbours (pairs next to each other in a (1° cell, random) order, so they are
 * within each other's distance, as real ones would be): matches for a quarter of the
 * users (count / 4 pairs), blocks and deleted pairs for 5 % each. Indexes are built
 * after the load, then VACUUM ANALYZE, as a long-running database would have.
 */
export async function seedB2(
  url: string,
  count: number,
  /** Runs after the bulk load and before the indexes are built (e.g. b2-verified's verified daters). */
  afterLoad?: (sql: postgres.Sql) => Promise<void>,
): Promise<void> {
  const started = performance.now();
  const handle = await createDb({ databaseUrl: url, maxConnections: 1 });
  await prepareDatabase(handle);
  await handle.close();
  const passwordHash = await hash("bench-password-1", { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 });
  const sql = seedClient(url);
  try {
    const definitions = await sql<{ indexdef: string; indexname: string }[]>`
      select indexname, indexdef from pg_indexes where indexname in ${sql(BULK_INDEXES)}`;
    if (definitions.length !== BULK_INDEXES.length) throw new Error(`expected indexes ${BULK_INDEXES.join(", ")}`);
    for (const { indexname } of definitions) await sql.unsafe(`drop index "${indexname}"`);
    await seedPopulation(sql, { count, passwordHash, withAnswerRows: false, seed: count === 1_000_000 ? 0.31 : 0.37 });
    log(`B2 ${count}: population loaded in ${Math.round((performance.now() - started) / 1000)} s`);
    await sql.begin(async (tx) => {
      await tx.unsafe("set local session_replication_role = replica");
      await tx.unsafe(`
        create temporary table bench_order on commit drop as
        select row_number() over (order by floor(latitude), floor(longitude), md5(user_id)) as r, user_id as id, answer_bits
        from profiles;
        create index on bench_order (r);
        insert into matches (id, user1_id, user2_id, compatibility_score, shared_mask, user1_seen_at, user2_seen_at, created_at)
        select gen_random_uuid()::text, least(a.id, b.id), greatest(a.id, b.id),
               15 - bit_count(((a.answer_bits # b.answer_bits)::int)::bit(15)),
               (~((a.answer_bits # b.answer_bits)::int)) & 32767, now(), now(), now() - interval '30 days'
        from bench_order a join bench_order b on b.r = a.r + 1 where a.r % 4 = 0;
        insert into blocks (blocker_id, blocked_id, created_at)
        select a.id, b.id, now() - interval '30 days' from bench_order a join bench_order b on b.r = a.r + 2 where a.r % 20 = 0;
        insert into deleted_pairs (user1_id, user2_id, created_at)
        select least(a.id, b.id), greatest(a.id, b.id), now() - interval '30 days'
        from bench_order a join bench_order b on b.r = a.r + 3 where a.r % 20 = 1;`);
    });
    if (afterLoad) await afterLoad(sql);
    await sql.unsafe("set maintenance_work_mem = '512MB'");
    await sql.unsafe("set max_parallel_maintenance_workers = 0");
    for (const { indexdef } of definitions) await sql.unsafe(indexdef);
    await sql.unsafe("vacuum analyze");
    const [counts] = await sql<{ profiles: number; matches: number; blocks: number; deleted: number }[]>`
      select (select count(*)::int from profiles) as profiles, (select count(*)::int from matches) as matches,
             (select count(*)::int from blocks) as blocks, (select count(*)::int from deleted_pairs) as deleted`;
    log(`B2 ${count}: seeded in ${Math.round((performance.now() - started) / 1000)} s: ${JSON.stringify(counts)}`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
