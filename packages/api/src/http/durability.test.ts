import { createDb, schema, type DbHandle } from "@unveil/db";
import { prepareDatabase } from "@unveil/db/migrate";
import { testServerConnection, testServerEnv } from "@unveil/db/testing";
import { eq, sql } from "drizzle-orm";
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { everyRateLimitAt } from "../rate-limits";
import { HttpClient, registerClient } from "../test/http-client";
import { seedMatch } from "../test/match-fixtures";

/**
 * docs/product-rules.md#hardening: no write answered 2xx is ever lost, even when the process is killed
 * outright right after answering. The real API start-up runs in its own process
 * (test/api-server-process.ts), which SIGKILLs itself as soon as a write's 2xx answer
 * is handed to the OS; it is started again on the same data, and at the end every
 * answered write must be there. Embedded PGlite on a data folder, and a throw-away
 * PostgreSQL database when TEST_DATABASE_URL is set. Decision 0018.
 */

const serverScript = path.resolve(import.meta.dirname, "../test/api-server-process.ts");

interface Storage {
  env: Record<string, string>;
  open(): Promise<DbHandle>;
  drop(): Promise<void>;
}

async function createStorage(): Promise<Storage> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "unveil-durability-"));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return {
      env: { DATA_DIR: dataDir },
      open: () => createDb({ dataDir }),
      drop: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
    };
  }
  const name = `unveil_durability_${randomUUID().replaceAll("-", "")}`;
  const admin = await createDb({ databaseUrl: testServerConnection("postgres").directUrl, maxConnections: 1 });
  await admin.db.execute(sql.raw(`create database "${name}"`));
  return {
    env: { DATA_DIR: dataDir, ...testServerEnv(name) },
    open: () => createDb({ ...testServerConnection(name), maxConnections: 1 }),
    drop: async () => {
      await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
      await admin.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface RunningServer {
  baseUrl: string;
  child: ChildProcess;
  /** Resolves with the signal that ended the process. */
  exited: Promise<NodeJS.Signals | null>;
}

async function startServer(storage: Storage): Promise<RunningServer> {
  const child = spawn(process.execPath, ["--import", "tsx", serverScript], {
    env: {
      ...process.env,
      ...everyRateLimitAt(100_000),
      ...storage.env,
      NODE_ENV: "production",
      PORT: "0",
      IMAGE_CLASSIFIER: "off",
      DIE_AFTER_WRITE: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once("exit", (_code, signal) => resolve(signal)));
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let stdout = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const found = /"port":(\d+).*"msg":"listening"/.exec(stdout);
      if (found) resolve(Number(found[1]));
    });
    void exited.then(() => reject(new Error(`server exited before listening: ${stderr}`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, child, exited };
}

/** Starts the server, makes one write, and waits for the process to die right after its 2xx answer. */
async function writeThenKilled<T>(storage: Storage, write: (baseUrl: string) => Promise<T>): Promise<T> {
  const server = await startServer(storage);
  try {
    const answer = await write(server.baseUrl);
    expect(await server.exited).toBe("SIGKILL");
    return answer;
  } finally {
    server.child.kill("SIGKILL");
  }
}

describe("a write answered 2xx survives SIGKILL right after the answer", () => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await createStorage();
  });
  afterAll(async () => {
    await storage.drop();
  });

  it(`keeps registrations, sessions and messages (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite on disk"})`, async () => {
    const alice = await writeThenKilled(storage, (baseUrl) => registerClient(baseUrl, { firstName: "Alice" }));

    // Bob and the match are seeded with the server down (PGlite has one owner at a time).
    const seeding = await storage.open();
    await prepareDatabase(seeding);
    const [bob] = await seeding.db
      .insert(schema.users)
      .values({
        id: randomUUID(),
        email: `bob.${randomUUID()}@example.com`,
        passwordHash: "unused",
        firstName: "Bob",
        lastName: "Durable",
      })
      .returning({ id: schema.users.id });
    if (!bob) throw new Error("seeding failed");
    const matchId = await seedMatch(seeding.db, alice.user.id, bob.id);
    await seeding.close();

    // The send reuses the session cookie the register answer set: the session row must have survived too.
    const sentId = await writeThenKilled(storage, async (baseUrl) => {
      const client = new HttpClient(baseUrl);
      client.cookie = alice.client.cookie;
      const sent = await client.post("/api/messages", { matchId, content: "durable", imageUrl: null });
      expect(sent.status).toBe(201);
      return (sent.json as { id: string }).id;
    });

    const check = await storage.open();
    try {
      const users = await check.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, alice.user.id));
      expect(users).toHaveLength(1);
      const messages = await check.db
        .select({ id: schema.messages.id, content: schema.messages.content })
        .from(schema.messages)
        .where(eq(schema.messages.id, sentId));
      expect(messages).toEqual([{ id: sentId, content: "durable" }]);
    } finally {
      await check.close();
    }
  }, 600_000);
});
