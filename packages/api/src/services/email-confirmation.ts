/**
 * Confirming an email (docs/product-rules.md#confirming-the-email): a mail with a code
 * and a link, valid 24 h, only their SHA-256 digests kept; a newer mail voids the older
 * code and link. A confirmation may carry a new address (a change of email): using it
 * moves the account there, confirmed.
 */
import { isUniqueViolation, schema, type Database } from "@unveil/db";
import {
  EMAIL_ALREADY_CONFIRMED_MESSAGE,
  EMAIL_CODE_ALPHABET,
  EMAIL_CODE_LENGTH,
  EMAIL_CONFIRMATION_INVALID_MESSAGE,
} from "@unveil/validators";
import type { EmailVerifiedOutput } from "@unveil/validators/outputs";
import { and, eq, gt, isNotNull } from "drizzle-orm";
import { createHash, randomBytes, randomInt, randomUUID } from "node:crypto";
import type { AppDeps } from "../deps";
import { badRequest, DomainError, notSignedIn } from "../errors";
import { queueMail } from "../mail/queue";
import { assertUnderRateLimit, consumeRateLimit } from "./rate-limit";

export const EMAIL_CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

/** Shared with the change of email: the same words for an address another account holds. */
const EMAIL_TAKEN_MESSAGE = "An account with this email already exists";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** 8 characters from the alphabet without look-alikes: 40 bits, guarded by the wrong-code limit. */
function newCode(): string {
  return Array.from({ length: EMAIL_CODE_LENGTH }, () => EMAIL_CODE_ALPHABET[randomInt(EMAIL_CODE_ALPHABET.length)]).join("");
}

const invalid = () => badRequest(EMAIL_CONFIRMATION_INVALID_MESSAGE);

/**
 * Starts a confirmation for `userId` inside `tx` (the transaction of the change that
 * calls for it: sign-up, a resend, a change of email): voids the user's older codes and
 * links, stores the new ones' digests and queues `confirm-email` to the account's
 * address, or `confirm-new-email` to `newEmail`. `origin` is the app's public origin.
 */
export async function startEmailConfirmation(
  tx: Database,
  userId: string,
  options: { newEmail?: string; origin: string; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const [user] = await tx.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, userId));
  if (!user) throw notSignedIn();
  const token = randomBytes(32).toString("base64url");
  const code = newCode();
  await tx.delete(schema.emailConfirmations).where(eq(schema.emailConfirmations.userId, userId));
  await tx.insert(schema.emailConfirmations).values({
    id: randomUUID(),
    userId,
    tokenHash: sha256(token),
    codeHash: sha256(code),
    newEmail: options.newEmail ?? null,
    expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_MS),
  });
  const link = `${options.origin}/?verify=${token}`;
  await queueMail(
    tx,
    options.newEmail
      ? { kind: "confirm-new-email", to: options.newEmail, code, link }
      : { kind: "confirm-email", to: user.email, code, link },
  );
}

type Confirmation = typeof schema.emailConfirmations.$inferSelect;

/**
 * Uses a confirmation once: the row is taken (deleted) in the transaction that confirms
 * the address, so two uses of one code or link cannot both succeed.
 */
async function applyConfirmation(deps: AppDeps, confirmation: Confirmation): Promise<EmailVerifiedOutput> {
  try {
    return await deps.db.transaction(async (tx) => {
      const [taken] = await tx
        .delete(schema.emailConfirmations)
        .where(eq(schema.emailConfirmations.id, confirmation.id))
        .returning({ id: schema.emailConfirmations.id });
      if (!taken) throw invalid();
      const [user] = await tx
        .update(schema.users)
        .set({ emailVerified: true, ...(confirmation.newEmail ? { email: confirmation.newEmail } : {}) })
        .where(eq(schema.users.id, confirmation.userId))
        .returning({ email: schema.users.email });
      if (!user) throw invalid();
      return { email: user.email, emailVerified: true as const };
    });
  } catch (error) {
    // The new address was taken by another account since the change was asked for.
    if (isUniqueViolation(error)) throw new DomainError("CONFLICT", EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

/** The link's token: works signed in or out, for the account it was sent for. */
export async function verifyEmailToken(deps: AppDeps, token: string): Promise<EmailVerifiedOutput> {
  const [confirmation] = await deps.db
    .select()
    .from(schema.emailConfirmations)
    .where(and(eq(schema.emailConfirmations.tokenHash, sha256(token)), gt(schema.emailConfirmations.expiresAt, deps.now())));
  if (!confirmation) throw invalid();
  return applyConfirmation(deps, confirmation);
}

/** The code typed in the app (signed in): 10 wrong codes per user per hour, then 429. */
export async function verifyEmailCode(deps: AppDeps, userId: string, code: string): Promise<EmailVerifiedOutput> {
  const now = deps.now();
  await assertUnderRateLimit(deps, "emailCodeFailuresPerHour", userId, now);
  const [confirmation] = await deps.db
    .select()
    .from(schema.emailConfirmations)
    .where(
      and(
        eq(schema.emailConfirmations.userId, userId),
        eq(schema.emailConfirmations.codeHash, sha256(code)),
        gt(schema.emailConfirmations.expiresAt, now),
      ),
    );
  if (!confirmation) {
    await consumeRateLimit(deps, "emailCodeFailuresPerHour", userId, now);
    throw invalid();
  }
  return applyConfirmation(deps, confirmation);
}

/**
 * A new code and link for the signed-in user (5 per hour): to the pending new address
 * when a change of email waits, else to the account's address; 409 once confirmed and
 * nothing waits.
 */
export async function resendEmailConfirmation(deps: AppDeps, userId: string): Promise<void> {
  const now = deps.now();
  const [user] = await deps.db
    .select({ emailVerified: schema.users.emailVerified })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  if (!user) throw notSignedIn();
  const [pendingChange] = await deps.db
    .select({ newEmail: schema.emailConfirmations.newEmail })
    .from(schema.emailConfirmations)
    .where(
      and(
        eq(schema.emailConfirmations.userId, userId),
        isNotNull(schema.emailConfirmations.newEmail),
        gt(schema.emailConfirmations.expiresAt, now),
      ),
    )
    .limit(1);
  const newEmail = pendingChange?.newEmail ?? undefined;
  if (user.emailVerified && !newEmail) throw new DomainError("CONFLICT", EMAIL_ALREADY_CONFIRMED_MESSAGE);
  await consumeRateLimit(deps, "emailCodeResendsPerHour", userId, now);
  await deps.db.transaction((tx) =>
    startEmailConfirmation(tx, userId, { origin: deps.config.publicOrigin, now, ...(newEmail ? { newEmail } : {}) }),
  );
}
