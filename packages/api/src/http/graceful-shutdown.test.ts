import { createDb, schema, type DbHandle } from "@unveil/db";
import { prepareDatabase } from "@unveil/db/migrate";
import { createTestDb, testServerEnv, type TestDb } from "@unveil/db/testing";
import { inArray } from "drizzle-orm";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, it } from "vitest";
import { everyRateLimitAt } from "../rate-limits";
import { createAppDeps } from "../create-app-deps";
import { readServerConfig } from "../env";
import { register } from "../services/auth";
import { HttpClient, uniqueEmail } from "../test/http-client";
import { seedMatch, seedProfile } from "../test/match-fixtures";

/**
 * docs/product-rules.md#hardening: on SIGTERM the server finishes what it answered, closes the database
 * and exits within 10 s; no send answered 201 is lost. The server runs as its own
 * process (test/api-server-process.ts) on a database this file can open after it exits:
 * an embedded one on disk, or a throw-away PostgreSQL one when TEST_DATABASE_URL is set.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "unveil-shutdown-"));
let pg: TestDb | undefined;

async function openDatabase(): Promise<{ handle: DbHandle; env: Record<string, string> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    pg ??= await createTestDb();
    // The test's own handle stays open until the end; closing it is afterAll's job.
    return { handle: { ...pg, close: async () => {} }, env: testServerEnv(pg.label) };
  }
  const handle = await createDb({ dataDir });
  await prepareDatabase(handle);
  return { handle, env: {} };
}

afterAll(async () => {
  await pg?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface RunningProcess {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<number | null>;
  /** What the process wrote to stderr (also passed on to this one's). */
  stderr: string[];
}

async function startServerProcess(env: Record<string, string>): Promise<RunningProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "../test/api-server-process.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      IMAGE_CLASSIFIER: "off",
      ...everyRateLimitAt(1_000_000),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stderr: string[] = [];
  child.stderr.on("data", (chunk: Buffer) => {
    stderr.push(chunk.toString());
    process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on("line", (line) => {
      const entry = JSON.parse(line) as { msg?: string; port?: number };
      if (entry.msg === "listening" && entry.port) resolve(entry.port);
    });
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, exited, stderr };
}

describe("docs/product-rules.md#hardening: graceful shutdown", () => {
  it("on SIGTERM mid-load, answers or refuses each send, keeps every send it answered 201, and exits within 10 s", async () => {
    // Two accounts with sessions and a match between them, written before the server starts.
    const seeding = await openDatabase();
    const deps = createAppDeps({
      db: seeding.handle.db,
      config: readServerConfig({ NODE_ENV: "test", IMAGE_CLASSIFIER: "off" }),
    });
    const signUp = (name: string) =>
      register(deps, {
        email: uniqueEmail(name),
        password: "correct horse battery",
        firstName: undefined,
        lastName: undefined,
        clientIp: "127.0.0.1",
      });
    const alice = await signUp("alice");
    const bob = await signUp("bob");
    await seedProfile(seeding.handle.db, alice.user.id);
    await seedProfile(seeding.handle.db, bob.user.id, { gender: "male" });
    const matchId = await seedMatch(seeding.handle.db, alice.user.id, bob.user.id);
    await deps.imageClassifier.close();
    await seeding.handle.close();

    const server = await startServerProcess(seeding.env);
    const senders = [alice, bob].map((signedIn) => {
      const client = new HttpClient(server.baseUrl);
      client.cookie = signedIn.sessionCookie.split(";")[0];
      return client;
    });
    const answered: string[] = [];
    const statuses = new Map<number, number>();
    let stopped = false;
    let signalledAt = 0;
    const sendLoop = async (client: HttpClient, loop: number) => {
      for (let i = 0; !stopped; i++) {
        try {
          const answer = await client.post("/api/messages", { matchId, content: `load ${loop}.${i}` });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status === 201) answered.push((answer.json as { id: string }).id);
          if (answered.length === 60 && signalledAt === 0) {
            signalledAt = Date.now();
            server.child.kill("SIGTERM");
          }
        } catch {
          // Refused once the doors closed: never answered, so nothing is owed.
          if (signalledAt) return;
        }
      }
    };
    const loops = Array.from({ length: 8 }, (_, loop) => sendLoop(senders[loop % 2]!, loop));
    const exitCode = await server.exited;
    const exitedAfterMs = Date.now() - signalledAt;
    stopped = true;
    await Promise.all(loops);

    expect(exitCode).toBe(0);
    expect(exitedAfterMs).toBeLessThan(10_000);
    expect(answered.length).toBeGreaterThanOrEqual(60);
    // Every status was an answer a client can act on: 201, or 503/refused while draining.
    for (const status of statuses.keys()) expect([201, 503]).toContain(status);
    // The last sends' push jobs ran before the database closed (none failed on a closed pool).
    expect(server.stderr.join("")).not.toMatch(/push: .* failed/);

    const after = await openDatabase();
    const stored = await after.handle.db
      .select({ id: schema.messages.id })
      .from(schema.messages)
      .where(inArray(schema.messages.id, answered));
    await after.handle.close();
    expect(stored.length).toBe(answered.length);
  }, 900_000);
});
