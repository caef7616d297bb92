import { EVENTS_PATH, serveEventStream } from "../event-stream";
import { rawEndpoint } from "./endpoint";

export const eventEndpoints = [
  rawEndpoint({
    method: "GET",
    path: EVENTS_PATH,
    tag: "events",
    summary: "The caller's live events (Server-Sent Events)",
    description:
      "A `text/event-stream` of the caller's events (messages, matches, typing, reads); resumes after the `Last-Event-ID` header or `?lastEventId=`.",
    success: { status: 200, raw: { mediaTypes: ["text/event-stream"], description: "The event stream" } },
    errors: [401],
    serve: ({ deps, req, res, url }) => serveEventStream(deps, req, res, url),
  }),
];
