/**
 * The domain error services throw: a code and a message for the caller. Both its
 * mappings live in error-response.ts: asTRPCError (the procedures' error, used by
 * trpc.ts's middleware) and toErrorResponse (status, error body, headers of any answer).
 */
export type DomainErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "METHOD_NOT_SUPPORTED"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "TOO_MANY_REQUESTS";

export interface ErrorIssue {
  path: string;
  message: string;
}

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  /** Seconds until a rate-limited caller may try again (TOO_MANY_REQUESTS only). */
  readonly retryAfterSeconds: number | undefined;
  readonly issues: ErrorIssue[] | undefined;
  /** A more precise `code` for the error body than the status's own (e.g. MESSAGE_MAY_HURT for a 409). */
  readonly reason: string | undefined;

  constructor(
    code: DomainErrorCode,
    message: string,
    options: { retryAfterSeconds?: number; issues?: ErrorIssue[]; reason?: string } = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.code = code;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.issues = options.issues;
    this.reason = options.reason;
  }
}

export const notFound = (what = "Not found") => new DomainError("NOT_FOUND", what);
export const badRequest = (message: string, path = "") =>
  new DomainError("BAD_REQUEST", message, { issues: [{ path, message }] });

/** A schema's failure (zod or any standard schema) as error issues: the path joined with dots. */
export function schemaIssues(issues: readonly { path?: readonly PropertyKey[]; message?: string }[]): ErrorIssue[] {
  return issues.map((issue) => ({
    path: (issue.path ?? []).map(String).join("."),
    message: issue.message ?? "Invalid input",
  }));
}

/** The 400 of input a shared schema refused outside a procedure: every issue, the first one's words. */
export function invalidInput(issues: readonly { path?: readonly PropertyKey[]; message?: string }[]): DomainError {
  const listed = schemaIssues(issues);
  return new DomainError("BAD_REQUEST", listed[0]?.message ?? "Invalid input", { issues: listed });
}

/** The one "not signed in" (401), wherever a session is missing or no longer has a user. */
export const notSignedIn = () => new DomainError("UNAUTHORIZED", "Not signed in");
