import { isUniqueViolation, schema } from "@unveil/db";
import type { LoginInput, RegisterInput } from "@unveil/validators";
import { eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { hashPassword, spendPasswordCheckTime, verifyPassword } from "../auth/password";
import type { AppDeps } from "../deps";
import { DomainError } from "../errors";
import { startEmailConfirmation } from "./email-confirmation";
import { BANNED_EMAIL_MESSAGE, assertMaySignIn } from "./moderation-status";
import { assertUnderRateLimit, consumeRateLimit } from "./rate-limit";
import { deviceLabel, newSessionAttributes } from "./sessions";
import { noteSignIn, rememberSignInDevice } from "./sign-in-notice";
import { getSignedInUser, type UserView } from "./signed-in-user";

type RegisterData = z.output<typeof RegisterInput>;
type LoginData = z.output<typeof LoginInput>;

export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists";
const INVALID_LOGIN_MESSAGE = "Invalid email or password";

export interface SignedIn {
  user: UserView;
  /** Serialised Set-Cookie value for the new session. */
  sessionCookie: string;
}

async function startSession(deps: AppDeps, userId: string, userAgent: string | undefined): Promise<SignedIn> {
  const session = await deps.lucia.createSession(userId, newSessionAttributes(deps, userAgent));
  const user = await getSignedInUser(deps, userId);
  return { user, sessionCookie: deps.lucia.createSessionCookie(session.id).serialize() };
}

/**
 * The end of every sign-in, by password or by passkey (docs/product-rules.md#accounts):
 * the account is seen now and gets a new session, and a device it has not signed in from
 * lately sets off the new sign-in notice. One function, so whatever a sign-in sets off
 * happens alike for both.
 */
export async function completeSignIn(deps: AppDeps, userId: string, userAgent: string | undefined): Promise<SignedIn> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [account] = await tx
      .update(schema.users)
      .set({ lastSeenAt: now })
      .where(eq(schema.users.id, userId))
      .returning({ email: schema.users.email });
    if (account) await noteSignIn(deps, tx, { userId, email: account.email, device: deviceLabel(userAgent) });
  });
  await deps.stores.liveUsers.seen(userId, now);
  return startSession(deps, userId, userAgent);
}

/** A new account, signed in at once; limited per client IP (docs/product-rules.md#limits); a banned email is refused (#moderation). */
export async function register(deps: AppDeps, input: RegisterData & { clientIp: string; userAgent?: string }): Promise<SignedIn> {
  await consumeRateLimit(deps, "registerPerHour", input.clientIp);

  const [banned] = await deps.db
    .select({ email: schema.bannedEmails.email })
    .from(schema.bannedEmails)
    .where(eq(schema.bannedEmails.email, input.email));
  if (banned) throw new DomainError("FORBIDDEN", BANNED_EMAIL_MESSAGE);

  const passwordHash = await hashPassword(input.password);
  const userId = randomUUID();
  const now = deps.now();
  try {
    // The account and its confirmation mail exist together (docs/product-rules.md#confirming-the-email).
    await deps.db.transaction(async (tx) => {
      await tx.insert(schema.users).values({
        id: userId,
        email: input.email,
        passwordHash,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        lastSeenAt: now,
      });
      await startEmailConfirmation(tx, userId, { origin: deps.config.publicOrigin, now });
      // The sign-up's own device is known from the start: no "new sign-in" notice for it later.
      await rememberSignInDevice(tx, userId, deviceLabel(input.userAgent), now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("CONFLICT", EMAIL_TAKEN_MESSAGE);
    throw error;
  }
  await deps.stores.liveUsers.seen(userId, now);
  return startSession(deps, userId, input.userAgent);
}

/**
 * Failed attempts are limited per email (docs/product-rules.md#limits) and per client IP (#hardening); an
 * unknown email costs a wrong password's time.
 */
export async function login(deps: AppDeps, input: LoginData & { clientIp: string; userAgent?: string }): Promise<SignedIn> {
  const now = deps.now();
  await assertUnderRateLimit(deps, "loginFailuresPerIpPer15Minutes", input.clientIp, now);
  await assertUnderRateLimit(deps, "loginFailuresPer15Minutes", input.email, now);

  const [account] = await deps.db
    .select({
      id: schema.users.id,
      passwordHash: schema.users.passwordHash,
      bannedAt: schema.users.bannedAt,
      suspendedUntil: schema.users.suspendedUntil,
    })
    .from(schema.users)
    .where(eq(sql`lower(${schema.users.email})`, input.email));

  const passwordMatches = account
    ? await verifyPassword(account.passwordHash, input.password)
    : (await spendPasswordCheckTime(input.password), false);
  if (!account || !passwordMatches) {
    await consumeRateLimit(deps, "loginFailuresPerIpPer15Minutes", input.clientIp, now);
    await consumeRateLimit(deps, "loginFailuresPer15Minutes", input.email, now);
    throw new DomainError("UNAUTHORIZED", INVALID_LOGIN_MESSAGE);
  }
  // Only after the password: the account's standing is not told to someone who guessed its email.
  assertMaySignIn(account, now);
  return completeSignIn(deps, account.id, input.userAgent);
}

/** Ends the session server-side; the caller clears the cookie. Signed-out callers are fine too. */
export async function logout(deps: AppDeps, input: { sessionId: string | null }): Promise<string> {
  if (input.sessionId) await deps.lucia.invalidateSession(input.sessionId);
  return deps.lucia.createBlankSessionCookie().serialize();
}
