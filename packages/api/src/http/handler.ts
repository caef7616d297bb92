import type { AnyTRPCProcedure } from "@trpc/server";
import { createHTTPHandler } from "@trpc/server/adapters/standalone";
import type { IncomingMessage, ServerResponse } from "node:http";
import { resolveSession } from "../auth/session";
import { createContextInner, type Context } from "../context";
import type { AppDeps } from "../deps";
import { toErrorResponse } from "../error-response";
import { DomainError, notFound } from "../errors";
import { appRouter } from "../root";
import { BodyTooLargeError, MAX_BODY_BYTES, declaredBodyTooLarge, readJsonBody } from "./body";
import { createClientIpReader, type ClientIpReader } from "./client-ip";
import { isAllowedOrigin } from "./csrf";
import { createEndpointTable } from "./endpoint-table";
import { endpoints } from "./endpoints";
import type { ProcedureEndpoint, ProcedurePath, RawEndpoint } from "./endpoints/endpoint";
import { OBJECTS_PREFIX } from "./object-routes";
import { noteRoute, logFault } from "./request-log";
import { sendError, sendJson } from "./respond";
import { setEveryAnswerHeaders } from "./security-headers";

/** `url`: the request target as the front door parsed it (parsed here when not given). */
export type ApiRequestHandler = (req: IncomingMessage, res: ServerResponse, url?: URL) => Promise<boolean>;

export interface ApiHandlerOptions {
  /** True once the server is shutting down: health answers 503 (docs/product-rules.md#hardening). */
  isDraining?: () => boolean;
}

const TRPC_PREFIX = "/api/trpc/";

async function contextFor(deps: AppDeps, clientIp: ClientIpReader, req: IncomingMessage, res: ServerResponse): Promise<Context> {
  const resolved = await resolveSession(deps, req.headers.cookie);
  if (resolved.cookie) res.appendHeader("set-cookie", resolved.cookie);
  return createContextInner({
    deps,
    session: resolved.session,
    user: resolved.user,
    clientIp: clientIp(req),
    userAgent: req.headers["user-agent"],
    setCookie: (cookie) => res.appendHeader("set-cookie", cookie),
  });
}

type ProcedureCall = (ctx: Context, input: unknown) => Promise<unknown>;

/**
 * A REST row's procedure, looked up once: the call tRPC's caller makes (same options,
 * same middleware chain), without building the caller's proxy and walking it per request.
 */
function procedureCall(path: ProcedurePath): ProcedureCall {
  const procedure = (appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure | undefined>)[path];
  if (!procedure) throw new Error(`No procedure at ${path}`);
  const { type } = procedure._def;
  return (ctx, input) =>
    procedure({ path, ctx, type, getRawInput: () => Promise.resolve(input), signal: undefined, batchIndex: 0 });
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
  const table = createEndpointTable(endpoints);
  const calls = new Map(
    endpoints.flatMap((endpoint) =>
      endpoint.kind === "procedure" ? [[endpoint, procedureCall(endpoint.procedure)] as const] : [],
    ),
  );
  const clientIp = createClientIpReader(deps.config.trustedProxies);

  const trpcHandler = createHTTPHandler({
    router: appRouter,
    basePath: TRPC_PREFIX,
    maxBodySize: MAX_BODY_BYTES,
    createContext: ({ req, res }) => contextFor(deps, clientIp, req, res),
    onError: ({ error, req }) => {
      if (error.code === "INTERNAL_SERVER_ERROR") logFault(req, "[api] unexpected error", error.cause ?? error);
    },
    responseMeta: ({ errors }) => ({
      headers: Object.assign({}, ...errors.map((error) => toErrorResponse(error).headers)) as Record<string, string>,
    }),
  });

  async function callEndpoint(
    endpoint: ProcedureEndpoint,
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    params: Record<string, string>,
  ) {
    // DELETE may carry a body too (docs/product-rules.md#push: DELETE /api/push/subscriptions with { endpoint }).
    const body = req.method === "GET" ? undefined : await readJsonBody(req);
    const request = { params, query: url.searchParams, body };
    const input = endpoint.input ? endpoint.input(request) : (body ?? {});
    const result = await calls.get(endpoint)!(await contextFor(deps, clientIp, req, res), input);
    sendJson(res, endpoint.status, endpoint.status === 204 ? undefined : result, endpoint.headers?.(result));
  }

  /** The table's answer: its endpoint, 405 with `Allow` for a known path, else 404 (thrown, as the endpoint's own errors). */
  function serveFromTable(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> | void {
    const match = table.match(req.method ?? "GET", url.pathname);
    if (match?.found) {
      noteRoute(req, match.found.path);
      return match.found.kind === "raw"
        ? serveRaw(match.found, req, res, url, match.params)
        : callEndpoint(match.found, req, res, url, match.params);
    }
    noteRoute(req, url.pathname.startsWith(OBJECTS_PREFIX) ? `${OBJECTS_PREFIX}*` : "/api/*");
    if (match) {
      res.setHeader("allow", match.allowed.join(", "));
      throw new DomainError("METHOD_NOT_SUPPORTED", `Use ${match.allowed.join(" or ")} for this path`);
    }
    throw notFound();
  }

  const serveRaw = (endpoint: RawEndpoint, req: IncomingMessage, res: ServerResponse, url: URL, params: Record<string, string>) =>
    endpoint.serve({ deps, req, res, url, params, draining: options.isDraining?.() ?? false });

  return async function handleApiRequest(req, res, given) {
    // Whichever lane answers (this one or Next), the browser never sniffs the type.
    setEveryAnswerHeaders(res);
    const url = given ?? new URL(req.url ?? "/", "http://localhost");
    const isApi = url.pathname.startsWith("/api/");
    if (!isApi && !url.pathname.startsWith(OBJECTS_PREFIX)) return false;

    if (isApi && !isAllowedOrigin(req, deps.config.appOrigin)) {
      sendError(res, new DomainError("FORBIDDEN", "Cross-site request refused"));
      return true;
    }
    if (isApi && declaredBodyTooLarge(req)) {
      res.setHeader("connection", "close");
      sendError(res, new BodyTooLargeError());
      req.resume();
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
    try {
      await serveFromTable(req, res, url);
    } catch (error) {
      if (error instanceof BodyTooLargeError && !res.headersSent) res.setHeader("connection", "close");
      sendError(res, error);
    }
    return true;
  };
}
