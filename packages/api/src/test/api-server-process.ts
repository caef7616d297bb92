/**
 * The API lane of apps/web/server.ts as its own process, without Next (no build
 * needed): the same createDb → prepareDatabase → createAppDeps → createApiHandler
 * start-up over the same environment (DATA_DIR or DATABASE_URL). It prints
 * `listening <port>` once it answers. The durability test (http/durability.test.ts)
 * spawns it with `node --import tsx`.
 *
 * With DIE_AFTER_WRITE=1 the process SIGKILLs itself the moment a write (any method
 * but GET/HEAD) has been answered 2xx: the harshest "killed right after answering",
 * with no clean-up, no close and no later tick of the event loop.
 */
import { createDb } from "@unveil/db";
import { prepareDatabase } from "@unveil/db/migrate";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createAppDeps } from "../deps";
import { readServerConfig } from "../env";
import { createApiHandler } from "../http/handler";
import { sendError } from "../http/respond";

const config = readServerConfig();
const dieAfterWrite = process.env.DIE_AFTER_WRITE === "1";

const database = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await prepareDatabase(database);
const handleApi = createApiHandler(createAppDeps({ db: database.db, config }));

const server = createServer((req, res) => {
  if (dieAfterWrite && req.method !== "GET" && req.method !== "HEAD") {
    // 'finish': the whole answer has been handed to the operating system.
    res.once("finish", () => {
      if (res.statusCode >= 200 && res.statusCode < 300) process.kill(process.pid, "SIGKILL");
    });
  }
  handleApi(req, res)
    .then((handled) => {
      if (!handled) {
        res.statusCode = 404;
        res.end("not an API path");
      }
    })
    .catch((error: unknown) => sendError(res, error, "[api server] request failed"));
});

server.listen(config.port, "127.0.0.1", () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
