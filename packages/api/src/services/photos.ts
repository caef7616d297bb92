import { schema, type Database } from "@unveil/db";
import {
  PHOTOS_MAX,
  UPLOAD_PHOTO_MAX_BYTES,
  type AddPhotoInput,
  type DeletePhotoInput,
  type SetPrimaryPhotoInput,
} from "@unveil/validators";
import { asc, eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { badRequest, notFound } from "../errors";
import { isDataUrl, resolveImageSource } from "./image-sources";
import { PROFILE_NOT_FOUND, hasProfile, requireOwnProfile, type ProfileView } from "./own-profile";
import { deleteStoredBytes, deleteStoredObjects } from "./stored-objects";

/**
 * The profile's photos (docs/product-rules.md#profile-and-photos): at most 6, at least 1, position 0 is the
 * primary photo. Every change answers the whole profile again.
 */
type AddPhotoData = z.output<typeof AddPhotoInput>;
type DeletePhotoData = z.output<typeof DeletePhotoInput>;
type SetPrimaryPhotoData = z.output<typeof SetPrimaryPhotoInput>;

const PHOTO_NOT_FOUND = "Photo not found";
const TOO_MANY_PHOTOS = "You can upload up to 6 photos";
const LAST_PHOTO = "At least one photo is required";

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

/** Appends a photo (a data URL or an upload's URL), at most 6. */
export async function addPhoto(deps: AppDeps, userId: string, input: AddPhotoData): Promise<ProfileView> {
  if (!(await hasProfile(deps.db, userId))) throw notFound(PROFILE_NOT_FOUND);
  // Checked before the image is processed, and again under the lock below.
  if ((await photoCount(deps.db, userId)) >= PHOTOS_MAX) throw badRequest(TOO_MANY_PHOTOS, "photoURL");

  const objectId = await resolveImageSource(deps, userId, {
    source: input.photoURL,
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
  return requireOwnProfile(deps.db, userId, deps.now());
}

/**
 * Removes the photo at `index` inside the caller's transaction and repacks the rest;
 * answers the removed object's id, whose bytes the caller deletes after commit. The
 * owner must keep one photo; a moderator (docs/product-rules.md#moderation) may remove the last one.
 */
export async function removePhotoAt(
  tx: Database,
  userId: string,
  input: { index: number; keepOne: boolean; now: Date },
): Promise<string> {
  const photos = await lockPhotos(tx, userId);
  const target = photos[input.index];
  if (!target) throw notFound(PHOTO_NOT_FOUND);
  if (input.keepOne && photos.length === 1) throw badRequest(LAST_PHOTO, "index");
  // Deleting the object cascades to its photo row.
  await tx.delete(schema.storedObjects).where(eq(schema.storedObjects.id, target.objectId));
  const remaining = photos.filter((photo) => photo.id !== target.id).map((photo) => photo.id);
  await writePhotoOrder(tx, userId, remaining, input.now);
  return target.objectId;
}

export async function deletePhoto(deps: AppDeps, userId: string, input: DeletePhotoData): Promise<ProfileView> {
  const removedObjectId = await deps.db.transaction((tx) =>
    removePhotoAt(tx, userId, { index: input.index, keepOne: true, now: deps.now() }),
  );
  await deleteStoredBytes(deps, [removedObjectId]);
  return requireOwnProfile(deps.db, userId, deps.now());
}

/** Makes a photo the primary one: it moves to index 0, the others keep their order. */
export async function setPrimaryPhoto(deps: AppDeps, userId: string, input: SetPrimaryPhotoData): Promise<ProfileView> {
  await deps.db.transaction(async (tx) => {
    const photos = await lockPhotos(tx, userId);
    const chosen = photos[input.photoIndex];
    if (!chosen) throw notFound(PHOTO_NOT_FOUND);
    if (input.photoIndex === 0) return;
    const order = [chosen.id, ...photos.filter((photo) => photo.id !== chosen.id).map((photo) => photo.id)];
    await writePhotoOrder(tx, userId, order, deps.now());
  });
  return requireOwnProfile(deps.db, userId, deps.now());
}
