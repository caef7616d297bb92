import type { Session, User } from "lucia";
import type { AppDeps } from "./deps";

export interface Context {
  deps: AppDeps;
  session: Session | null;
  user: User | null;
  clientIp: string;
  /** The request's User-Agent, for the signed-in devices list (docs/product-rules.md#the-daters-data). */
  userAgent: string | undefined;
  /** Sends a Set-Cookie with the response (the HTTP layer decides how). */
  setCookie: (serializedCookie: string) => void;
}

export interface ContextInput {
  deps: AppDeps;
  session?: Session | null;
  user?: User | null;
  clientIp?: string;
  userAgent?: string;
  setCookie?: (serializedCookie: string) => void;
}

/**
 * The context without any transport: the HTTP front door fills it from the request
 * (http/handler.ts); rule tests and server code call procedures through it with
 * `createCaller(createContextInner({ deps, user, session }))`.
 */
export function createContextInner(input: ContextInput): Context {
  return {
    deps: input.deps,
    session: input.session ?? null,
    user: input.user ?? null,
    clientIp: input.clientIp ?? "unknown",
    userAgent: input.userAgent,
    setCookie: input.setCookie ?? (() => {}),
  };
}
