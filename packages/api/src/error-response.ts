import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { DomainError, schemaIssues, type ErrorIssue } from "./errors";

/** The error body every non-2xx answer has (docs/product-rules.md#transport-and-errors). */
export interface ErrorBody {
  message: string;
  code: string;
  issues?: ErrorIssue[];
}

/** What any transport answers for an error. */
export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";

/** Issues of a validation failure (zod or any standard schema) or of a domain error. */
function issuesOf(error: TRPCError): ErrorIssue[] | undefined {
  const cause = error.cause;
  if (cause instanceof DomainError) return cause.issues;
  const issues = (cause as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? schemaIssues(issues as { path?: PropertyKey[]; message?: string }[]) : undefined;
}

/**
 * Any thrown value as a TRPCError: a domain error keeps its code, anything unknown is a
 * server fault. The one DomainError → TRPCError mapping: the procedures' middleware
 * (trpc.ts) throws what it returns, and toErrorResponse reads the status from it.
 */
export function asTRPCError(error: unknown): TRPCError {
  if (error instanceof TRPCError) {
    // A domain error thrown where tRPC wrapped it (e.g. in a middleware) keeps its own code.
    return error.cause instanceof DomainError && error.code === "INTERNAL_SERVER_ERROR" ? asTRPCError(error.cause) : error;
  }
  if (error instanceof DomainError) return new TRPCError({ code: error.code, message: error.message, cause: error });
  return new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error });
}

/**
 * The one mapping from a thrown error to an answer: the status (tRPC's code → HTTP
 * table), the error body and the headers (Retry-After on 429). The message a client sees
 * is the first validation issue's own words (the spec's texts), a domain error's
 * message, and never internals for a server fault. Used by the tRPC error formatter
 * and responseMeta, the REST lane, the object routes and the server's last resort.
 */
export function toErrorResponse(error: unknown): ErrorResponse {
  const trpcError = asTRPCError(error);
  const issues = trpcError.code === "BAD_REQUEST" ? issuesOf(trpcError) : undefined;
  const message = trpcError.code === "INTERNAL_SERVER_ERROR" ? INTERNAL_MESSAGE : (issues?.[0]?.message ?? trpcError.message);
  const reason = trpcError.cause instanceof DomainError ? trpcError.cause.reason : undefined;
  const body: ErrorBody = { message, code: reason ?? trpcError.code };
  if (issues?.length) body.issues = issues;
  const retryAfter = trpcError.cause instanceof DomainError ? trpcError.cause.retryAfterSeconds : undefined;
  return {
    status: getHTTPStatusCodeFromError(trpcError),
    body,
    headers: retryAfter === undefined ? {} : { "retry-after": String(retryAfter) },
  };
}

/** True for an answer that means a fault on our side (it is logged; the client sees only INTERNAL_MESSAGE). */
export const isServerFault = (response: ErrorResponse) => response.status >= 500;
