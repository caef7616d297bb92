import type { IncomingMessage } from "node:http";
import { pino, type Logger } from "pino";
import { batchedStdout } from "./log-destination";

/**
 * Structured request logs (docs/product-rules.md#hardening): one JSON line per request, and a fault's
 * stack, only ever in the server log. What a request's line may carry is decided
 * here and nowhere else: method, route pattern, status, duration, request id. Never
 * the raw path (ids), the query, headers, cookies or bodies.
 */
interface RequestLogState {
  /** The server's logger: every line of the request carries `requestId` first (as a child logger's binding would). */
  logger: Logger;
  requestId: string;
  route: string | undefined;
}

/**
 * The state rides on the request itself under a private symbol: a WeakMap keyed by
 * every request left the collector an ephemeron per request to trace (bench/notes.md, B1).
 */
const STATE = Symbol("requestLog");
type LoggedRequest = IncomingMessage & { [STATE]?: RequestLogState };

const stateOf = (req: IncomingMessage): RequestLogState | undefined => (req as LoggedRequest)[STATE];

/** The server's logger: JSON lines on stdout, or on `destination` (tests capture it). */
export function createServerLogger(destination?: { write(line: string): void }): Logger {
  return pino(
    {
      base: undefined,
      // Errors carry their type, message and stack only: drivers put row values in other fields.
      serializers: { err: (error: unknown) => faultOf(error) },
    },
    destination ?? batchedStdout(),
  );
}

interface Fault {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  cause?: Fault;
}

/**
 * What a message may say in the log: the query's parameters (drizzle's "Failed
 * query: … params: …") and quoted input values (postgres' `invalid input syntax for
 * type uuid: "…"`) are user data, so they are cut.
 */
function scrub(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, "\nparams: (not logged)").replace(/: "[^"]*"/g, ': "…"');
}

function faultOf(error: unknown, depth = 0): Fault {
  if (!(error instanceof Error)) return { type: typeof error, message: "non-error thrown" };
  const code = (error as { code?: unknown }).code;
  const message = scrub(error.message);
  // The stack opens with the message: that part is scrubbed too.
  const frames = error.stack?.includes("\n    at ") ? error.stack.slice(error.stack.indexOf("\n    at ")) : "";
  return {
    type: error.name,
    message,
    ...(error.stack ? { stack: `${error.name}: ${message}${frames}` } : {}),
    ...(typeof code === "string" ? { code } : {}),
    ...(error.cause instanceof Error && depth < 3 ? { cause: faultOf(error.cause, depth + 1) } : {}),
  };
}

/**
 * Starts the request's log state. No child logger per request (pino builds one with
 * its bindings serialised, bench/notes.md): the request id is the first field of each
 * line instead, which pino writes exactly where a child's binding would go.
 */
export function startRequestLog(req: IncomingMessage, logger: Logger, requestId: string): void {
  (req as LoggedRequest)[STATE] = { logger, requestId, route: undefined };
}

/** The request's one `request` line: method, route pattern, status, duration (and `aborted` when cut short). */
export function logRequestLine(req: IncomingMessage, status: number, durationMs: number, aborted: boolean): void {
  const state = stateOf(req);
  if (!state) return;
  const line: Record<string, unknown> = {
    requestId: state.requestId,
    method: req.method,
    route: state.route ?? "(unread)",
    status,
    durationMs,
  };
  if (aborted) line.aborted = true;
  state.logger.info(line, "request");
}

/** The route pattern (`/api/matches/:id`) the request was answered by, for its log line. */
export function noteRoute(req: IncomingMessage, route: string): void {
  const state = stateOf(req);
  if (state) state.route = route;
}

/** A server fault with its stack, in the request's log (or on stderr outside the front door). */
export function logFault(req: IncomingMessage | undefined, label: string, error: unknown): void {
  const state = req ? stateOf(req) : undefined;
  if (state) state.logger.error({ requestId: state.requestId, err: error }, label);
  else console.error(label, error);
}
