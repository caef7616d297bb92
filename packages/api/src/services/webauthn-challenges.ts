import { schema } from "@unveil/db";
import { and, eq, isNull, lt } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { AppDeps } from "../deps";

/**
 * WebAuthn challenges (docs/product-rules.md#accounts): kept in the database, so the instance that checks
 * a response need not be the one that issued its challenge; valid 5 minutes; used once.
 * See docs/decisions/0021-passkeys.md.
 */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export type ChallengePurpose = "register" | "login";

/**
 * Stores a challenge the library generated and answers the id the browser sends back
 * with its response. Expired challenges are swept here: the table holds at most five
 * minutes of requests, with no background job.
 */
export async function storeChallenge(
  deps: AppDeps,
  input: { challenge: string; purpose: ChallengePurpose; userId: string | null },
): Promise<string> {
  const now = deps.now();
  await deps.db.delete(schema.webauthnChallenges).where(lt(schema.webauthnChallenges.expiresAt, now));
  const id = randomUUID();
  await deps.db.insert(schema.webauthnChallenges).values({
    id,
    challenge: input.challenge,
    purpose: input.purpose,
    userId: input.userId,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return id;
}

/**
 * Takes a challenge out of the store: the challenge when it exists, has not expired, was
 * issued for this purpose and to this user (null: a sign-in, nobody's yet); else null.
 * One delete…returning, so two requests racing with the same id cannot both get it, and
 * a response that then fails verification has used its challenge up too.
 */
export async function takeChallenge(
  deps: AppDeps,
  input: { challengeId: string; purpose: ChallengePurpose; userId: string | null },
): Promise<string | null> {
  const table = schema.webauthnChallenges;
  const [row] = await deps.db
    .delete(table)
    .where(
      and(
        eq(table.id, input.challengeId),
        eq(table.purpose, input.purpose),
        input.userId === null ? isNull(table.userId) : eq(table.userId, input.userId),
      ),
    )
    .returning({ challenge: table.challenge, expiresAt: table.expiresAt });
  if (!row || row.expiresAt <= deps.now()) return null;
  return row.challenge;
}
