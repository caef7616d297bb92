import { createTestDb, type TestDb } from "@unveil/db/testing";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createAppDeps } from "../create-app-deps";
import type { AppDeps } from "../deps";
import type { Bus } from "../events/bus/bus";
import { readServerConfig } from "../env";
import type { ImageClassifier } from "../image-safety";
import { everyRateLimitAt } from "../rate-limits";

/** The app's dependencies over a fresh database, without any transport: what rule tests call procedures with. */
export interface TestApp {
  deps: AppDeps;
  db: TestDb;
  close(): Promise<void>;
}

/** Dependencies a test may supply itself (a deterministic classifier, a clock it moves). */
export interface TestDepsOverrides {
  imageClassifier?: ImageClassifier;
  now?: () => Date;
  /** A bus of the test's (one that drops messages, say); else the one the configuration picks. */
  bus?: Bus;
}

/**
 * Generous limits so tests only meet a rate limit when they set one on purpose; no
 * model loaded for chat images (a test that needs verdicts injects a classifier).
 */
const TEST_ENV = { NODE_ENV: "test", IMAGE_CLASSIFIER: "off", ...everyRateLimitAt(100_000) };

/**
 * A fresh database (PGlite, or a throw-away PostgreSQL one) and real deps; `env` as the server would read it.
 * `openDb` may hand over another connection to an existing database instead (a second app instance).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  overrides: TestDepsOverrides = {},
  openDb: () => Promise<TestDb> = createTestDb,
): Promise<TestApp> {
  const db = await openDb();
  // Stored images go to a real folder (the local storage driver), removed on close.
  const dataDir = mkdtempSync(path.join(tmpdir(), "unveil-test-"));
  const config = readServerConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...env });
  const deps = createAppDeps({ db: db.db, config, openNotifyConnection: db.openNotifyConnection, ...overrides });
  return {
    deps,
    db,
    close: async () => {
      await deps.pushQueue.idle();
      await deps.close();
      await deps.imageClassifier.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts `start()` before the file's (or the describe block's) tests and closes it
 * after them; the answer reads through to what was started, so it can be declared at
 * the top: `const app = useStarted(() => startTestApp())`.
 */
export function useStarted<Started extends { close(): Promise<void> }>(start: () => Promise<Started>): Started {
  let started: Started | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as Started, {
    get(_, property) {
      if (!started) throw new Error("Used before beforeAll started it (or after afterAll closed it)");
      const value = Reflect.get(started, property, started) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(started) : value;
    },
  });
}

/** A TestApp for this file's rule tests (caller level, no HTTP). */
export const useTestApp = (env: Record<string, string> = {}) => useStarted(() => startTestApp(env));
