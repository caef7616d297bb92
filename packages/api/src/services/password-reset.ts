import { schema, type Database } from "@unveil/db";
import { RESET_LINK_UNUSABLE_MESSAGE, type PasswordResetConfirmInput } from "@unveil/validators";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { hashPassword } from "../auth/password";
import type { AppDeps } from "../deps";
import { badRequest } from "../errors";
import { queueMail } from "../mail/queue";
import { hashSecretToken, newSecretToken } from "./secret-tokens";
import { endAllSessions } from "./sessions";

type ConfirmData = z.output<typeof PasswordResetConfirmInput>;

/** docs/product-rules.md#accounts: a reset link is valid this long, once. */
export const RESET_LINK_TTL_MS = 30 * 60_000;

/** The query parameter of the reset link (`{APP_ORIGIN}/?reset={token}`), read by the landing page. */
const RESET_PARAMETER = "reset";

/**
 * A new reset link for the user, in the caller's transaction: the older links stop
 * working (a newer request voids them), only the token's hash is stored. Answers the
 * link to mail.
 */
export async function issueResetLink(deps: AppDeps, tx: Database, userId: string): Promise<string> {
  const { token, tokenHash } = newSecretToken();
  const now = deps.now();
  await tx.delete(schema.passwordResets).where(eq(schema.passwordResets.userId, userId));
  await tx.insert(schema.passwordResets).values({
    id: randomUUID(),
    userId,
    tokenHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
  });
  const link = new URL("/", deps.config.publicOrigin);
  link.searchParams.set(RESET_PARAMETER, token);
  return link.toString();
}

/**
 * Sets a new password from a reset link (docs/product-rules.md#accounts). In one transaction: the
 * password, the address confirmed (the mail reached its owner), the link used, and every
 * session of the account ended, which closes its event streams (the sessions trigger
 * tells every instance); the `password changed` mail is queued with them. No session is
 * started: the dater signs in with the new password.
 * The password was checked by the input schema first, so a refused one leaves the link usable.
 */
export async function confirmPasswordReset(deps: AppDeps, input: ConfirmData): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    // Marking it used is the claim: of two confirmations racing with one link, one wins.
    const [claimed] = await tx
      .update(schema.passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(schema.passwordResets.tokenHash, hashSecretToken(input.token)),
          isNull(schema.passwordResets.usedAt),
          gt(schema.passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: schema.passwordResets.userId });
    if (!claimed) throw badRequest(RESET_LINK_UNUSABLE_MESSAGE, "token");
    const [account] = await tx
      .update(schema.users)
      .set({ passwordHash, emailVerified: true })
      .where(eq(schema.users.id, claimed.userId))
      .returning({ email: schema.users.email });
    // The account's other links end with this one.
    await tx
      .delete(schema.passwordResets)
      .where(
        and(eq(schema.passwordResets.userId, claimed.userId), ne(schema.passwordResets.tokenHash, hashSecretToken(input.token))),
      );
    await endAllSessions(tx, claimed.userId);
    if (account) await queueMail(tx, { kind: "password-changed", to: account.email });
  });
}
