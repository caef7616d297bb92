import { createHTTPHandler } from "@trpc/server/adapters/standalone";
import type { IncomingMessage, ServerResponse } from "node:http";
import { resolveSession } from "../auth/session";
import { createContextInner, type Context } from "../context";
import type { AppDeps } from "../deps";
import { toErrorResponse } from "../error-response";
import { DomainError, notFound } from "../errors";
import { appRouter, createCaller } from "../root";
import { BodyTooLargeError, MAX_BODY_BYTES, declaredBodyTooLarge, readJsonBody } from "./body";
import { isAllowedOrigin } from "./csrf";
import { serveApiDocs } from "./docs-routes";
import { OBJECTS_PREFIX, receiveUploadPut, serveStoredObject, uploadIdOfPut } from "./object-routes";
import { sendError, sendJson } from "./respond";
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
 * The API's front door: tRPC at /api/trpc, the REST table and the object routes,
 * answered by plain Node handlers ahead of Next (docs/decisions/0001-fast-lane-server.md).
 * Resolves false for requests that are not the API's, so the caller can pass them on.
 * Every error answer, whichever lane, is toErrorResponse's.
 */
export function createApiHandler(deps: AppDeps): ApiRequestHandler {
  const compiled = restRoutes.map(compile);

  const trpcHandler = createHTTPHandler({
    router: appRouter,
    basePath: TRPC_PREFIX,
    maxBodySize: MAX_BODY_BYTES,
    createContext: ({ req, res }) => contextFor(deps, req, res),
    onError: ({ error }) => {
      if (error.code === "INTERNAL_SERVER_ERROR") console.error("[api] unexpected error", error.cause ?? error);
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
    if (allowed.size > 0) {
      res.setHeader("allow", [...allowed].join(", "));
      throw new DomainError("METHOD_NOT_SUPPORTED", `Use ${[...allowed].join(" or ")} for this path`);
    }
    throw notFound();
  }

  return async function handleApiRequest(req, res) {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname.startsWith(OBJECTS_PREFIX)) {
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
    if (url.pathname.startsWith(TRPC_PREFIX)) {
      trpcHandler(req, res);
      return true;
    }
    // The API description and its reference page (contract §15).
    if (serveApiDocs(req, res, url.pathname)) return true;
    try {
      // The upload PUT carries raw image bytes, not JSON, so it is not a REST table row.
      const uploadId = uploadIdOfPut(req.method, url.pathname);
      if (uploadId !== null) await receiveUploadPut(deps, req, res, uploadId);
      else await handleRest(req, res, url);
    } catch (error) {
      if (error instanceof BodyTooLargeError && !res.headersSent) res.setHeader("connection", "close");
      sendError(res, error);
    }
    return true;
  };
}
