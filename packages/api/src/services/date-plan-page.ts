import { schema } from "@unveil/db";
import type { DisplayWidth } from "@unveil/validators/limits";
import { and, asc, eq } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { ageNowSql } from "./age-now";
import { dateLinkTokenHash, isDateLinkToken } from "./date-links";
import { isLiveDatePlan } from "./date-plans";
import { readStoredObject, type VisibleObject } from "./object-access";
import { otherParticipant } from "./pair-rules";

/**
 * What a date link shows to anyone holding it, signed out too
 * (docs/product-rules.md#share-my-date): the sharer's first name, the plan, and the
 * match by first name, age and first photo once both revealed, else as a Mystery
 * Match. Never a last name, an email or coordinates: nothing else is selected.
 */

/** The match as the page names it. */
export type SharedDateMatch =
  | { revealed: true; firstName: string | null; age: number | null; hasPhoto: boolean }
  | { revealed: false };

export interface SharedDatePlan {
  sharerFirstName: string | null;
  place: string;
  startsAt: Date;
  /** The offset from UTC the sharer gave the time in, so the page shows it as they meant it. */
  utcOffsetMinutes: number;
  note: string;
  match: SharedDateMatch;
}

const plans = schema.datePlans;

interface LivePlan {
  sharerId: string;
  place: string;
  startsAt: Date;
  utcOffsetMinutes: number;
  note: string;
  user1Id: string;
  user2Id: string;
  bothRevealed: boolean;
}

/** The live plan a token opens, or null: unknown, malformed, expired, deleted, or its match deleted or blocked. */
async function findLivePlan(deps: AppDeps, token: string): Promise<LivePlan | null> {
  if (!isDateLinkToken(token)) return null;
  const [row] = await deps.db
    .select({
      sharerId: plans.userId,
      place: plans.place,
      startsAt: plans.startsAt,
      utcOffsetMinutes: plans.utcOffsetMinutes,
      note: plans.note,
      user1Id: schema.matches.user1Id,
      user2Id: schema.matches.user2Id,
      user1Revealed: schema.matches.user1Revealed,
      user2Revealed: schema.matches.user2Revealed,
    })
    .from(plans)
    .innerJoin(schema.matches, eq(schema.matches.id, plans.matchId))
    .where(and(eq(plans.tokenHash, dateLinkTokenHash(token)), isLiveDatePlan(deps.now())));
  if (!row) return null;
  const { user1Revealed, user2Revealed, ...plan } = row;
  return { ...plan, bothRevealed: user1Revealed && user2Revealed };
}

async function firstNameOf(deps: AppDeps, userId: string): Promise<string | null> {
  const [user] = await deps.db
    .select({ firstName: schema.users.firstName })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return user?.firstName?.trim() || null;
}

async function firstPhotoOf(deps: AppDeps, userId: string): Promise<string | null> {
  const [photo] = await deps.db
    .select({ objectId: schema.photos.objectId })
    .from(schema.photos)
    .where(eq(schema.photos.userId, userId))
    .orderBy(asc(schema.photos.position))
    .limit(1);
  return photo?.objectId ?? null;
}

async function revealedMatch(deps: AppDeps, userId: string): Promise<SharedDateMatch> {
  const [person] = await deps.db
    .select({ firstName: schema.users.firstName, age: ageNowSql(deps.now()) })
    .from(schema.users)
    .leftJoin(schema.profiles, eq(schema.profiles.userId, schema.users.id))
    .where(eq(schema.users.id, userId));
  const photo = await firstPhotoOf(deps, userId);
  return { revealed: true, firstName: person?.firstName?.trim() || null, age: person?.age ?? null, hasPhoto: photo !== null };
}

/** The page's plan for `token`, or null (the page answers 404). */
export async function loadSharedDatePlan(deps: AppDeps, token: string): Promise<SharedDatePlan | null> {
  const plan = await findLivePlan(deps, token);
  if (!plan) return null;
  const matchedUserId = otherParticipant(plan, plan.sharerId);
  return {
    sharerFirstName: await firstNameOf(deps, plan.sharerId),
    place: plan.place,
    startsAt: plan.startsAt,
    utcOffsetMinutes: plan.utcOffsetMinutes,
    note: plan.note,
    match: plan.bothRevealed ? await revealedMatch(deps, matchedUserId) : { revealed: false },
  };
}

/**
 * The date page shows the photo in a 96-px circle: the display rendition of this width
 * (storage/image-renditions.ts) covers it at three device pixels per CSS pixel.
 */
export const SHARED_DATE_PHOTO_WIDTH: DisplayWidth = 320;

/**
 * The match's first photo while the link lives and both revealed, else null (404): its
 * display rendition, made only once the link has been checked.
 */
export async function readSharedDatePhoto(deps: AppDeps, token: string): Promise<VisibleObject | null> {
  const plan = await findLivePlan(deps, token);
  if (!plan?.bothRevealed) return null;
  const objectId = await firstPhotoOf(deps, otherParticipant(plan, plan.sharerId));
  if (!objectId) return null;
  const [object] = await deps.db
    .select({ contentType: schema.storedObjects.contentType })
    .from(schema.storedObjects)
    .where(eq(schema.storedObjects.id, objectId));
  return object ? readStoredObject(deps, objectId, object.contentType, SHARED_DATE_PHOTO_WIDTH) : null;
}
