import { schema, type Database } from "@unveil/db";
import type { SessionIdInput } from "@unveil/validators";
import type { SessionOutput } from "@unveil/validators/outputs";
import Bowser from "bowser";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import { createHash } from "node:crypto";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";

type SessionIdData = z.output<typeof SessionIdInput>;

const SESSION_NOT_FOUND = "Session not found";
const UNKNOWN_DEVICE = "Unknown device";
/** The longest device label kept: a label, not a fingerprint. */
const DEVICE_LABEL_MAX = 60;

/** docs/product-rules.md#the-daters-data session (SessionOutput in @unveil/validators). */
type SessionView = SessionOutput;

/**
 * The id a session is known by outside the cookie: a SHA-256 of the secret, so a
 * listed id can neither sign anyone in nor be turned back into the cookie.
 */
export function publicSessionId(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("base64url");
}

/** "Firefox on Linux", "Safari on iOS"…: a short browser/OS label (bowser), never the raw header. */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  const label = browser && os ? `${browser} on ${os}` : (browser ?? os ?? UNKNOWN_DEVICE);
  return label.slice(0, DEVICE_LABEL_MAX);
}

/** The columns a new session row starts with (lucia's createSession attributes). */
export function newSessionAttributes(deps: AppDeps, userAgent: string | undefined) {
  const now = deps.now();
  return { createdAt: now, lastSeenAt: now, device: deviceLabel(userAgent) };
}

/** The caller's live sessions, most recently used first. */
async function liveSessions(deps: AppDeps, userId: string) {
  return deps.db
    .select({
      id: schema.sessions.id,
      createdAt: schema.sessions.createdAt,
      lastSeenAt: schema.sessions.lastSeenAt,
      expiresAt: schema.sessions.expiresAt,
      device: schema.sessions.device,
    })
    .from(schema.sessions)
    .where(and(eq(schema.sessions.userId, userId), gt(schema.sessions.expiresAt, deps.now())))
    .orderBy(desc(schema.sessions.lastSeenAt));
}

export async function listSessions(deps: AppDeps, userId: string, currentSessionId: string | null): Promise<SessionView[]> {
  return (await liveSessions(deps, userId)).map((row) => ({
    id: publicSessionId(row.id),
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    current: row.id === currentSessionId,
    device: row.device || UNKNOWN_DEVICE,
  }));
}

/** The export's view of the sessions (docs/product-rules.md#the-daters-data): no ids, no devices. */
export async function exportSessions(deps: AppDeps, userId: string, currentSessionId: string | null) {
  return (await liveSessions(deps, userId)).map((row) => ({
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    current: row.id === currentSessionId,
  }));
}

/** Ends one of the caller's sessions by its public id; 404 when it is not theirs. Answers whether it was the current one. */
export async function endSession(
  deps: AppDeps,
  userId: string,
  currentSessionId: string | null,
  input: SessionIdData,
): Promise<{ endedCurrent: boolean }> {
  const owned = await deps.db.select({ id: schema.sessions.id }).from(schema.sessions).where(eq(schema.sessions.userId, userId));
  const target = owned.find((row) => publicSessionId(row.id) === input.id);
  if (!target) throw notFound(SESSION_NOT_FOUND);
  await deps.lucia.invalidateSession(target.id);
  return { endedCurrent: target.id === currentSessionId };
}

/** Signs the caller out everywhere but here (pass a transaction to make it part of a change). */
export async function revokeOtherSessions(db: Database, userId: string, currentSessionId: string): Promise<void> {
  await db.delete(schema.sessions).where(and(eq(schema.sessions.userId, userId), ne(schema.sessions.id, currentSessionId)));
}

/**
 * Signs the user out on every device (docs/product-rules.md#accounts). The sessions' delete trigger
 * tells every instance, which closes the user's event streams at once (#live-events).
 */
export async function endAllSessions(db: Database, userId: string): Promise<void> {
  await db.delete(schema.sessions).where(eq(schema.sessions.userId, userId));
}
