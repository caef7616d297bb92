import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "./client";
import { MIGRATIONS_FOLDER, prepareDatabaseAtStart } from "./migrate";
import { testServerConnection } from "./testing";

/**
 * docs/product-rules.md#beyond-one-machine: instances started together on a fresh
 * database migrate one at a time (an advisory lock on the direct connection), so none
 * fails on a migration another is applying.
 */
const name = `unveil_t_${randomUUID().replaceAll("-", "")}`;
const admin = postgres(testServerConnection("postgres").directUrl, { max: 1, onnotice: () => {} });

afterAll(async () => {
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.end({ timeout: 5 });
});

describe("prepareDatabaseAtStart", () => {
  it("lets three instances starting at once on a fresh database each finish, every migration applied once", async () => {
    await admin.unsafe(`create database "${name}"`);
    const connection = testServerConnection(name);
    const handles = await Promise.all([1, 2, 3].map(() => createDb({ ...connection, maxConnections: 2 })));
    try {
      await Promise.all(handles.map((handle) => prepareDatabaseAtStart(handle, connection.directUrl)));
      const direct = postgres(connection.directUrl, { max: 1, onnotice: () => {} });
      const [row] = await direct<{ count: number }[]>`select count(*)::int as count from drizzle.__drizzle_migrations`;
      await direct.end({ timeout: 5 });
      const migrations = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith(".sql"));
      expect(row?.count).toBe(migrations.length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
