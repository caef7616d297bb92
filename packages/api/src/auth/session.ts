import { preparedOnce, schema, type Database } from "@unveil/db";
import { eq, sql } from "drizzle-orm";
import type { Session, User } from "lucia";
import type { AppDeps } from "../deps";
import { SESSION_COOKIE_NAME } from "./lucia";

/** Last-seen is written at most once a minute per user: enough for a 5-minute live count. */
const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

export interface ResolvedSession {
  session: Session | null;
  user: User | null;
  /** Cookie to send back: a refreshed session or a blank one clearing a dead session. */
  cookie: string | null;
}

/** What a session id can look like (Lucia's are lower-case base32); anything else is no session. */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The session id in a Cookie header: null when there is no session cookie, "" when
 * there is one that cannot be a session. docs/product-rules.md#hardening: such a cookie (bad
 * percent-escapes, NUL, any other junk) is simply no session, never an error; other
 * cookies in the header cannot spoil it either.
 */
export function sessionIdOfCookieHeader(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1 || pair.slice(0, separator).trim() !== SESSION_COOKIE_NAME) continue;
    let value: string;
    try {
      value = decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return "";
    }
    return SESSION_ID_PATTERN.test(value) ? value : "";
  }
  return null;
}

/** Reads the session cookie, validates it against the database and refreshes last-seen. */
export async function resolveSession(deps: AppDeps, cookieHeader: string | undefined): Promise<ResolvedSession> {
  const sessionId = sessionIdOfCookieHeader(cookieHeader);
  if (sessionId === null) return { session: null, user: null, cookie: null };
  // A junk cookie is cleared like a dead session's, so a browser is not left carrying it.
  if (sessionId === "") return { session: null, user: null, cookie: deps.lucia.createBlankSessionCookie().serialize() };
  const { session, user } = await deps.lucia.validateSession(sessionId);
  if (!session || !user) {
    return { session: null, user: null, cookie: deps.lucia.createBlankSessionCookie().serialize() };
  }
  const now = deps.now();
  const userDue = now.getTime() - user.lastSeenAt.getTime() > LAST_SEEN_WRITE_INTERVAL_MS;
  const sessionDue = now.getTime() - session.lastSeenAt.getTime() >= SESSION_LAST_SEEN_WRITE_INTERVAL_MS;
  if (userDue || sessionDue) {
    // Both last-seens in one prepared statement when both are due (one round trip, nothing built per call).
    const query = userDue ? (sessionDue ? touchBothQuery : touchUserQuery) : touchSessionQuery;
    await query(deps.db).execute({ now: now.toISOString(), userId: user.id, sessionId: session.id });
  }
  if (userDue) await deps.stores.liveUsers.seen(user.id, now, user.lastSeenAt);
  return {
    session,
    user,
    cookie: session.fresh ? deps.lucia.createSessionCookie(session.id).serialize() : null,
  };
}

/** A session's own last-seen (the signed-in devices list, docs/product-rules.md#the-daters-data): also at most once a minute. */
const SESSION_LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

// An ISO string: a placeholder in SET bypasses the column's own Date encoding.
const setLastSeen = { lastSeenAt: sql`${sql.placeholder("now")}` };

const touchedUser = (d: Database) =>
  d
    .update(schema.users)
    .set(setLastSeen)
    .where(eq(schema.users.id, sql.placeholder("userId")));
const touchedSession = (d: Database) =>
  d
    .update(schema.sessions)
    .set(setLastSeen)
    .where(eq(schema.sessions.id, sql.placeholder("sessionId")));

const touchUserQuery = (db: Database) => preparedOnce(db, "touch_user", (d) => touchedUser(d).prepare("touch_user"));
const touchSessionQuery = (db: Database) => preparedOnce(db, "touch_session", (d) => touchedSession(d).prepare("touch_session"));
/** The user's last-seen as a data-modifying CTE of the session's: PostgreSQL runs it though nothing reads it. */
const touchBothQuery = (db: Database) =>
  preparedOnce(db, "touch_user_and_session", (d) => {
    const user = d.$with("touched_user").as(touchedUser(d).returning({ id: schema.users.id }));
    return d
      .with(user)
      .update(schema.sessions)
      .set(setLastSeen)
      .where(eq(schema.sessions.id, sql.placeholder("sessionId")))
      .prepare("touch_user_and_session");
  });
