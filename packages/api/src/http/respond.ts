import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { ServerResponse } from "node:http";
import { DomainError, type ErrorIssue } from "../errors";
import { errorIssues, publicMessage, retryAfterSeconds } from "../trpc";

/** The contract's error body (§1). */
export interface ErrorBody {
  message: string;
  code: string;
  issues?: ErrorIssue[];
}

export interface HttpError {
  status: number;
  body: ErrorBody;
  retryAfterSeconds?: number;
}

/** The one mapping from a thrown error to the REST status, headers and JSON body. */
export function toHttpError(error: unknown): HttpError {
  // A DomainError reaches here directly from the raw (non-procedure) paths, e.g. the upload PUT.
  const trpcError =
    error instanceof TRPCError
      ? error
      : error instanceof DomainError
        ? new TRPCError({ code: error.code, message: error.message, cause: error })
        : new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error });
  const issues = trpcError.code === "BAD_REQUEST" ? errorIssues(trpcError) : undefined;
  const body: ErrorBody = { message: publicMessage(trpcError), code: trpcError.code };
  if (issues?.length) body.issues = issues;
  const retryAfter = retryAfterSeconds(trpcError);
  return {
    status: getHTTPStatusCodeFromError(trpcError),
    body,
    ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (body === undefined) {
    res.writeHead(status, { "cache-control": "no-store" });
    res.end();
    return;
  }
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(payload),
    "cache-control": "no-store",
  });
  res.end(payload);
}

export function sendError(res: ServerResponse, error: HttpError): void {
  if (error.retryAfterSeconds !== undefined) res.setHeader("retry-after", String(error.retryAfterSeconds));
  sendJson(res, error.status, error.body);
}

export function sendPlainError(res: ServerResponse, status: number, code: string, message: string): void {
  sendJson(res, status, { message, code } satisfies ErrorBody);
}
