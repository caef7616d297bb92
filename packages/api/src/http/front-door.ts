import { randomUUID } from "node:crypto";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Logger } from "pino";
import { toErrorResponse } from "../error-response";
import { DomainError, badRequest } from "../errors";
import { sendError } from "./respond";
import { logRequestLine, noteRoute, startRequestLog } from "./request-log";

/** How long an idle keep-alive connection stays open. */
const KEEP_ALIVE_MS = 65_000;

type RequestListener = (req: IncomingMessage, res: ServerResponse) => Promise<unknown>;
type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => unknown;

export interface FrontDoorOptions {
  /** The API lane: resolves false for requests that are not the API's. */
  api: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;
  /** Everything else (Next's pages and files). */
  fallback: RequestListener;
  logger: Logger;
  /** True for a path Next serves as a static file (GET and HEAD only). */
  isStaticFile?: (pathname: string) => boolean;
  /** True once the server is shutting down: answers close their connection. */
  isDraining?: () => boolean;
  /** Upgrades Next itself needs (its dev server's hot reload under /_next/); every other upgrade is refused. */
  nextUpgrade?: UpgradeListener;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
const UUID_SEGMENT = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi;
const STATIC_PREFIX = "/_next/static/";

/**
 * The request target as route code may rely on it: origin-form (`/path?query`), a
 * parseable URL, a path whose percent-escapes decode to UTF-8 without NUL. `*`,
 * absolute URLs, `//host` and broken escapes are the caller's fault (400).
 */
function readTarget(rawTarget: string | undefined): URL {
  const target = rawTarget ?? "";
  if (!target.startsWith("/") || target.startsWith("//")) throw badRequest("Malformed request target");
  let url: URL;
  try {
    url = new URL(target, "http://localhost");
  } catch {
    throw badRequest("Malformed request target");
  }
  // Without a `%` there is nothing to decode: the parser has escaped every control character (NUL too).
  if (!url.pathname.includes("%") && !url.search.includes("%")) return url;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
    decodeURIComponent(url.search.replace(/\+/g, " "));
  } catch {
    throw badRequest("Malformed percent-escape in the request target");
  }
  if (decoded.includes("\0")) throw badRequest("Malformed request target");
  return url;
}

/** The route pattern for a request no lane named (pages and files): ids folded away. */
function fallbackRoute(pathname: string): string {
  if (pathname.startsWith(STATIC_PREFIX)) return `${STATIC_PREFIX}*`;
  return pathname.replace(UUID_SEGMENT, "/:id");
}

const isApiPath = (pathname: string) => pathname.startsWith("/api/") || pathname.startsWith("/objects/");

/**
 * The one front door every request goes through (docs/product-rules.md#hardening, decision 0011): a
 * request id and a log line for each request; the target, path escapes and the
 * method on static files checked before any route code runs, each failing into the
 * error body; then the API lane, else Next; and the last resort for whatever
 * escaped both. Cookies and bodies are read by the lanes' shared helpers
 * (auth/session.ts, http/body.ts), which fail the same way.
 */
export function createFrontDoor(options: FrontDoorOptions) {
  const isStaticFile = (pathname: string) => pathname.startsWith(STATIC_PREFIX) || (options.isStaticFile?.(pathname) ?? false);

  function handleRequest(req: IncomingMessage, res: ServerResponse): void {
    const started = performance.now();
    const given = req.headers["x-request-id"];
    const requestId = typeof given === "string" && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    res.setHeader("x-request-id", requestId);
    if (options.isDraining?.()) res.setHeader("connection", "close");
    startRequestLog(req, options.logger, requestId);
    let logged = false;
    // One listener: an answer closes after it finished (the next tick), or when cut short.
    res.on("close", () => {
      if (logged) return;
      logged = true;
      logRequestLine(req, res.statusCode, Math.round((performance.now() - started) * 10) / 10, !res.writableFinished);
    });

    void serve(req, res).catch((error: unknown) => sendError(res, error, "[server] request failed"));
  }

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = readTarget(req.url);
    } catch (error) {
      noteRoute(req, "(bad target)");
      refuse(res, error);
      return;
    }
    const { pathname } = url;
    if (isApiPath(pathname)) res.setHeader("x-content-type-options", "nosniff");
    if (isStaticFile(pathname) && req.method !== "GET" && req.method !== "HEAD") {
      noteRoute(req, fallbackRoute(pathname));
      res.setHeader("allow", "GET, HEAD");
      refuse(res, new DomainError("METHOD_NOT_SUPPORTED", "Use GET or HEAD for this file"));
      return;
    }
    if (await options.api(req, res, url)) return;
    noteRoute(req, fallbackRoute(pathname));
    await options.fallback(req, res);
  }

  /** Answers before any body was read: the connection is closed, so an unread body cannot be mistaken for the next request. */
  function refuse(res: ServerResponse, error: unknown): void {
    res.setHeader("connection", "close");
    // A JSON error body, wherever the target pointed: never sniffed.
    res.setHeader("x-content-type-options", "nosniff");
    sendError(res, error);
  }

  /**
   * Upgrades (websocket, h2c): none is served by the app, so each is answered with a
   * 400 error body and the socket closed, never left hanging.
   */
  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const pathname = (req.url ?? "").split("?")[0] ?? "";
    if (options.nextUpgrade && pathname.startsWith("/_next/")) {
      void options.nextUpgrade(req, socket, head);
      return;
    }
    const response = toErrorResponse(badRequest("Upgrade is not supported"));
    const payload = JSON.stringify(response.body);
    options.logger.info({ method: req.method, route: "(upgrade)", status: response.status, durationMs: 0 }, "request");
    socket.on("error", () => socket.destroy());
    socket.end(
      `HTTP/1.1 ${response.status} Bad Request\r\n` +
        "content-type: application/json; charset=utf-8\r\n" +
        `content-length: ${Buffer.byteLength(payload)}\r\n` +
        "x-content-type-options: nosniff\r\n" +
        "connection: close\r\n\r\n" +
        payload,
    );
  }

  /** A request Node's parser refused (bad request line, header junk): a 400 error body, then the socket is closed. */
  function handleClientError(error: Error & { code?: string }, socket: Duplex): void {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
    const body = tooLarge
      ? { message: "Request headers are too large", code: "BAD_REQUEST" }
      : { message: "Malformed request", code: "BAD_REQUEST" };
    const payload = JSON.stringify(body);
    options.logger.info({ route: "(unparsable)", status: tooLarge ? 431 : 400, durationMs: 0 }, "request");
    socket.end(
      `HTTP/1.1 ${tooLarge ? "431 Request Header Fields Too Large" : "400 Bad Request"}\r\n` +
        "content-type: application/json; charset=utf-8\r\n" +
        `content-length: ${Buffer.byteLength(payload)}\r\n` +
        "x-content-type-options: nosniff\r\n" +
        "connection: close\r\n\r\n" +
        payload,
    );
  }

  return {
    handleRequest,
    /** Mounts the front door on a server: every request, every upgrade, every unparsable request. */
    attach(server: Server): void {
      // An idle keep-alive connection outlives every client and proxy in front of it (HAProxy's
      // http-keep-alive is 10 s): with Node's 5 s default, a client reusing the connection as
      // the server closed it got ECONNRESET (seen in the browser suite). Draining closes idle ones.
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      server.headersTimeout = KEEP_ALIVE_MS + 1_000;
      server.on("request", handleRequest);
      server.on("upgrade", handleUpgrade);
      server.on("clientError", handleClientError);
    },
  };
}
