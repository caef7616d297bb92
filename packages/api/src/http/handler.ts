import { createHTTPHandler } from "@trpc/server/adapters/standalone";
import type { IncomingMessage, ServerResponse } from "node:http";
import { resolveSession } from "../auth/session";
import { createContextInner, type Context } from "../context";
import type { AppDeps } from "../deps";
import { toErrorResponse } from "../error-response";
import { DomainError, notFound } from "../errors";
import { appRouter, createCaller } from "../root";
import { EVENTS_PATH, serveEventStream } from "./event-stream";
import { BodyTooLargeError, MAX_BODY_BYTES, declaredBodyTooLarge, readJsonBody } from "./body";
import { isAllowedOrigin } from "./csrf";
import { serveApiDocs } from "./docs-routes";
import { OBJECTS_PREFIX, receiveUploadPut, serveStoredObject, uploadIdOfPut } from "./object-routes";
import { checkHealth, HEALTH_PATH } from "./health";
import { noteRoute, logFault } from "./request-log";
import { sendError, sendJson } from "./respond";
import { restRoutes, type RestRoute } from "./rest-routes";
import { setEveryAnswerHeaders } from "./security-headers";

export type ApiRequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export interface ApiHandlerOptions {
  /** True once the server is shutting down: health answers 503 (contract §16). */
  isDraining?: () => boolean;
}

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

async function contextFor(deps: AppDeps, req: IncomingMessage, res: ServerResponse): Promise<Context> {
  const resolved = await resolveSession(deps, req.headers.cookie);
  if (resolved.cookie) res.appendHeader("set-cookie", resolved.cookie);
  return createContextInner({
    deps,
    session: resolved.session,
    user: resolved.user,
    clientIp: req.socket.remoteAddress ?? "unknown",
    userAgent: req.headers["user-agent"],
    setCookie: (cookie) => res.appendHeader("set-cookie", cookie),
  });
}

/** A path segment as the route reads it; a broken escape is the caller's fault. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new DomainError("BAD_REQUEST", "Malformed percent-escape in the path");
  }
}

const PROCEDURE_PATTERN = /^[a-zA-Z]+\.[a-zA-Z]+(,[a-zA-Z]+\.[a-zA-Z]+)*$/;

/** The log's route for a tRPC call: the procedure names (batched ones joined), never anything else from the path. */
function trpcRoute(pathname: string): string {
  const procedures = pathname.slice(TRPC_PREFIX.length);
  return PROCEDURE_PATTERN.test(procedures) ? `${TRPC_PREFIX}${procedures}` : `${TRPC_PREFIX}*`;
}

/**
 * The API lane: tRPC at /api/trpc, the REST table and the object routes,
 * answered by plain Node handlers ahead of Next (docs/decisions/0001-fast-lane-server.md).
 * Resolves false for requests that are not the API's, so the caller can pass them on.
 * Every error answer, whichever lane, is toErrorResponse's.
 */
export function createApiHandler(deps: AppDeps, options: ApiHandlerOptions = {}): ApiRequestHandler {
  const compiled = restRoutes.map(compile);

  const trpcHandler = createHTTPHandler({
    router: appRouter,
    basePath: TRPC_PREFIX,
    maxBodySize: MAX_BODY_BYTES,
    createContext: ({ req, res }) => contextFor(deps, req, res),
    onError: ({ error, req }) => {
      if (error.code === "INTERNAL_SERVER_ERROR") logFault(req, "[api] unexpected error", error.cause ?? error);
    },
    responseMeta: ({ errors }) => ({
      headers: Object.assign({}, ...errors.map((error) => toErrorResponse(error).headers)) as Record<string, string>,
    }),
  });

  async function handleRest(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? "GET";
    const allowed = new Set<string>();
    for (const candidate of compiled) {
      const found = candidate.pattern.exec(url.pathname);
      if (!found) continue;
      if (candidate.route.method !== method) {
        allowed.add(candidate.route.method);
        continue;
      }
      noteRoute(req, candidate.route.path);
      const params: Record<string, string> = {};
      candidate.names.forEach((name, index) => {
        params[name] = decodePathSegment(found[index + 1] ?? "");
      });
      // DELETE may carry a body too (contract §12: DELETE /api/push/subscriptions with { endpoint }).
      const body = method === "GET" ? undefined : await readJsonBody(req);
      const caller = createCaller(await contextFor(deps, req, res));
      const result = await candidate.route.call(caller, { params, query: url.searchParams, body });
      const headers = candidate.route.headers?.(result) ?? {};
      sendJson(res, candidate.route.status, candidate.route.status === 204 ? undefined : result, headers);
      return;
    }
    noteRoute(req, "/api/*");
    if (allowed.size > 0) {
      res.setHeader("allow", [...allowed].join(", "));
      throw new DomainError("METHOD_NOT_SUPPORTED", `Use ${[...allowed].join(" or ")} for this path`);
    }
    throw notFound();
  }

  return async function handleApiRequest(req, res) {
    // Whichever lane answers (this one or Next), the browser never sniffs the type.
    setEveryAnswerHeaders(res);
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname.startsWith(OBJECTS_PREFIX)) {
      noteRoute(req, `${OBJECTS_PREFIX}:id`);
      await serveStoredObject(deps, req, res, url.pathname);
      return true;
    }
    if (!url.pathname.startsWith("/api/")) return false;

    if (!isAllowedOrigin(req, deps.config.appOrigin)) {
      sendError(res, new DomainError("FORBIDDEN", "Cross-site request refused"));
      return true;
    }
    if (declaredBodyTooLarge(req)) {
      res.setHeader("connection", "close");
      sendError(res, new BodyTooLargeError());
      req.resume();
      return true;
    }
    if (url.pathname === HEALTH_PATH) {
      noteRoute(req, HEALTH_PATH);
      await checkHealth(deps, req, res, options.isDraining?.() ?? false);
      return true;
    }
    if (url.pathname.startsWith(TRPC_PREFIX)) {
      noteRoute(req, trpcRoute(url.pathname));
      // tRPC speaks GET and POST only; other methods (TRACE with a body) made it throw a 500.
      if (req.method !== "GET" && req.method !== "POST") {
        res.setHeader("allow", "GET, POST");
        res.setHeader("connection", "close");
        sendError(res, new DomainError("METHOD_NOT_SUPPORTED", "Use GET or POST for this path"));
        req.resume();
        return true;
      }
      trpcHandler(req, res);
      return true;
    }
    // The API description and its reference page (contract §15).
    if (serveApiDocs(req, res, url.pathname)) return true;
    try {
      // The upload PUT carries raw image bytes, not JSON, so it is not a REST table row.
      const uploadId = uploadIdOfPut(req.method, url.pathname);
      if (uploadId !== null) noteRoute(req, "/api/objects/upload/:id");
      if (uploadId !== null) await receiveUploadPut(deps, req, res, uploadId);
      else if (url.pathname === EVENTS_PATH && req.method === "GET") await serveEventStream(deps, req, res, url);
      else await handleRest(req, res, url);
    } catch (error) {
      if (error instanceof BodyTooLargeError && !res.headersSent) res.setHeader("connection", "close");
      sendError(res, error);
    }
    return true;
  };
}
