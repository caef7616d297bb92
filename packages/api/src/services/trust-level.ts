import { schema, type Database } from "@unveil/db";
import type { TrustLevel } from "@unveil/validators";
import { eq } from "drizzle-orm";
import type { RateLimitName } from "../rate-limits";

/**
 * How far Unveil trusts a dater (docs/product-rules.md#trust-levels-and-new-chats): `verified` once a
 * moderator approved their photo verification, else `confirmed` once their email is
 * confirmed, else `new`. The one place that decides it; every level lights up as soon as
 * the column behind it is set.
 */
export function trustLevel(account: { verified: boolean; emailVerified: boolean }): TrustLevel {
  if (account.verified) return "verified";
  if (account.emailVerified) return "confirmed";
  return "new";
}

/** The columns trustLevel reads, for a select that also wants other things. */
export const trustColumns = { verified: schema.users.verified, emailVerified: schema.users.emailVerified };

export async function trustLevelOf(db: Database, userId: string): Promise<TrustLevel> {
  const [account] = await db.select(trustColumns).from(schema.users).where(eq(schema.users.id, userId));
  return trustLevel(account ?? { verified: false, emailVerified: false });
}

/** The new-chat allowance of each level (RATE_LIMIT_NEW_CHATS_PER_DAY_*). */
export const NEW_CHAT_LIMIT: Record<TrustLevel, RateLimitName> = {
  new: "newChatsPerDayNew",
  confirmed: "newChatsPerDayConfirmed",
  verified: "newChatsPerDayVerified",
};
