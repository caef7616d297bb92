import { schema } from "@unveil/db";
import { CURRENT_PASSWORD_INCORRECT_MESSAGE, type ChangePasswordInput } from "@unveil/validators";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { hashPassword, verifyPassword } from "../auth/password";
import type { AppDeps } from "../deps";
import { badRequest, notSignedIn } from "../errors";
import { queueMail } from "../mail/queue";
import { assertUnderRateLimit, consumeRateLimit } from "./rate-limit";
import { revokeOtherSessions } from "./sessions";

type ChangePasswordData = z.output<typeof ChangePasswordInput>;

/**
 * The signed-in dater proves it is them with the current password before a change. A
 * wrong one counts as a login failure of the account's email (docs/product-rules.md#limits), so
 * a stolen session cannot be used to guess it; once those are used up, 429 before any check.
 */
export async function assertCurrentPassword(deps: AppDeps, userId: string, password: string, field: string) {
  const [account] = await deps.db
    .select({ email: schema.users.email, passwordHash: schema.users.passwordHash })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  if (!account) throw notSignedIn();
  await assertUnderRateLimit(deps, "loginFailuresPer15Minutes", account.email);
  if (!(await verifyPassword(account.passwordHash, password))) {
    await consumeRateLimit(deps, "loginFailuresPer15Minutes", account.email);
    throw badRequest(CURRENT_PASSWORD_INCORRECT_MESSAGE, field);
  }
  return account;
}

/**
 * A new password from Settings (docs/product-rules.md#accounts): every other session ends, this one
 * stays, and the account's address hears of it, all in one transaction.
 */
export async function changePassword(
  deps: AppDeps,
  userId: string,
  currentSessionId: string,
  input: ChangePasswordData,
): Promise<void> {
  const account = await assertCurrentPassword(deps, userId, input.currentPassword, "currentPassword");
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(schema.users).set({ passwordHash }).where(eq(schema.users.id, userId));
    await revokeOtherSessions(tx, userId, currentSessionId);
    await queueMail(tx, { kind: "password-changed", to: account.email });
  });
}
