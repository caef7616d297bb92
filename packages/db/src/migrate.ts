import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { fileURLToPath } from "node:url";
import { createDb, type DbHandle, type Schema } from "./client";
import { PERSONALITY_QUESTIONS } from "./questions";
import { questions } from "./schema";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../migrations", import.meta.url));

/** Applies the committed migrations, then the idempotent seed. Run at start-up and before tests. */
export async function prepareDatabase(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.driver === "pglite") {
    await migratePglite(handle.db as PgliteDatabase<Schema>, config);
  } else {
    await migratePostgres(handle.db as PostgresJsDatabase<Schema>, config);
  }
  await seedQuestions(handle);
}

/** Any fixed number: the session lock every starting instance takes around its migrations. */
const MIGRATION_LOCK_KEY = 7_305_871_946;

/**
 * Start-up: `prepareDatabase`, and on PostgreSQL over a connection of its own to
 * `directUrl` (the server, never a transaction pooler: docs/product-rules.md#beyond-one-machine),
 * holding a session advisory lock so instances starting together migrate one at a
 * time. Closing the connection releases the lock, also when a migration fails.
 */
export async function prepareDatabaseAtStart(handle: DbHandle, directUrl: string | undefined): Promise<void> {
  if (handle.driver === "pglite" || !directUrl) return prepareDatabase(handle);
  const direct = await createDb({ databaseUrl: directUrl, maxConnections: 1 });
  try {
    await direct.db.execute(sql.raw(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`));
    await prepareDatabase(direct);
  } finally {
    await direct.close();
  }
}

async function seedQuestions({ db }: DbHandle): Promise<void> {
  await db
    .insert(questions)
    .values([...PERSONALITY_QUESTIONS])
    .onConflictDoUpdate({
      target: questions.id,
      set: {
        category: sql`excluded.category`,
        question: sql`excluded.question`,
        optionA: sql`excluded.option_a`,
        optionB: sql`excluded.option_b`,
      },
    });
}
