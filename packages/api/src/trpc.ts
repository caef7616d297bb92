import { initTRPC, type TRPCError } from "@trpc/server";
import type { Session, User } from "lucia";
import superjson from "superjson";
import type { Context } from "./context";
import { asTRPCError, toErrorResponse } from "./error-response";
import { DomainError, notFound, notSignedIn } from "./errors";
import { isModerator } from "./services/moderation-status";

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  /**
   * The events subscription (docs/product-rules.md#live-events): a ping every 20 s keeps proxies open, and a
   * client that hears nothing for 45 s reconnects (resuming from its last id).
   */
  sse: { ping: { enabled: true, intervalMs: 20_000 }, client: { reconnectAfterInactivityMs: 45_000 } },
  /** tRPC's own envelope around the same message and issues the REST twin answers (toErrorResponse). */
  errorFormatter({ shape, error }) {
    const { body } = toErrorResponse(error);
    return {
      ...shape,
      message: body.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        issues: body.issues,
        // The error body's precise code when it differs (e.g. MESSAGE_MAY_HURT), for the client to act on.
        ...(body.code === shape.data.code ? {} : { reason: body.code }),
      },
    };
  },
});

/**
 * Services throw DomainError, which tRPC wraps as a 500; a procedure's failure is
 * rethrown with the domain error's own code (asTRPCError), so a caller sees the same
 * code the REST twin answers.
 */
function withDomainCode<Result extends { ok: true } | { ok: false; error: TRPCError }>(result: Result): Result {
  const cause = result.ok ? undefined : result.error.cause;
  if (cause instanceof DomainError) throw asTRPCError(cause);
  return result;
}

/**
 * A mutation's writes have committed when it answers: the live events they recorded are
 * announced to every instance now (docs/product-rules.md#beyond-one-machine; batched by the hub).
 */
function announceWrites<Result>(ctx: Context, type: string, result: Result): Result {
  if (type === "mutation") ctx.deps.events.committed();
  return result;
}

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(async ({ ctx, type, next }) =>
  withDomainCode(announceWrites(ctx, type, await next())),
);

/** The context past a signed-in check: its user and session are not null. */
type SignedIn = { user: User; session: Session };

/**
 * `next` with no new context: the procedure gets the very context just checked (tRPC
 * would copy it into a new object for a `ctx` given here, a cost the chat poll's
 * profile showed, bench/notes.md B1); the type says what the check proved.
 */
const SAME_CONTEXT = Object.freeze({});

/**
 * Signed-in callers only; narrows ctx.user and ctx.session to non-null. One
 * middleware, not two chained: tRPC copies the call's options at every level, which
 * showed in the chat poll's CPU profile (bench/notes.md, B1).
 */
export const protectedProcedure = t.procedure.use(async ({ ctx, type, next }) => {
  if (!ctx.user || !ctx.session) throw asTRPCError(notSignedIn());
  return withDomainCode(announceWrites(ctx, type, await next<SignedIn>(SAME_CONTEXT)));
});

/**
 * Moderators only (docs/product-rules.md#moderation): anyone else signed in gets 404, as if the path did
 * not exist; signed out, 401.
 */
export const moderatorProcedure = t.procedure.use(async ({ ctx, type, next }) => {
  if (!ctx.user || !ctx.session) throw asTRPCError(notSignedIn());
  if (!isModerator(ctx.deps, ctx.user.email)) throw asTRPCError(notFound());
  return withDomainCode(announceWrites(ctx, type, await next<SignedIn>(SAME_CONTEXT)));
});
