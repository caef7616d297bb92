import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApiHandler } from "../http/handler";
import { sendError } from "../http/respond";
import { startTestApp, useStarted, type TestApp, type TestDepsOverrides } from "./test-app";

export interface TestServer extends TestApp {
  baseUrl: string;
}

/** The real API handler on a real HTTP port, over a fresh database. */
export async function startTestServer(env: Record<string, string> = {}, overrides: TestDepsOverrides = {}): Promise<TestServer> {
  const app = await startTestApp(env, overrides);
  const handleApi = createApiHandler(app.deps);
  // What apps/web/server.ts does, minus Next: the API, else 404, and the same last resort.
  const server: Server = createServer((req, res) => {
    handleApi(req, res)
      .then((handled) => {
        if (!handled) {
          res.statusCode = 404;
          res.end("not an API path");
        }
      })
      .catch((error: unknown) => sendError(res, error, "[test server] request failed"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...app,
    baseUrl: `http://127.0.0.1:${port}`,
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
