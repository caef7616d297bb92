import { createHTTPHandler } from "@trpc/server/adapters/standalone";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createContextInner, resolveSession, type Context } from "../context";
import type { AppDeps } from "../deps";
import { appRouter, createCaller } from "../root";
import { BodyTooLargeError, MalformedJsonError, MAX_BODY_BYTES, declaredBodyTooLarge, readJsonBody } from "./body";
import { isAllowedOrigin } from "./csrf";
import { OBJECTS_PREFIX, receiveUploadPut, serveStoredObject, uploadIdOfPut } from "./object-routes";
import { sendError, sendJson, sendPlainError, toHttpError } from "./respond";
import { restRoutes, type RestRoute } from "./rest-routes";

export type ApiRequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

const TRPC_PREFIX = "/api/trpc/";

interface CompiledRoute {
  route: RestRoute;
  pattern: RegExp;
  names: string[];
}

function compile(route: RestRoute): CompiledRoute {
  const names: string[] = [];
  const source = route.path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  return { route, pattern: new RegExp(`^${source}/?$`), names };
}

function logServerFault(error: unknown): void {
  console.error("[api] unexpected error", error);
}

async function contextFor(deps: AppDeps, req: IncomingMessage, res: ServerResponse): Promise<Context> {
  const resolved = await resolveSession(deps, req.headers.cookie);
  if (resolved.cookie) res.appendHeader("set-cookie", resolved.cookie);
  return createContextInner({
    deps,
    session: resolved.session,
    user: resolved.user,
    clientIp: req.socket.remoteAddress ?? "unknown",
    setCookie: (cookie) => res.appendHeader("set-cookie", cookie),
  });
}

/**
 * The API's fast lane: tRPC at /api/trpc and the REST table, answered by plain
 * Node handlers ahead of Next (see docs/decisions/0001-fast-lane-server.md).
 * Resolves false for requests that are not the API's, so the caller can pass them on.
 */
export function createApiHandler(deps: AppDeps): ApiRequestHandler {
  const compiled = restRoutes.map(compile);

  const trpcHandler = createHTTPHandler({
    router: appRouter,
    basePath: TRPC_PREFIX,
    maxBodySize: MAX_BODY_BYTES,
    createContext: ({ req, res }) => contextFor(deps, req, res),
    onError: ({ error }) => {
      if (error.code === "INTERNAL_SERVER_ERROR") logServerFault(error.cause ?? error);
    },
    responseMeta: ({ errors }) => {
      const retryAfter = errors.map((error) => toHttpError(error).retryAfterSeconds).find((s) => s !== undefined);
      return retryAfter === undefined ? {} : { headers: { "retry-after": String(retryAfter) } };
    },
  });

  async function handleRest(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? "GET";
    let allowed: string[] = [];
    for (const candidate of compiled) {
      const found = candidate.pattern.exec(url.pathname);
      if (!found) continue;
      if (candidate.route.method !== method) {
        allowed.push(candidate.route.method);
        continue;
      }
      const params: Record<string, string> = {};
      candidate.names.forEach((name, index) => {
        params[name] = decodeURIComponent(found[index + 1] ?? "");
      });
      const body = method === "GET" || method === "DELETE" ? undefined : await readJsonBody(req);
      const caller = createCaller(await contextFor(deps, req, res));
      const result = await candidate.route.call(caller, { params, query: url.searchParams, body });
      sendJson(res, candidate.route.status, candidate.route.status === 204 ? undefined : result);
      return;
    }
    if (allowed.length > 0) {
      allowed = [...new Set(allowed)];
      res.setHeader("allow", allowed.join(", "));
      sendPlainError(res, 405, "METHOD_NOT_SUPPORTED", `Use ${allowed.join(" or ")} for this path`);
      return;
    }
    sendPlainError(res, 404, "NOT_FOUND", "Not found");
  }

  return async function handleApiRequest(req, res) {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname.startsWith(OBJECTS_PREFIX)) {
      await serveStoredObject(deps, req, res, url.pathname);
      return true;
    }
    if (!url.pathname.startsWith("/api/")) return false;

    if (!isAllowedOrigin(req, deps.config.appOrigin)) {
      sendPlainError(res, 403, "FORBIDDEN", "Cross-site request refused");
      return true;
    }
    if (declaredBodyTooLarge(req)) {
      res.setHeader("connection", "close");
      sendPlainError(res, 413, "PAYLOAD_TOO_LARGE", "Request body is too large");
      req.resume();
      return true;
    }
    if (url.pathname.startsWith(TRPC_PREFIX)) {
      trpcHandler(req, res);
      return true;
    }
    try {
      // The upload PUT carries raw image bytes, not JSON, so it is not a REST table row.
      const uploadId = uploadIdOfPut(req.method, url.pathname);
      if (uploadId !== null) await receiveUploadPut(deps, req, res, uploadId);
      else await handleRest(req, res, url);
    } catch (error) {
      if (res.headersSent) {
        logServerFault(error);
        res.end();
      } else if (error instanceof BodyTooLargeError) {
        res.setHeader("connection", "close");
        sendPlainError(res, 413, "PAYLOAD_TOO_LARGE", error.message);
      } else if (error instanceof MalformedJsonError) {
        sendPlainError(res, 400, "BAD_REQUEST", error.message);
      } else {
        const httpError = toHttpError(error);
        if (httpError.status >= 500) logServerFault(error);
        sendError(res, httpError);
      }
    }
    return true;
  };
}
