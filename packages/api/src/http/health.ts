import type { IncomingMessage, ServerResponse } from "node:http";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { DomainError } from "../errors";
import { logFault } from "./request-log";
import { sendError, sendJson } from "./respond";

export const HEALTH_PATH = "/api/health";

/**
 * GET /api/health (docs/product-rules.md#hardening): 200 `{ status: "ok" }` when the database answers,
 * 503 with the error body when it does not and while the server is shutting down (so a
 * load balancer stops sending before the doors close).
 */
export async function checkHealth(deps: AppDeps, req: IncomingMessage, res: ServerResponse, draining: boolean) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("allow", "GET, HEAD");
    sendError(res, new DomainError("METHOD_NOT_SUPPORTED", "Use GET for this path"));
    return;
  }
  if (draining) {
    res.setHeader("connection", "close");
    sendJson(res, 503, { message: "The server is shutting down", code: "SERVICE_UNAVAILABLE" });
    return;
  }
  try {
    await deps.db.execute(sql`select 1`);
  } catch (error) {
    logFault(req, "[health] the database did not answer", error);
    sendJson(res, 503, { message: "The database is not answering", code: "SERVICE_UNAVAILABLE" });
    return;
  }
  sendJson(res, 200, { status: "ok" });
}
