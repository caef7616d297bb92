import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createFrontDoor } from "../http/front-door";
import { createApiHandler } from "../http/handler";
import { createServerLogger } from "../http/request-log";
import type { TestDb } from "@unveil/db/testing";
import { startTestApp, useStarted, type TestApp, type TestDepsOverrides } from "./test-app";

export interface TestServer extends TestApp {
  baseUrl: string;
  /** Every line the server logged (JSON), for tests that read the log. */
  logLines: string[];
}

/** The real front door and API handler on a real HTTP port, over a fresh database. */
export async function startTestServer(
  env: Record<string, string> = {},
  overrides: TestDepsOverrides = {},
  openDb?: () => Promise<TestDb>,
): Promise<TestServer> {
  const app = await startTestApp(env, overrides, openDb);
  const logLines: string[] = [];
  // The log is kept in memory; a fault (level ≥ 50, "error") also goes to console.error,
  // so the console guard fails a test that provokes one without saying so.
  const logger = createServerLogger({
    write(line: string) {
      logLines.push(line);
      if ((JSON.parse(line) as { level: number }).level >= 50) console.error(line);
    },
  });
  // What apps/web/server.ts does, minus Next: the API, else a 404 error body.
  const frontDoor = createFrontDoor({
    api: createApiHandler(app.deps),
    fallback: async (_req, res) => {
      res.writeHead(404, { "content-type": "application/json; charset=utf-8" });
      res.end(JSON.stringify({ message: "Not found", code: "NOT_FOUND" }));
      await Promise.resolve();
    },
    logger,
    isStaticFile: (pathname) => pathname === "/hero.svg",
  });
  const server: Server = createServer();
  frontDoor.attach(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...app,
    baseUrl: `http://127.0.0.1:${port}`,
    logLines,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    },
  };
}

/** A TestServer for this file (or describe block): started before its tests, closed after them. */
export const useTestServer = (env: Record<string, string> = {}, overrides: TestDepsOverrides = {}) =>
  useStarted(() => startTestServer(env, overrides));
