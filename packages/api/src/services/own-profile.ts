import { schema, type Database } from "@unveil/db";
import type { ProfileOutput } from "@unveil/validators/outputs";
import { eq } from "drizzle-orm";
import { notFound } from "../errors";
import { ageNowSql } from "./age-now";
import { loadPhotoUrls } from "./photo-urls";

/** docs/product-rules.md#shapes-and-redaction Profile: the owner's own view (coordinates included, for the owner only). */
export type ProfileView = ProfileOutput;

export const PROFILE_NOT_FOUND = "Profile not found";

/**
 * The profile columns another person may see once both revealed (docs/product-rules.md#shapes-and-redaction
 * PublicUser.profile, with the photos): never coordinates, never lookingFor. The
 * owner's own view adds the rest to these. The age is the age now (docs/product-rules.md#a-profile-that-stays-true).
 */
export const publicProfileColumns = (now: Date) => ({
  userId: schema.profiles.userId,
  gender: schema.profiles.gender,
  age: ageNowSql(now),
  bio: schema.profiles.bio,
  location: schema.profiles.location,
});

/** The one "has a profile" rule: the profile row exists (creation writes it with its photos). */
export async function hasProfile(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: schema.profiles.userId })
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, userId));
  return Boolean(row);
}

export async function loadOwnProfile(db: Database, userId: string, now: Date): Promise<ProfileView | null> {
  const [row] = await db
    .select({
      ...publicProfileColumns(now),
      latitude: schema.profiles.latitude,
      longitude: schema.profiles.longitude,
      lookingFor: schema.profiles.lookingFor,
      createdAt: schema.profiles.createdAt,
      updatedAt: schema.profiles.updatedAt,
    })
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, userId));
  if (!row) return null;
  return { ...row, photos: (await loadPhotoUrls(db, [userId])).get(userId) ?? [] };
}

/** The caller's profile, or 404 `Profile not found`. */
export async function requireOwnProfile(db: Database, userId: string, now: Date): Promise<ProfileView> {
  const profile = await loadOwnProfile(db, userId, now);
  if (!profile) throw notFound(PROFILE_NOT_FOUND);
  return profile;
}
