/**
 * The app server without Next, as its own process (no build needed), for the shutdown
 * test (http/graceful-shutdown.test.ts) and the durability test (http/durability.test.ts):
 * the same config reading, front door, API handler and shutdown as apps/web/server.ts.
 * Prints a "listening" log line (JSON) with its port: PORT when set (bench B4 runs two
 * of these as app instances), else any free one.
 *
 * With DIE_AFTER_WRITE=1 the process SIGKILLs itself the moment a write (any method
 * but GET/HEAD) has been answered 2xx: the harshest "killed right after answering",
 * with no clean-up, no close and no later tick of the event loop.
 */
import { createDb } from "@unveil/db";
import { prepareDatabaseAtStart } from "@unveil/db/migrate";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createAppDeps } from "../create-app-deps";
import { readServerConfig } from "../env";
import { createFrontDoor } from "../http/front-door";
import { createApiHandler } from "../http/handler";
import { createServerLogger } from "../http/request-log";
import { shutDownGracefully } from "../http/server-lifecycle";
import { startMailSender } from "../mail/start-mail-sender";
import { drainPushQueue } from "../push/push-queue";
import { resumePasswordResetRequests } from "../services/password-reset-requests";

const config = readServerConfig();
const logger = createServerLogger();
const database = await createDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolMode: config.databasePoolMode,
  directUrl: config.databaseDirectUrl,
});
await prepareDatabaseAtStart(database, config.databaseDirectUrl);
const deps = createAppDeps({ db: database.db, config, openNotifyConnection: database.openNotifyConnection });
const mailSender = await startMailSender({ db: database.db, config, logger });
// Reset requests answered by a process that died before handling them (docs/product-rules.md#accounts).
resumePasswordResetRequests(deps);

const server = createServer();
if (process.env.DIE_AFTER_WRITE === "1") {
  server.on("request", (req, res) => {
    if (req.method === "GET" || req.method === "HEAD") return;
    // 'finish': the whole answer has been handed to the operating system.
    res.once("finish", () => {
      if (res.statusCode >= 200 && res.statusCode < 300) process.kill(process.pid, "SIGKILL");
    });
  });
}
const lifecycle = shutDownGracefully({
  server,
  logger,
  closeStreams: () => deps.close(),
  closeResources: async () => {
    // The pushes of the last sends answered go out before the database closes.
    await drainPushQueue(deps.pushQueue, 1_500);
    await mailSender.stop();
    await deps.imageClassifier.close();
    await database.close();
  },
});
createFrontDoor({
  api: createApiHandler(deps, { isDraining: lifecycle.isDraining }),
  fallback: async (_req, res) => {
    res.writeHead(404, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify({ message: "Not found", code: "NOT_FOUND" }));
    await Promise.resolve();
  },
  logger,
  isDraining: lifecycle.isDraining,
}).attach(server);
server.listen(process.env.PORT ? config.port : 0, "127.0.0.1", () =>
  logger.info({ port: (server.address() as AddressInfo).port }, "listening"),
);
