import type { IncomingMessage, ServerResponse } from "node:http";
import { resolveSession } from "../auth/session";
import type { AppDeps } from "../deps";
import { notSignedIn } from "../errors";
import type { SentEvent } from "../events/live-event";
import { sendError } from "./respond";

export const EVENTS_PATH = "/api/events";
/** docs/product-rules.md#live-events: a comment at least every 25 s keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 20_000;

/** One event in text/event-stream framing: id, name and one JSON data line. */
function formatEvent(event: SentEvent): string {
  return `id: ${event.id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * `GET /api/events` (docs/product-rules.md#live-events): the signed-in caller's events as text/event-stream,
 * resumed from `Last-Event-ID` (header) or `?lastEventId=`. Signed out: 401 JSON.
 */
export async function serveEventStream(deps: AppDeps, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const resolved = await resolveSession(deps, req.headers.cookie);
  if (resolved.cookie) res.appendHeader("set-cookie", resolved.cookie);
  if (!resolved.session || !resolved.user) {
    sendError(res, notSignedIn());
    return;
  }
  const header = req.headers["last-event-id"];
  const lastEventId = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get("lastEventId");

  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
    "x-content-type-options": "nosniff",
  });
  req.socket.setNoDelay(true);

  let ended = false;
  const heartbeat = setInterval(() => res.write(": ping\n\n"), HEARTBEAT_MS);
  let stopStream: (() => void) | null = null;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    stopStream?.();
    res.end();
  };
  res.on("close", end);
  stopStream = await deps.events.open(
    { userId: resolved.user.id, sessionId: resolved.session.id, lastEventId: lastEventId || null },
    { send: (event) => void (ended || res.write(formatEvent(event))), close: end },
  );
  if (ended) {
    stopStream();
    return;
  }
  // The headers go once the hub holds the stream (a resume's replay may have sent them
  // already): a client that sees the answer gets every event committed from then on.
  res.write(": open\n\n");
}
