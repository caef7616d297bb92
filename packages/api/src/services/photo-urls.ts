import { schema, type Database } from "@unveil/db";
import { asc, inArray } from "drizzle-orm";
import { objectUrl } from "./object-urls";

/**
 * The photo URLs of each of `userIds`, the primary (position 0) first, in one query
 * whatever the number of users. Users without photos are absent from the map.
 */
export async function loadPhotoUrls(db: Database, userIds: string[]): Promise<Map<string, string[]>> {
  const urls = new Map<string, string[]>();
  if (userIds.length === 0) return urls;
  const photos = await db
    .select({ userId: schema.photos.userId, objectId: schema.photos.objectId })
    .from(schema.photos)
    .where(inArray(schema.photos.userId, userIds))
    .orderBy(asc(schema.photos.userId), asc(schema.photos.position));
  for (const photo of photos) {
    const list = urls.get(photo.userId) ?? [];
    list.push(objectUrl(photo.objectId));
    urls.set(photo.userId, list);
  }
  return urls;
}
