import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import type { Context } from "./context";
import { DomainError, type ErrorIssue } from "./errors";

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";

/** Issues of a validation failure (zod or any standard schema) or of a domain error. */
export function errorIssues(error: TRPCError): ErrorIssue[] | undefined {
  const cause = error.cause;
  if (cause instanceof DomainError) return cause.issues;
  const issues = (cause as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return undefined;
  return issues.map((issue: { path?: PropertyKey[]; message?: string }) => ({
    path: (issue.path ?? []).map(String).join("."),
    message: issue.message ?? "Invalid input",
  }));
}

/**
 * The message a client sees: the first validation issue's own words (the spec's
 * texts), a domain error's message, and never internals for a server fault.
 */
export function publicMessage(error: TRPCError): string {
  if (error.code === "INTERNAL_SERVER_ERROR") return INTERNAL_MESSAGE;
  const issues = errorIssues(error);
  if (error.code === "BAD_REQUEST" && issues?.[0]) return issues[0].message;
  return error.message;
}

export function retryAfterSeconds(error: TRPCError): number | undefined {
  return error.cause instanceof DomainError ? error.cause.retryAfterSeconds : undefined;
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    return {
      ...shape,
      message: publicMessage(error),
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        issues: errorIssues(error),
      },
    };
  },
});

/** Services throw DomainError; this is the one place it becomes a TRPCError. */
function toTRPCError<Result extends { ok: true } | { ok: false; error: TRPCError }>(result: Result): Result {
  const cause = result.ok ? undefined : result.error.cause;
  if (cause instanceof DomainError) throw new TRPCError({ code: cause.code, message: cause.message, cause });
  return result;
}

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(async ({ next }) => toTRPCError(await next()));

/**
 * Signed-in callers only; narrows ctx.user and ctx.session to non-null. One
 * middleware, not two chained: tRPC copies the call's options at every level, which
 * showed in the chat poll's CPU profile (bench/notes.md, B1).
 */
export const protectedProcedure = t.procedure.use(async ({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: "UNAUTHORIZED", message: "Not signed in" });
  return toTRPCError(await next({ ctx: { user: ctx.user, session: ctx.session } }));
});
