/**
 * One process, two lanes: the API (tRPC, the REST table, stored objects) is
 * answered by plain Node handlers; everything else goes to Next, which renders
 * pages only. See docs/decisions/0001-fast-lane-server.md.
 */
import { createApiHandler, createAppDeps, readServerConfig, sendError } from "@unveil/api";
import { createDb } from "@unveil/db";
import { prepareDatabase } from "@unveil/db/migrate";
import next from "next";
import { createServer } from "node:http";
import { publishServerRuntime } from "./src/server/runtime";

const config = readServerConfig();
const dev = config.env !== "production";

const database = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await prepareDatabase(database);
const deps = createAppDeps({ db: database.db, config, listen: database.listen });
publishServerRuntime({ deps });

const handleApi = createApiHandler(deps);
const app = next({ dev, dir: import.meta.dirname, hostname: config.hostname ?? "localhost", port: config.port });
const handleNext = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  handleApi(req, res)
    .then((handled) => (handled ? undefined : handleNext(req, res)))
    // The last resort: whatever escaped both lanes is answered like any API error (toErrorResponse).
    .catch((error: unknown) => sendError(res, error, "[server] request failed"));
});

server.listen(config.port, config.hostname, () => {
  const shownHost = config.hostname ?? "localhost";
  console.log(`> Unveil ready on http://${shownHost}:${config.port} (${dev ? "development" : "production"}, ${database.driver})`);
});

async function shutdown(signal: string) {
  console.log(`> ${signal}: shutting down`);
  server.close();
  await deps.events.closeAll();
  await database.close();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));
