/**
 * The domain error services throw: a code and a message for the caller. The one
 * mapping to a transport's answer (status, §1 body, headers) is toErrorResponse in
 * error-response.ts; trpc.ts turns it into a TRPCError for the procedures.
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

  constructor(code: DomainErrorCode, message: string, options: { retryAfterSeconds?: number; issues?: ErrorIssue[] } = {}) {
    super(message);
    this.name = "DomainError";
    this.code = code;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.issues = options.issues;
  }
}

export const notFound = (what = "Not found") => new DomainError("NOT_FOUND", what);
export const badRequest = (message: string, path = "") =>
  new DomainError("BAD_REQUEST", message, { issues: [{ path, message }] });

/** The one "not signed in" (401), wherever a session is missing or no longer has a user. */
export const notSignedIn = () => new DomainError("UNAUTHORIZED", "Not signed in");
