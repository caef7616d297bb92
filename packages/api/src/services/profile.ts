import { schema, type Database } from "@unveil/db";
import {
  DEFAULT_PREFERENCES,
  PHOTOS_MAX,
  PROFILE_PHOTO_MAX_BYTES,
  UPLOAD_PHOTO_MAX_BYTES,
  type AddPhotoInput,
  type CreateProfileInput,
  type DeletePhotoInput,
  type SetPrimaryPhotoInput,
  type UpdateProfileInput,
} from "@unveil/validators";
import { asc, eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { DomainError, badRequest, notFound } from "../errors";
import { isUniqueViolation } from "./db-errors";
import { isDataUrl, resolveImageSource } from "./image-sources";
import { searchMatches } from "./matching";
import { DAY_MS, consumeRateLimit } from "./rate-limit";
import { deleteStoredBytes, deleteStoredObjects } from "./stored-objects";
import { loadOwnProfile, type ProfileView } from "./user-view";

type CreateProfileData = z.output<typeof CreateProfileInput>;
type UpdateProfileData = z.output<typeof UpdateProfileInput>;
type AddPhotoData = z.output<typeof AddPhotoInput>;
type DeletePhotoData = z.output<typeof DeletePhotoInput>;
type SetPrimaryPhotoData = z.output<typeof SetPrimaryPhotoInput>;

export const PROFILE_NOT_FOUND = "Profile not found";
export const PROFILE_EXISTS = "You already have a profile";
export const PHOTO_NOT_FOUND = "Photo not found";
export const TOO_MANY_PHOTOS = "You can upload up to 6 photos";
export const LAST_PHOTO = "At least one photo is required";
export const DUPLICATE_PHOTO = "Each photo can be added only once";

/** Contract §2: coordinates are kept to 2 decimals (about 1 km), never finer. */
export function roundCoordinate(value: number): number {
  // `+ 0` turns -0 into 0, so a rounding to zero reads the same from both sides.
  return Math.round(value * 100) / 100 + 0;
}

async function mustLoadProfile(db: Database, userId: string): Promise<ProfileView> {
  const profile = await loadOwnProfile(db, userId);
  if (!profile) throw notFound(PROFILE_NOT_FOUND);
  return profile;
}

export function getProfile(deps: AppDeps, userId: string): Promise<ProfileView> {
  return mustLoadProfile(deps.db, userId);
}

async function hasProfile(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: schema.profiles.userId })
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, userId));
  return Boolean(row);
}

/** The saved search preferences, or the defaults (18, 99, 100) when none are saved. */
async function searchPreferencesOf(db: Database, userId: string) {
  const [saved] = await db
    .select({ ageMin: schema.preferences.ageMin, ageMax: schema.preferences.ageMax, distanceKm: schema.preferences.distanceKm })
    .from(schema.preferences)
    .where(eq(schema.preferences.userId, userId));
  return saved ?? DEFAULT_PREFERENCES;
}

/**
 * Creates the profile (contract §3). Images are processed first (slow, outside any
 * transaction); then the profile and its photos are written in one transaction. If
 * anything fails, the objects made from data URLs here are removed again.
 */
export async function createProfile(deps: AppDeps, userId: string, input: CreateProfileData): Promise<ProfileView> {
  if (await hasProfile(deps.db, userId)) throw new DomainError("CONFLICT", PROFILE_EXISTS);

  const objectIds: string[] = [];
  const createdHere: string[] = [];
  try {
    for (const source of input.photos) {
      const objectId = await resolveImageSource(deps, userId, source, { purpose: "photo", maxBytes: PROFILE_PHOTO_MAX_BYTES });
      if (isDataUrl(source)) createdHere.push(objectId);
      if (objectIds.includes(objectId)) throw badRequest(DUPLICATE_PHOTO, "photos");
      objectIds.push(objectId);
    }
    const search = await searchPreferencesOf(deps.db, userId);
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await tx.insert(schema.profiles).values({
        userId,
        gender: input.gender,
        age: input.age,
        bio: input.bio,
        location: input.location,
        latitude: roundCoordinate(input.latitude),
        longitude: roundCoordinate(input.longitude),
        lookingFor: input.lookingFor,
        searchAgeMin: search.ageMin,
        searchAgeMax: search.ageMax,
        searchDistanceKm: search.distanceKm,
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
  return mustLoadProfile(deps.db, userId);
}

/**
 * PATCH /api/profile: bio and lookingFor, and a move of the location. A change of the
 * coordinates counts against the daily location limit (contract §8: moving and
 * re-searching is how someone would triangulate another user). A move or a new
 * lookingFor runs a match search once the change is written (contract §4).
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
      const rule = { bucket: "location-change", limit: deps.config.rateLimits.locationChangesPerDay, windowMs: DAY_MS };
      await consumeRateLimit(deps.db, rule, userId, deps.now());
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
  return mustLoadProfile(deps.db, userId);
}

interface PhotoRow {
  id: string;
  objectId: string;
}

/**
 * The user's photos in order, with the profile row locked: every photo change runs
 * through this, so two at once cannot both take the 6th place or repack over each other.
 */
async function lockPhotos(db: Database, userId: string): Promise<PhotoRow[]> {
  const [profile] = await db
    .select({ userId: schema.profiles.userId })
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, userId))
    .for("update");
  if (!profile) throw notFound(PROFILE_NOT_FOUND);
  return db
    .select({ id: schema.photos.id, objectId: schema.photos.objectId })
    .from(schema.photos)
    .where(eq(schema.photos.userId, userId))
    .orderBy(asc(schema.photos.position));
}

/**
 * Writes positions 0..n-1 in the given order. (user_id, position) is unique and checked
 * row by row, so every photo first moves out of the 0..5 range, then into its place.
 */
async function writePhotoOrder(db: Database, userId: string, orderedPhotoIds: string[], now: Date): Promise<void> {
  await db
    .update(schema.photos)
    .set({ position: sql`${schema.photos.position} + ${PHOTOS_MAX}` })
    .where(eq(schema.photos.userId, userId));
  for (const [position, photoId] of orderedPhotoIds.entries()) {
    await db.update(schema.photos).set({ position }).where(eq(schema.photos.id, photoId));
  }
  await db.update(schema.profiles).set({ updatedAt: now }).where(eq(schema.profiles.userId, userId));
}

async function photoCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(schema.photos)
    .where(eq(schema.photos.userId, userId));
  return Number(row?.count ?? 0);
}

