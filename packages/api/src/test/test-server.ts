import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { createAppDeps, type AppDeps } from "../deps";
import { readServerConfig } from "../env";
import { everyRateLimitAt } from "../rate-limits";
import { createApiHandler } from "../http/handler";
import { createTestDb, type TestDb } from "@unveil/db/testing";

export interface TestServer {
  baseUrl: string;
  deps: AppDeps;
  db: TestDb;
  close(): Promise<void>;
}

/** Generous limits so tests only meet a rate limit when they set one on purpose. */
const TEST_ENV = { NODE_ENV: "test", ...everyRateLimitAt(100_000) };

/** The real API handler on a real HTTP port, over a fresh database. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const db = await createTestDb();
  // Stored images go to a real folder (the local storage driver), removed on close.
  const dataDir = mkdtempSync(path.join(tmpdir(), "unveil-test-"));
  const config = readServerConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...env });
  const deps = createAppDeps({ db: db.db, config });
  const handleApi = createApiHandler(deps);
  const server: Server = createServer((req, res) => {
    handleApi(req, res)
      .then((handled) => {
        if (!handled) {
          res.statusCode = 404;
          res.end("not an API path");
        }
      })
      .catch((error: unknown) => {
        console.error(error);
        res.statusCode = 500;
        res.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    deps,
    db,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
