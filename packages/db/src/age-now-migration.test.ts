import { sql } from "drizzle-orm";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { createDb, rowsOf, type DbHandle, type Schema } from "./client";
import { MIGRATIONS_FOLDER } from "./migrate";
import { testServerConnection } from "./testing";

/**
 * Migration 0011 (docs/product-rules.md#a-profile-that-stays-true) on a database that already holds profiles: the age of
 * a profile made before it was given on the day the profile was created (UTC).
 */
const AGE_NOW_MIGRATION = "0011_age_now";

let handle: DbHandle;
let dropDatabase: () => Promise<void> = async () => {};
const folders: string[] = [];

async function applyMigrations(folder: string): Promise<void> {
  if (handle.driver === "pglite") await migratePglite(handle.db as PgliteDatabase<Schema>, { migrationsFolder: folder });
  else await migratePostgres(handle.db as PostgresJsDatabase<Schema>, { migrationsFolder: folder });
}

/** A copy of the migrations folder whose journal stops before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "unveil-migrations-"));
  folders.push(folder);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    handle = await createDb();
    return;
  }
  const name = `unveil_t_${randomUUID().replaceAll("-", "")}`;
  const admin = postgres(testServerConnection("postgres").directUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  handle = await createDb({ ...testServerConnection(name), maxConnections: 2 });
  dropDatabase = async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 5 });
  };
});

afterAll(async () => {
  await handle?.close();
  await dropDatabase();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe(`migration ${AGE_NOW_MIGRATION}`, () => {
  it("dates each existing profile's age to the UTC day the profile was created, and derives birth_key from it", async () => {
    await applyMigrations(migrationsBefore(AGE_NOW_MIGRATION));
    const people = [
      { id: randomUUID(), age: 28, createdAt: "2025-11-25T08:00:00Z", givenOn: "2025-11-25", birthKey: 19971125 },
      // 23:30 in New York is already the next day in UTC.
      { id: randomUUID(), age: 41, createdAt: "2024-02-28T23:30:00-05:00", givenOn: "2024-02-29", birthKey: 19830229 },
    ];
    for (const person of people) {
      await handle.db.execute(sql`
        insert into users (id, email, password_hash) values (${person.id}, ${`${person.id}@example.com`}, 'x')`);
      await handle.db.execute(sql`
        insert into profiles (user_id, gender, age, bio, location, latitude, longitude, looking_for, created_at, updated_at)
        values (${person.id}, 'female', ${person.age}, 'A profile from before the migration.', 'Lisbon', 38.72, -9.14,
                'both', ${person.createdAt}::timestamptz, ${person.createdAt}::timestamptz)`);
    }

    await applyMigrations(MIGRATIONS_FOLDER);

    for (const person of people) {
      const [row] = rowsOf<{ age: number; givenOn: string; birthKey: number }>(
        await handle.db.execute(sql`
          select age::int as age, age_given_on::text as "givenOn", birth_key::int as "birthKey"
          from profiles where user_id = ${person.id}`),
      );
      expect(row).toEqual({ age: person.age, givenOn: person.givenOn, birthKey: person.birthKey });
    }
    const indexes = rowsOf<{ indexdef: string }>(
      await handle.db.execute(
        sql`select indexdef from pg_indexes where tablename = 'profiles' and indexname like 'profiles_match_%' order by indexname`,
      ),
    ).map((row) => row.indexdef);
    expect(indexes).toHaveLength(2);
    for (const definition of indexes) {
      expect(definition).toMatch(/INCLUDE \(.*birth_key.*\)/);
      expect(definition).not.toMatch(/\bage\b/);
    }
  });
});
