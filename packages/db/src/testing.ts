import { createDb, type DbHandle } from "./client";
import { prepareDatabase } from "./migrate";
import { randomUUID } from "node:crypto";
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
    const handle = await createDb();
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
