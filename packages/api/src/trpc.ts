import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import type { Context } from "./context";
import { toErrorResponse } from "./error-response";
import { DomainError, notFound, notSignedIn } from "./errors";
import { isModerator } from "./services/moderation-status";

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  /**
   * The events subscription (contract §11): a ping every 20 s keeps proxies open, and a
   * client that hears nothing for 45 s reconnects (resuming from its last id).
   */
  sse: { ping: { enabled: true, intervalMs: 20_000 }, client: { reconnectAfterInactivityMs: 45_000 } },
  /** tRPC's own envelope around the same message and issues the REST twin answers (toErrorResponse). */
  errorFormatter({ shape, error }) {
    const { body } = toErrorResponse(error);
    return {
      ...shape,
      message: body.message,
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, issues: body.issues },
    };
  },
});

/** A domain error as the TRPCError that carries its code to tRPC's status table. */
const fromDomainError = (error: DomainError) => new TRPCError({ code: error.code, message: error.message, cause: error });

/** Services throw DomainError; this is the one place a procedure's result turns it into a TRPCError. */
function toTRPCError<Result extends { ok: true } | { ok: false; error: TRPCError }>(result: Result): Result {
  const cause = result.ok ? undefined : result.error.cause;
  if (cause instanceof DomainError) throw fromDomainError(cause);
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
  if (!ctx.user || !ctx.session) throw fromDomainError(notSignedIn());
  return toTRPCError(await next({ ctx: { user: ctx.user, session: ctx.session } }));
});

/**
 * Moderators only (contract §13): anyone else signed in gets 404, as if the path did
 * not exist; signed out, 401.
 */
export const moderatorProcedure = t.procedure.use(async ({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw fromDomainError(notSignedIn());
  if (!isModerator(ctx.deps, ctx.user.email)) throw fromDomainError(notFound());
  return toTRPCError(await next({ ctx: { user: ctx.user, session: ctx.session } }));
});