/** POST /api/profile/photos: appends a photo (a data URL or an upload's URL), at most 6. */
export async function addPhoto(deps: AppDeps, userId: string, input: AddPhotoData): Promise<ProfileView> {
  if (!(await hasProfile(deps.db, userId))) throw notFound(PROFILE_NOT_FOUND);
  // Checked before the image is processed, and again under the lock below.
  if ((await photoCount(deps.db, userId)) >= PHOTOS_MAX) throw badRequest(TOO_MANY_PHOTOS, "photoURL");

  const objectId = await resolveImageSource(deps, userId, input.photoURL, {
    purpose: "photo",
    maxBytes: UPLOAD_PHOTO_MAX_BYTES,
  });
  try {
    await deps.db.transaction(async (tx) => {
      const photos = await lockPhotos(tx, userId);
      if (photos.length >= PHOTOS_MAX) throw badRequest(TOO_MANY_PHOTOS, "photoURL");
      await tx.insert(schema.photos).values({ id: randomUUID(), userId, objectId, position: photos.length });
      await tx.update(schema.profiles).set({ updatedAt: deps.now() }).where(eq(schema.profiles.userId, userId));
    });
  } catch (error) {
    // An uploaded object stays usable for another try; one made from a data URL here goes.
    if (isDataUrl(input.photoURL)) await deleteStoredObjects(deps, [objectId]);
    throw error;
  }
  return mustLoadProfile(deps.db, userId);
}

/** DELETE /api/profile/photos/{index}: removes the photo and its stored object; the rest close up. */
export async function deletePhoto(deps: AppDeps, userId: string, input: DeletePhotoData): Promise<ProfileView> {
  const removedObjectId = await deps.db.transaction(async (tx) => {
    const photos = await lockPhotos(tx, userId);
    const target = photos[input.index];
    if (!target) throw notFound(PHOTO_NOT_FOUND);
    if (photos.length === 1) throw badRequest(LAST_PHOTO, "index");
    // Deleting the object cascades to its photo row.
    await tx.delete(schema.storedObjects).where(eq(schema.storedObjects.id, target.objectId));
    const remaining = photos.filter((photo) => photo.id !== target.id).map((photo) => photo.id);
    await writePhotoOrder(tx, userId, remaining, deps.now());
    return target.objectId;
  });
  await deleteStoredBytes(deps, [removedObjectId]);
  return mustLoadProfile(deps.db, userId);
}

/** PATCH /api/profile/primary-photo: that photo moves to index 0, the others keep their order. */
export async function setPrimaryPhoto(deps: AppDeps, userId: string, input: SetPrimaryPhotoData): Promise<ProfileView> {
  await deps.db.transaction(async (tx) => {
    const photos = await lockPhotos(tx, userId);
    const chosen = photos[input.photoIndex];
    if (!chosen) throw notFound(PHOTO_NOT_FOUND);
    if (input.photoIndex === 0) return;
    const order = [chosen.id, ...photos.filter((photo) => photo.id !== chosen.id).map((photo) => photo.id)];
    await writePhotoOrder(tx, userId, order, deps.now());
  });
  return mustLoadProfile(deps.db, userId);
}
