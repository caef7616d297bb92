import { schema } from "@unveil/db";
import { inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../deps";

/**
 * The one "object still in use" rule (SQL, in a query over `stored_objects`): a photo
 * shows it, a message carries it or a verification request holds it as its selfie. One upload is one image in one place, so an
 * object in use is never attached again, and never deleted with something else.
 * Spelled out with the table name: drizzle leaves columns unqualified inside select
 * fields, where `id` would mean the subquery's own.
 */
export const objectInUse = sql<boolean>`(exists (select 1 from photos p where p.object_id = stored_objects.id)
  or exists (select 1 from messages m where m.image_object_id = stored_objects.id)
  or exists (select 1 from verification_requests v where v.selfie_object_id = stored_objects.id))`;

/**
 * Removes stored objects: their rows (which cascade to the photos and uploads that
 * point at them) and then their bytes. Bytes go last so a failed row delete never
 * leaves a row pointing at nothing.
 */
export async function deleteStoredObjects(deps: AppDeps, objectIds: string[]): Promise<void> {
  if (objectIds.length === 0) return;
  await deps.db.delete(schema.storedObjects).where(inArray(schema.storedObjects.id, objectIds));
  await deleteStoredBytes(deps, objectIds);
}

/**
 * Deletes bytes whose rows are already gone (committed). A storage failure here must
 * not undo what the user asked for, so it is logged, not thrown: the bytes are
 * unreachable without their row and only cost space.
 */
export async function deleteStoredBytes(deps: AppDeps, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await deps.storage.delete(keys);
  } catch (error) {
    console.error("[storage] could not delete stored bytes", error);
  }
}
