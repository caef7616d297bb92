import type { ServerResponse } from "node:http";
import { isServerFault, toErrorResponse } from "../error-response";
import { logFault } from "./request-log";

/** A JSON answer (or an empty one when `body` is undefined), its headers in one writeHead. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers?: Record<string, string>): void {
  if (body === undefined) {
    res.writeHead(status, headers ? { ...headers, "cache-control": "no-store" } : NO_STORE);
    res.end();
    return;
  }
  const payload = JSON.stringify(body);
  const answer: Record<string, string | number> = {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(payload),
    "cache-control": "no-store",
  };
  res.writeHead(status, headers ? { ...headers, ...answer } : answer);
  res.end(payload);
}

const NO_STORE: Readonly<Record<string, string>> = { "cache-control": "no-store" };

/**
 * Answers any thrown error as docs/product-rules.md#transport-and-errors says (toErrorResponse); a server fault is
 * logged first. After the headers went out nothing can be said any more: the answer
 * is cut short.
 */
export function sendError(res: ServerResponse, error: unknown, logLabel = "[api] unexpected error"): void {
  const response = toErrorResponse(error);
  if (isServerFault(response) || res.headersSent) logFault(res.req, logLabel, error);
  if (res.headersSent) {
    res.end();
    return;
  }
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  sendJson(res, response.status, response.body);
}
