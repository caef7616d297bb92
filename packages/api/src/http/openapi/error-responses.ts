import type { ErrorStatus } from "../endpoints/endpoint";
import type { Json } from "./schema-set";

export type DocumentedStatus = ErrorStatus | 500;

/** The shared error answers, one component each; 429 carries Retry-After. */
const ERROR_RESPONSES: Record<DocumentedStatus, { name: string; description: string }> = {
  400: { name: "BadRequest", description: "Invalid input: `message` is the first issue's, `issues` lists each field." },
  401: { name: "Unauthorized", description: "Not signed in (no or an ended session), or wrong email or password." },
  403: { name: "Forbidden", description: "Signed in but not allowed, or a cross-site `Origin`." },
  404: { name: "NotFound", description: "Not found, or not the caller's (never reveals that it exists)." },
  409: { name: "Conflict", description: "Conflicts with what exists (email taken, profile or answers already there)." },
  413: { name: "PayloadTooLarge", description: "The body is over the limit (12 MB; an image over the image limit)." },
  429: { name: "TooManyRequests", description: "Rate limited: try again after `Retry-After` seconds." },
  500: { name: "ServerError", description: "A fault on our side; the message carries no internals." },
  503: { name: "ServiceUnavailable", description: "Not serving now (the database does not answer, or shutting down)." },
};

/** An operation's error answers: references to the shared components, 500 always included. */
export function errorResponses(statuses: Iterable<DocumentedStatus>): Record<string, Json> {
  const responses: Record<string, Json> = {};
  for (const status of [...new Set([...statuses, 500 as const])].sort((a, b) => a - b)) {
    responses[String(status)] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
  }
  return responses;
}

/** The shared error components, each answering the error body (`errorSchema`). */
export function errorResponseComponents(errorSchema: Json): Record<string, Json> {
  const responses: Record<string, Json> = {};
  for (const [status, { name, description }] of Object.entries(ERROR_RESPONSES)) {
    responses[name] = {
      description,
      ...(status === "429"
        ? {
            headers: {
              "Retry-After": { description: "Seconds to wait", required: true, schema: { type: "integer", minimum: 0 } },
            },
          }
        : {}),
      content: { "application/json": { schema: errorSchema } },
    };
  }
  return responses;
}
