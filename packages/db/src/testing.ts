import type { PGlite } from "@electric-sql/pglite";
import { createDb, type DbHandle, type PoolMode } from "./client";
import { MIGRATIONS_FOLDER, prepareDatabase, prepareDatabaseAtStart } from "./migrate";
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
  const admin = postgres(testServerUrl("postgres", true), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const connection = testServerConnection(name);
  const handle = await createDb({ ...connection, maxConnections: 10 });
  await prepareDatabaseAtStart(handle, connection.poolMode === "transaction" ? connection.directUrl : undefined);
  return {
    ...handle,
    label: name,
    databaseUrl: connection.databaseUrl,
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/**
 * Database `name` on the test server as the app reaches it: TEST_DATABASE_URL, which
 * may be a PgBouncer in transaction pooling (TEST_DATABASE_POOL_MODE=transaction, with
 * TEST_DATABASE_DIRECT_URL the server past it: CI's PgBouncer pass,
 * docs/product-rules.md#beyond-one-machine).
 */
export function testServerConnection(name: string): { databaseUrl: string; poolMode: PoolMode; directUrl: string } {
  const poolMode = process.env.TEST_DATABASE_POOL_MODE === "transaction" ? "transaction" : "session";
  return { databaseUrl: testServerUrl(name, false), poolMode, directUrl: testServerUrl(name, true) };
}

/** The same, as the environment of an app process (DATABASE_URL, DATABASE_POOL_MODE, DATABASE_DIRECT_URL). */
export function testServerEnv(name: string): Record<string, string> {
  const { databaseUrl, poolMode, directUrl } = testServerConnection(name);
  return { DATABASE_URL: databaseUrl, DATABASE_POOL_MODE: poolMode, DATABASE_DIRECT_URL: directUrl };
}

/** Database `name` on the test server, through the pooler or (`direct`) past it. */
function testServerUrl(name: string, direct: boolean): string {
  const server = (direct ? process.env.TEST_DATABASE_DIRECT_URL : undefined) ?? process.env.TEST_DATABASE_URL;
  if (!server) throw new Error("needs TEST_DATABASE_URL (a PostgreSQL server)");
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
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

export interface ThrowAwayDatabase {
  /** The new database's URL on the server itself (past any pooler). */
  url: string;
  /** Drops it (open connections are ended by the server). */
  drop(): Promise<void>;
}

/**
 * An empty database of its own on the PostgreSQL pass's server, for the driver tests
 * (`*.pg.test.ts`) that talk to postgres.js directly, with no schema of ours.
 */
export async function createThrowAwayDatabase(prefix: string): Promise<ThrowAwayDatabase> {
  const serverUrl = process.env.TEST_DATABASE_DIRECT_URL ?? process.env.TEST_DATABASE_URL ?? "";
  const name = `${prefix}_${randomUUID().replaceAll("-", "")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
