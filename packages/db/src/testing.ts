import type { PGlite } from "@electric-sql/pglite";
import { createDb, type DbHandle } from "./client";
import { MIGRATIONS_FOLDER, prepareDatabase } from "./migrate";
import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";

export interface TestDb extends DbHandle {
  /** "pglite" or the name of the throw-away PostgreSQL database. */
  label: string;
  /** The throw-away PostgreSQL database's URL (unset on PGlite), so a test can open a second pool on it. */
  databaseUrl?: string;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a
 * throw-away database on the server TEST_DATABASE_URL points at (dropped on close).
 */
export async function createTestDb(): Promise<TestDb> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await createDb({ pgliteSnapshot: await migratedSnapshot() });
    // A no-op on the snapshot (every migration applied, the seed an upsert); kept so a
    // snapshot can never hide a migration.
    await prepareDatabase(handle);
    return { ...handle, label: "pglite" };
  }
  const name = `unveil_t_${randomUUID().replaceAll("-", "")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), maxConnections: 10 });
  await prepareDatabase(handle);
  return {
    ...handle,
    label: name,
    databaseUrl: url.toString(),
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/**
 * The data folder of a freshly migrated PGlite, made once per machine and set of
 * migrations and kept in the OS temp folder: loading it takes ~0.7 s where initdb and
 * the migrations take ~5 s, once per test file (measured in bench/notes.md). Written
 * to a temporary name and renamed, so test workers racing to make it never read half
 * a file.
 */
async function migratedSnapshot(): Promise<Blob> {
  const file = path.join(tmpdir(), `unveil-pglite-${migrationsFingerprint()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const handle = await createDb();
    await prepareDatabase(handle);
    // drizzle keeps the driver's client on the database it returns.
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const snapshot = await client.dumpDataDir("none");
    await handle.close();
    const partial = `${file}.${process.pid}.${randomUUID()}`;
    writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
    renameSync(partial, file);
    return snapshot;
  }
}

/** Changes whenever a migration, the seed or the PGlite version does. */
function migrationsFingerprint(): string {
  const hash = createHash("sha256");
  for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: "utf8" }).sort()) {
    const file = path.join(MIGRATIONS_FOLDER, name);
    if (!name.endsWith(".sql") && !name.endsWith(".json")) continue;
    hash.update(name).update(readFileSync(file));
  }
  hash.update(readFileSync(new URL("./questions.ts", import.meta.url)));
  // The resolved path names the installed version (pnpm's store layout).
  hash.update(import.meta.resolve("@electric-sql/pglite"));
  return hash.digest("hex").slice(0, 16);
}
