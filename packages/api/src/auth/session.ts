import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import type { Session, User } from "lucia";
import type { AppDeps } from "../deps";

/** Last-seen is written at most once a minute per user: enough for a 5-minute live count. */
const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

export interface ResolvedSession {
  session: Session | null;
  user: User | null;
  /** Cookie to send back: a refreshed session or a blank one clearing a dead session. */
  cookie: string | null;
}

/** Reads the session cookie, validates it against the database and refreshes last-seen. */
export async function resolveSession(deps: AppDeps, cookieHeader: string | undefined): Promise<ResolvedSession> {
  const sessionId = deps.lucia.readSessionCookie(cookieHeader ?? "");
  if (!sessionId) return { session: null, user: null, cookie: null };
  const { session, user } = await deps.lucia.validateSession(sessionId);
  if (!session || !user) {
    return { session: null, user: null, cookie: deps.lucia.createBlankSessionCookie().serialize() };
  }
  const now = deps.now();
  if (now.getTime() - user.lastSeenAt.getTime() > LAST_SEEN_WRITE_INTERVAL_MS) {
    await deps.db.update(schema.users).set({ lastSeenAt: now }).where(eq(schema.users.id, user.id));
  }
  await touchSession(deps, session, now);
  return {
    session,
    user,
    cookie: session.fresh ? deps.lucia.createSessionCookie(session.id).serialize() : null,
  };
}

/** A session's own last-seen (the signed-in devices list, contract §14): also at most once a minute. */
const SESSION_LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

async function touchSession(deps: AppDeps, session: Session, now: Date): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() < SESSION_LAST_SEEN_WRITE_INTERVAL_MS) return;
  await deps.db.update(schema.sessions).set({ lastSeenAt: now }).where(eq(schema.sessions.id, session.id));
}
