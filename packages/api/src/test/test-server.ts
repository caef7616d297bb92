import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { createAppDeps, type AppDeps } from "../deps";
import { readServerConfig } from "../env";
import { createApiHandler } from "../http/handler";
import { createTestDb, type TestDb } from "@unveil/db/testing";

export interface TestServer {
  baseUrl: string;
  deps: AppDeps;
  db: TestDb;
  close(): Promise<void>;
}

/** Generous limits so tests only meet a rate limit when they set one on purpose. */
const TEST_ENV = {
  NODE_ENV: "test",
  RATE_LIMIT_LOGIN_FAILURES: "1000",
  RATE_LIMIT_REGISTER_PER_HOUR: "100000",
  RATE_LIMIT_MESSAGES_PER_MINUTE: "100000",
  RATE_LIMIT_REPORTS_PER_HOUR: "100000",
  RATE_LIMIT_UPLOADS_PER_HOUR: "100000",
  RATE_LIMIT_LOCATION_CHANGES_PER_DAY: "100000",
  RATE_LIMIT_PREFERENCE_SAVES_PER_HOUR: "100000",
};

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
