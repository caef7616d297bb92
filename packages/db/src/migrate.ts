import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { fileURLToPath } from "node:url";
import type { DbHandle, Schema } from "./client";
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
