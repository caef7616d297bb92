import { schema, type Database } from "@unveil/db";
import type { AdminUserOutput } from "@unveil/validators/outputs";
import { count, inArray } from "drizzle-orm";
import { ageNowSql } from "./age-now";
import { accountStatus, activeSuspensionEnd } from "./moderation-status";
import { loadPhotoUrls } from "./photo-urls";
import { trustColumns, trustLevel } from "./trust-level";

/**
 * What a moderator sees of an account (docs/product-rules.md#moderation AdminUser): its status, its profile
 * without coordinates, and how many reports name it, open or resolved, and its trust level.
 */

/** AdminUser for each existing account among `userIds`, in a fixed number of queries. */
export async function loadAdminUsers(db: Database, userIds: string[], now: Date): Promise<Map<string, AdminUserOutput>> {
  const found = new Map<string, AdminUserOutput>();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return found;
  const users = await db
    .select({
      id: schema.users.id,
      email: schema.users.email,
      firstName: schema.users.firstName,
      lastName: schema.users.lastName,
      createdAt: schema.users.createdAt,
      bannedAt: schema.users.bannedAt,
      suspendedUntil: schema.users.suspendedUntil,
      ...trustColumns,
    })
    .from(schema.users)
    .where(inArray(schema.users.id, ids));
  const profiles = await db
    .select({
      userId: schema.profiles.userId,
      gender: schema.profiles.gender,
      age: ageNowSql(now),
      bio: schema.profiles.bio,
      location: schema.profiles.location,
      lookingFor: schema.profiles.lookingFor,
      createdAt: schema.profiles.createdAt,
      updatedAt: schema.profiles.updatedAt,
    })
    .from(schema.profiles)
    .where(inArray(schema.profiles.userId, ids));
  const counts = await db
    .select({ userId: schema.reports.reportedUserId, count: count() })
    .from(schema.reports)
    .where(inArray(schema.reports.reportedUserId, ids))
    .groupBy(schema.reports.reportedUserId);
  const photos = await loadPhotoUrls(db, ids);
  const profileOf = new Map(profiles.map((profile) => [profile.userId, profile]));
  const countOf = new Map(counts.map((row) => [row.userId, Number(row.count)]));
  for (const user of users) {
    const profile = profileOf.get(user.id);
    found.set(user.id, {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      createdAt: user.createdAt,
      status: accountStatus(user, now),
      suspendedUntil: activeSuspensionEnd(user, now),
      profile: profile ? { ...profile, photos: photos.get(user.id) ?? [] } : null,
      reportsAgainst: countOf.get(user.id) ?? 0,
      level: trustLevel(user),
    });
  }
  return found;
}
