import { createDb } from "@unveil/db";
import { testServerConnection } from "@unveil/db/testing";
import { HttpClient } from "./http-client";
import type { TestDepsOverrides } from "./test-app";
import { startTestServer, type TestServer } from "./test-server";

/**
 * Two app instances (each its own deps, handler, HTTP port, connection pool and bus
 * connections) on one throw-away PostgreSQL database, with the same environment.
 * PostgreSQL only: PGlite is one process's database.
 */
export async function startTwoInstances(
  env: Record<string, string> = {},
  overrides: { first?: TestDepsOverrides; second?: TestDepsOverrides } = {},
) {
  const first = await startTestServer(env, overrides.first);
  if (!first.db.databaseUrl) throw new Error("needs TEST_DATABASE_URL (a PostgreSQL server)");
  // Through the pooler and past it as the first (CI's PgBouncer pass, docs/product-rules.md#beyond-one-machine).
  const connection = testServerConnection(first.db.label);
  const second = await startTestServer(env, overrides.second, async () => ({
    ...(await createDb({ ...connection, maxConnections: 10 })),
    label: `${first.db.label} (second instance)`,
  }));
  return {
    first,
    second,
    // The second only closes its own pool; the first then drops the database.
    close: async () => {
      await second.close();
      await first.close();
    },
  };
}

/** The same signed-in dater, talking to `server` (sessions live in the shared database). */
export function via(server: TestServer, client: HttpClient): HttpClient {
  const onServer = new HttpClient(server.baseUrl);
  onServer.cookie = client.cookie;
  return onServer;
}
