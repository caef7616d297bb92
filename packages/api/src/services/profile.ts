import { isUniqueViolation, schema } from "@unveil/db";
import { PROFILE_PHOTO_MAX_BYTES, type CreateProfileInput, type UpdateProfileInput } from "@unveil/validators";
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { DomainError, badRequest, notFound } from "../errors";
import { utcDay } from "./age-now";
import { isDataUrl, resolveImageSource } from "./image-sources";
import { searchMatches } from "./matching";
import { PROFILE_NOT_FOUND, hasProfile, requireOwnProfile, type ProfileView } from "./own-profile";
import { loadPreferences, profileSearchColumns } from "./preferences";
import { consumeRateLimit } from "./rate-limit";
import { deleteStoredObjects } from "./stored-objects";

type CreateProfileData = z.output<typeof CreateProfileInput>;
type UpdateProfileData = z.output<typeof UpdateProfileInput>;

const PROFILE_EXISTS = "You already have a profile";
const DUPLICATE_PHOTO = "Each photo can be added only once";

/** docs/product-rules.md#shapes-and-redaction: coordinates are kept to 2 decimals (about 1 km), never finer. */
function roundCoordinate(value: number): number {
  // `+ 0` turns -0 into 0, so a rounding to zero reads the same from both sides.
  return Math.round(value * 100) / 100 + 0;
}

/** The caller's own profile; 404 while they have none. */
export function getProfile(deps: AppDeps, userId: string): Promise<ProfileView> {
  return requireOwnProfile(deps.db, userId, deps.now());
}

/**
 * Creates the profile (docs/product-rules.md#profile-and-photos). Images are processed first (slow, outside any
 * transaction); then the profile and its photos are written in one transaction. If
 * anything fails, the objects made from data URLs here are removed again.
 */
export async function createProfile(deps: AppDeps, userId: string, input: CreateProfileData): Promise<ProfileView> {
  if (await hasProfile(deps.db, userId)) throw new DomainError("CONFLICT", PROFILE_EXISTS);

  const objectIds: string[] = [];
  const createdHere: string[] = [];
  try {
    for (const source of input.photos) {
      const objectId = await resolveImageSource(deps, userId, { source, purpose: "photo", maxBytes: PROFILE_PHOTO_MAX_BYTES });
      if (isDataUrl(source)) createdHere.push(objectId);
      if (objectIds.includes(objectId)) throw badRequest(DUPLICATE_PHOTO, "photos");
      objectIds.push(objectId);
    }
    // The profile copies the saved search preferences (or the defaults) for the match search.
    const search = profileSearchColumns(await loadPreferences(deps.db, userId));
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await tx.insert(schema.profiles).values({
        userId,
        gender: input.gender,
        age: input.age,
        // docs/product-rules.md#a-profile-that-stays-true: the age is true on this day; answers and the search add the years since.
        ageGivenOn: utcDay(now),
        bio: input.bio,
        location: input.location,
        latitude: roundCoordinate(input.latitude),
        longitude: roundCoordinate(input.longitude),
        lookingFor: input.lookingFor,
        ...search,
        createdAt: now,
        updatedAt: now,
      });
      await tx
        .insert(schema.photos)
        .values(objectIds.map((objectId, position) => ({ id: randomUUID(), userId, objectId, position })));
    });
  } catch (error) {
    await deleteStoredObjects(deps, createdHere);
    // Two creations raced: the loser answers as if it had come second.
    if (isUniqueViolation(error)) throw new DomainError("CONFLICT", PROFILE_EXISTS);
    throw error;
  }
  return requireOwnProfile(deps.db, userId, deps.now());
}

/**
 * Changes bio and lookingFor, and moves the location. A change of the coordinates
 * counts against the daily location limit (docs/product-rules.md#limits: moving and re-searching is
 * how someone would triangulate another user). A move or a new lookingFor runs a
 * match search once the change is written (docs/product-rules.md#matching).
 */
export async function updateProfile(deps: AppDeps, userId: string, input: UpdateProfileData): Promise<ProfileView> {
  const [current] = await deps.db
    .select({
      latitude: schema.profiles.latitude,
      longitude: schema.profiles.longitude,
      lookingFor: schema.profiles.lookingFor,
    })
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, userId));
  if (!current) throw notFound(PROFILE_NOT_FOUND);

  const changes: Partial<typeof schema.profiles.$inferInsert> = {};
  if (input.bio !== undefined) changes.bio = input.bio;
  if (input.location !== undefined) changes.location = input.location;
  if (input.lookingFor !== undefined) changes.lookingFor = input.lookingFor;
  const lookingForChanged = input.lookingFor !== undefined && input.lookingFor !== current.lookingFor;

  let moved = false;
  if (input.latitude !== undefined && input.longitude !== undefined) {
    const latitude = roundCoordinate(input.latitude);
    const longitude = roundCoordinate(input.longitude);
    if (latitude !== current.latitude || longitude !== current.longitude) {
      await consumeRateLimit(deps, "locationChangesPerDay", userId);
      changes.latitude = latitude;
      changes.longitude = longitude;
      moved = true;
    }
  }

  if (Object.keys(changes).length > 0) {
    await deps.db
      .update(schema.profiles)
      .set({ ...changes, updatedAt: deps.now() })
      .where(eq(schema.profiles.userId, userId));
  }
  if (moved || lookingForChanged) await searchMatches(deps, userId);
  return requireOwnProfile(deps.db, userId, deps.now());
}
