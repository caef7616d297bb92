import { schema } from "@unveil/db";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../deps";
import type { AppCaller } from "../root";
import { callerFor, signedOutCaller, signUp, type SignedUp } from "./caller";
import { seedMatch } from "./match-fixtures";

/** Seeds for the automatic-flag tests (docs/product-rules.md#automatic-flags). */

export const MODERATOR_EMAIL = "flags.moderator@example.com";
export const FLAG_TEST_ENV = { MODERATOR_EMAILS: MODERATOR_EMAIL };

/** The moderator named in FLAG_TEST_ENV (registered on first use). */
export async function moderatorCaller(deps: AppDeps): Promise<AppCaller> {
  const [existing] = await deps.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, MODERATOR_EMAIL));
  if (existing) return callerFor(deps, existing.id);
  const user = await signedOutCaller(deps).auth.register({ email: MODERATOR_EMAIL, password: "correct horse battery" });
  return callerFor(deps, user.id);
}

/** A dater and `count` others matched with them, nobody having written yet. */
export async function daterWithMatches(deps: AppDeps, count: number) {
  const dater = await signUp(deps);
  const others: SignedUp[] = [];
  const matchIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const other = await signUp(deps);
    others.push(other);
    matchIds.push(await seedMatch(deps.db, dater.id, other.id));
  }
  return { dater, others, matchIds };
}

/** The automatic reports about a dater, open and resolved, oldest first. */
export async function autoReportsAbout(deps: AppDeps, userId: string) {
  return deps.db
    .select()
    .from(schema.reports)
    .where(and(eq(schema.reports.reportedUserId, userId), eq(schema.reports.reportType, "auto")))
    .orderBy(schema.reports.createdAt);
}
