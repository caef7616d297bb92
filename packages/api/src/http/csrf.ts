import type { IncomingMessage } from "node:http";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * docs/product-rules.md#transport-and-errors: a state-changing request that carries an Origin must come from the
 * app's origin (APP_ORIGIN, else the request's own host). Requests without Origin
 * are API clients, not browsers, and are allowed.
 */
export function isAllowedOrigin(req: IncomingMessage, appOrigin: string | undefined): boolean {
  if (SAFE_METHODS.has(req.method ?? "GET")) return true;
  const origin = req.headers.origin;
  if (!origin) return true;
  if (appOrigin) return origin === appOrigin;
  const host = req.headers.host;
  if (!host) return false;
  const encrypted = "encrypted" in req.socket && Boolean(req.socket.encrypted);
  const forwardedProto = String(req.headers["x-forwarded-proto"] ?? "")
    .split(",")[0]
    ?.trim();
  const protocol = forwardedProto || (encrypted ? "https" : "http");
  return origin === `${protocol}://${host}`;
}
