import { schema } from "@unveil/db";
import type { ChangeEmailInput } from "@unveil/validators";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { DomainError, badRequest } from "../errors";
import { queueMail } from "../mail/queue";
import { assertCurrentPassword } from "./account-changes";
import { EMAIL_TAKEN_MESSAGE } from "./auth";
import { startEmailConfirmation } from "./email-confirmation";
import { BANNED_EMAIL_MESSAGE } from "./moderation-status";

type ChangeEmailData = z.output<typeof ChangeEmailInput>;

/** docs/product-rules.md#accounts: asking to move to the address the account already has. */
const SAME_EMAIL_MESSAGE = "This is already your email";

/** `jane.doe@example.com` → `j•••@example.com`: enough for the owner to recognise, not to read out. */
export function partlyHidden(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`;
}

/**
 * Asking to move the account to another address (docs/product-rules.md#accounts): nothing changes
 * yet. The new address gets a link and a code (email-confirmation.ts, which applies the
 * change when one is used); the old one is told, with the new address partly hidden,
 * so an owner whose session was stolen learns of it before it is too late.
 */
export async function changeEmail(deps: AppDeps, userId: string, input: ChangeEmailData): Promise<void> {
  const account = await assertCurrentPassword(deps, userId, input.password, "password");
  if (account.email.toLowerCase() === input.newEmail) throw badRequest(SAME_EMAIL_MESSAGE, "newEmail");
  const [banned] = await deps.db
    .select({ email: schema.bannedEmails.email })
    .from(schema.bannedEmails)
    .where(eq(schema.bannedEmails.email, input.newEmail));
  if (banned) throw new DomainError("FORBIDDEN", BANNED_EMAIL_MESSAGE);
  const [taken] = await deps.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(sql`lower(${schema.users.email})`, input.newEmail));
  if (taken) throw new DomainError("CONFLICT", EMAIL_TAKEN_MESSAGE);

  await deps.db.transaction(async (tx) => {
    await startEmailConfirmation(tx, userId, { newEmail: input.newEmail, origin: deps.config.publicOrigin, now: deps.now() });
    await queueMail(tx, { kind: "email-changing", to: account.email, newEmailHidden: partlyHidden(input.newEmail) });
  });
}
