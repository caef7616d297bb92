import { schema, type Database } from "@unveil/db";
import {
  DATE_PLAN_LINK_HOURS_AFTER_START,
  DATE_PLAN_MAX_DAYS_AHEAD,
  DATE_PLANS_MAX,
  type CreateDatePlanInput,
  type DatePlanIdInput,
} from "@unveil/validators";
import type { DatePlanOutput } from "@unveil/validators/outputs";
import { and, asc, count, eq, gt, lte } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { badRequest, notFound } from "../errors";
import { DAY_MS, HOUR_MS } from "../rate-limits";
import { dateLinkKey, dateLinkTokenHash, newDateLinkToken, openDateLinkToken, sealDateLinkToken } from "./date-links";
import { MATCH_NOT_FOUND } from "./matches";
import { isParticipant, isVisibleMatch } from "./pair-rules";

/**
 * Share My Date (docs/product-rules.md#share-my-date): the caller's date plans, each a
 * link a friend can open signed out. A plan is live until 24 h after it starts, while
 * its match is visible: deleting the match deletes it (cascade), a block or a ban
 * hides the match and so ends the plan at once. The page a link opens is
 * date-plan-page.ts.
 */

type CreateDatePlanData = z.output<typeof CreateDatePlanInput>;
type DatePlanIdData = z.output<typeof DatePlanIdInput>;

const DATE_PLAN_NOT_FOUND = "Date plan not found";
const OUT_OF_RANGE = `Pick a time from now to ${DATE_PLAN_MAX_DAYS_AHEAD} days ahead`;
const TOO_MANY_PLANS = `You can share up to ${DATE_PLANS_MAX} date plans at once. Delete one to share another.`;

const plans = schema.datePlans;

const planColumns = {
  id: plans.id,
  matchId: plans.matchId,
  place: plans.place,
  startsAt: plans.startsAt,
  note: plans.note,
  tokenSealed: plans.tokenSealed,
  expiresAt: plans.expiresAt,
  createdAt: plans.createdAt,
};
type PlanRow = { [Key in keyof typeof planColumns]: (typeof planColumns)[Key]["_"]["data"] };

/** A plan that still opens: not past its expiry, its match not blocked (the match row existing is the FK's). */
export const isLiveDatePlan = (now: Date) => and(gt(plans.expiresAt, now), isVisibleMatch);

const dateUrl = (deps: AppDeps, token: string) => `${deps.config.publicOrigin}/date/${token}`;

async function present(deps: AppDeps, rows: PlanRow[]): Promise<DatePlanOutput[]> {
  if (rows.length === 0) return [];
  const key = await dateLinkKey(deps.db, deps.config);
  return rows.map(({ tokenSealed, ...row }) => ({ ...row, url: dateUrl(deps, openDateLinkToken(key, tokenSealed)) }));
}

function livePlansOf(db: Database, userId: string, now: Date) {
  return db
    .select(planColumns)
    .from(plans)
    .innerJoin(schema.matches, eq(schema.matches.id, plans.matchId))
    .where(and(eq(plans.userId, userId), isLiveDatePlan(now)));
}

/** The caller's live plans, soonest first. */
export async function listDatePlans(deps: AppDeps, userId: string): Promise<DatePlanOutput[]> {
  const rows = await livePlansOf(deps.db, userId, deps.now()).orderBy(asc(plans.startsAt), asc(plans.id));
  return present(deps, rows);
}

/**
 * A plan for one of the caller's visible matches (404 otherwise), starting from now to
 * 60 days ahead; its link lives until 24 h after the start. The caller's row is locked
 * while their live plans are counted, so two creations at once cannot pass the limit;
 * the caller's expired plans are deleted on the way.
 */
export async function createDatePlan(deps: AppDeps, userId: string, input: CreateDatePlanData): Promise<DatePlanOutput> {
  const now = deps.now();
  const startsAt = input.startsAt.at;
  if (startsAt.getTime() < now.getTime() || startsAt.getTime() > now.getTime() + DATE_PLAN_MAX_DAYS_AHEAD * DAY_MS) {
    throw badRequest(OUT_OF_RANGE, "startsAt");
  }
  const token = newDateLinkToken();
  const tokenSealed = sealDateLinkToken(await dateLinkKey(deps.db, deps.config), token);

  const row = await deps.db.transaction(async (tx) => {
    await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, userId)).for("update");
    const [match] = await tx
      .select({ id: schema.matches.id })
      .from(schema.matches)
      .where(and(eq(schema.matches.id, input.matchId), isParticipant(userId), isVisibleMatch));
    if (!match) throw notFound(MATCH_NOT_FOUND);
    await tx.delete(plans).where(and(eq(plans.userId, userId), lte(plans.expiresAt, now)));
    const [live] = await tx
      .select({ count: count() })
      .from(plans)
      .innerJoin(schema.matches, eq(schema.matches.id, plans.matchId))
      .where(and(eq(plans.userId, userId), isLiveDatePlan(now)));
    if (Number(live?.count ?? 0) >= DATE_PLANS_MAX) throw badRequest(TOO_MANY_PLANS);
    const [created] = await tx
      .insert(plans)
      .values({
        id: randomUUID(),
        userId,
        matchId: match.id,
        tokenHash: dateLinkTokenHash(token),
        tokenSealed,
        place: input.place,
        startsAt,
        utcOffsetMinutes: input.startsAt.utcOffsetMinutes,
        note: input.note,
        expiresAt: new Date(startsAt.getTime() + DATE_PLAN_LINK_HOURS_AFTER_START * HOUR_MS),
        createdAt: now,
      })
      .returning(planColumns);
    if (!created) throw new Error("createDatePlan: the insert returned no row");
    return created;
  });
  const [plan] = await present(deps, [row]);
  return plan!;
}

/** Deletes one of the caller's plans: its link answers 404 from now on. 404 for none by that id, or someone else's. */
export async function deleteDatePlan(deps: AppDeps, userId: string, input: DatePlanIdData): Promise<void> {
  const removed = await deps.db
    .delete(plans)
    .where(and(eq(plans.id, input.id), eq(plans.userId, userId)))
    .returning({ id: plans.id });
  if (removed.length === 0) throw notFound(DATE_PLAN_NOT_FOUND);
}
