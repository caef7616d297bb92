import { schema, type Database } from "@unveil/db";
import type { PasswordResetRequestInput } from "@unveil/validators";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { DomainError } from "../errors";
import { queueMail } from "../mail/queue";
import { issueResetLink } from "./password-reset";
import { consumeRateLimit, consumeRateLimitIn } from "./rate-limit";

type RequestData = z.output<typeof PasswordResetRequestInput>;

/** Requests handled per transaction: a burst is worked off in small steps. */
const REQUESTS_PER_BATCH = 20;

/**
 * Asking for a reset link (docs/product-rules.md#accounts). The answer must not tell whether the
 * address has an account, by its status, body, headers or time. So the answer path
 * does the same two writes for every well-formed address (the per-IP count, one
 * request row) and nothing that depends on the address; the rest happens after the
 * answer, in handlePendingResetRequests (docs/decisions/0024-password-reset-timing.md).
 */
export async function requestPasswordReset(deps: AppDeps, input: RequestData & { clientIp: string }): Promise<void> {
  await consumeRateLimit(deps, "passwordResetRequestsPerIpPerHour", input.clientIp);
  await deps.db.insert(schema.passwordResetRequests).values({ id: randomUUID(), email: input.email, createdAt: deps.now() });
  // The after-answer queue: its first step is a macrotask, so this answer is written first.
  resumePasswordResetRequests(deps);
}

/**
 * At start-up: requests a process answered and then lost (killed before handling them)
 * are handled now, not only when the next request comes.
 */
export function resumePasswordResetRequests(deps: AppDeps): void {
  deps.pushQueue.enqueue("password reset requests", () => handlePendingResetRequests(deps));
}

/**
 * Works off every waiting request, also ones an earlier process left behind (the row
 * is durable: a request answered 202 is never lost). Each batch is one transaction:
 * the rows are taken with SKIP LOCKED, so instances sharing the database never handle
 * one twice, and deleted with the links and mails they caused.
 */
export async function handlePendingResetRequests(deps: AppDeps): Promise<void> {
  for (;;) {
    const handled = await deps.db.transaction(async (tx) => {
      const requests = await tx
        .select({ id: schema.passwordResetRequests.id, email: schema.passwordResetRequests.email })
        .from(schema.passwordResetRequests)
        .orderBy(asc(schema.passwordResetRequests.createdAt))
        .limit(REQUESTS_PER_BATCH)
        .for("update", { skipLocked: true });
      for (const request of requests) await handleRequest(deps, tx, request.email);
      if (requests.length > 0) {
        await tx.delete(schema.passwordResetRequests).where(
          inArray(
            schema.passwordResetRequests.id,
            requests.map((request) => request.id),
          ),
        );
      }
      return requests.length;
    });
    if (handled < REQUESTS_PER_BATCH) return;
  }
}

/** One request: a registered, not banned address under its mail limit gets a new link. */
async function handleRequest(deps: AppDeps, tx: Database, email: string): Promise<void> {
  const [account] = await tx
    .select({ id: schema.users.id, email: schema.users.email, bannedAt: schema.users.bannedAt })
    .from(schema.users)
    .where(eq(sql`lower(${schema.users.email})`, email));
  if (!account || account.bannedAt) return;
  if (!(await underMailLimit(deps, tx, email))) return;
  const link = await issueResetLink(deps, tx, account.id);
  await queueMail(tx, { kind: "password-reset", to: account.email, link });
}

/**
 * Counts one reset mail to `email` in the request's transaction (not through the shared
 * stores, which hold a connection of their own: on PGlite that waits for this very
 * transaction); false once the hour's mails are used up (the request then sends nothing).
 */
async function underMailLimit(deps: AppDeps, tx: Database, email: string): Promise<boolean> {
  try {
    await consumeRateLimitIn(tx, deps, "passwordResetMailsPerHour", email);
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.code === "TOO_MANY_REQUESTS") return false;
    throw error;
  }
}
