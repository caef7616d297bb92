import { schema, type Database } from "@unveil/db";
import { asc, eq } from "drizzle-orm";

/** Contract §2 Profile: the owner's own view (coordinates included, for the owner only). */
export interface ProfileView {
  userId: string;
  gender: "male" | "female" | "non-binary";
  age: number;
  bio: string;
  location: string;
  latitude: number;
  longitude: number;
  lookingFor: "male" | "female" | "both";
  photos: string[];
  createdAt: Date;
  updatedAt: Date;
}

/** Contract §2 User: the signed-in user's own record. */
export interface UserView {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  profile: ProfileView | null;
}

/** Where a stored object is served from (contract §7). */
export function objectUrl(objectId: string): string {
  return `/objects/${objectId}`;
}

export async function loadPhotoUrls(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ objectId: schema.photos.objectId })
    .from(schema.photos)
    .where(eq(schema.photos.userId, userId))
    .orderBy(asc(schema.photos.position));
  return rows.map((row) => objectUrl(row.objectId));
}

export async function loadOwnProfile(db: Database, userId: string): Promise<ProfileView | null> {
  const [row] = await db
    .select({
      userId: schema.profiles.userId,
      gender: schema.profiles.gender,
      age: schema.profiles.age,
      bio: schema.profiles.bio,
      location: schema.profiles.location,
      latitude: schema.profiles.latitude,
      longitude: schema.profiles.longitude,
      lookingFor: schema.profiles.lookingFor,
      createdAt: schema.profiles.createdAt,
      updatedAt: schema.profiles.updatedAt,
    })
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, userId));
  if (!row) return null;
  return { ...row, photos: await loadPhotoUrls(db, userId) };
}

export async function loadUserView(db: Database, userId: string): Promise<UserView | null> {
  const [user] = await db
    .select({
      id: schema.users.id,
      email: schema.users.email,
      firstName: schema.users.firstName,
      lastName: schema.users.lastName,
    })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  if (!user) return null;
  const profile = await loadOwnProfile(db, userId);
  return { ...user, profileImageUrl: profile?.photos[0] ?? null, profile };
}
