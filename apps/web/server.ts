/**
 * One process, two lanes behind one front door: the API (tRPC, the REST table, stored
 * objects) is answered by plain Node handlers; everything else goes to Next, which
 * renders pages only. See docs/decisions/0001-fast-lane-server.md and
 * 0011-front-door.md (request checks, logs, health, graceful shutdown).
 */
// First: it decides whether Node keeps every loaded module's source map (memory).
import "./src/server/source-maps";
import {
  createApiHandler,
  createAppDeps,
  createFrontDoor,
  createPageServices,
  createServerLogger,
  drainPushQueue,
  readServerConfig,
  resumePasswordResetRequests,
  shutDownGracefully,
  startMailSender,
  startSelfieCleanup,
} from "@unveil/api";
import { createDb } from "@unveil/db";
import { prepareDatabaseAtStart } from "@unveil/db/migrate";
import next from "next";
import { readdirSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { publishServerRuntime } from "./src/server/runtime";

const config = readServerConfig();
const dev = config.env !== "production";
const logger = createServerLogger();

const database = await createDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolMode: config.databasePoolMode,
  directUrl: config.databaseDirectUrl,
});
await prepareDatabaseAtStart(database, config.databaseDirectUrl);
const deps = createAppDeps({ db: database.db, config, openNotifyConnection: database.openNotifyConnection });
publishServerRuntime({ deps, pages: createPageServices(deps) });
// Mail queued by any instance is sent by whichever claims it first (docs/product-rules.md#mail).
const mailSender = await startMailSender({ db: database.db, config, logger });
// Reset requests answered by a process that died before handling them (docs/product-rules.md#accounts).
resumePasswordResetRequests(deps);
// Verification selfies 30 days after the decision (docs/product-rules.md#verification-and-date-plans).
const stopSelfieCleanup = startSelfieCleanup(deps);

// Next builds the URLs its proxy (proxy.ts) sees and rewrites from this name in one place
// and from "localhost" in another: any other name makes every rewrite of `/` an HTTP
// round trip back through this server. The server listens on config.hostname regardless.
const app = next({ dev, dir: import.meta.dirname, hostname: "localhost", port: config.port });
const handleNext = app.getRequestHandler();
await app.prepare();

/** The files under public/, served by Next as they are (GET and HEAD only). */
const publicFiles = new Set(
  readdirSync(path.join(import.meta.dirname, "public"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(path.join(import.meta.dirname, "public"), path.join(entry.parentPath, entry.name))}`),
);

const server = createServer();
const lifecycle = shutDownGracefully({
  server,
  logger,
  closeStreams: () => deps.close(),
  closeResources: async () => {
    // The pushes of the last sends answered go out before the database closes.
    await drainPushQueue(deps.pushQueue, 1_500);
    await mailSender.stop();
    stopSelfieCleanup();
    await deps.imageClassifier.close();
    await database.close();
  },
});
const frontDoor = createFrontDoor({
  api: createApiHandler(deps, { isDraining: lifecycle.isDraining }),
  fallback: (req, res) => handleNext(req, res),
  logger,
  isStaticFile: (pathname) => publicFiles.has(pathname),
  isDraining: lifecycle.isDraining,
  nextUpgrade: dev ? app.getUpgradeHandler() : undefined,
});
frontDoor.attach(server);

server.listen(config.port, config.hostname, () => {
  const shownHost = config.hostname ?? "localhost";
  logger.info(
    { url: `http://${shownHost}:${config.port}`, mode: dev ? "development" : "production", driver: database.driver },
    "Unveil ready",
  );
});
