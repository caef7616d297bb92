import { schema } from "@unveil/db";
import { and, eq, inArray, lt, not } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { AppDeps } from "../deps";
import { DAY_MS, MINUTE_MS } from "../rate-limits";
import { incomingKey, uploadUrl } from "./object-urls";
import { consumeRateLimit } from "./rate-limit";
import { deleteStoredBytes, deleteStoredObjects, objectInUse } from "./stored-objects";

/**
 * Upload URLs (docs/product-rules.md#uploads-and-images; docs/decisions/0003-uploads.md): single use, bound
 * to the user who asked, valid 15 minutes. The bytes go to the app's own
 * PUT /api/objects/upload/<id>, or straight to the bucket through a presigned PUT when
 * S3 is configured; upload-confirmation.ts turns them into a stored object.
 */
const UPLOAD_URL_TTL_MS = 15 * MINUTE_MS;
/** Uploads nobody attached within a day are garbage: their objects are removed. */
const STALE_UPLOAD_MS = DAY_MS;

export interface UploadTarget {
  uploadURL: string;
}

/** A new upload URL for the caller (limited per user, docs/product-rules.md#limits); the caller's stale uploads go first. */
export async function createUploadUrl(deps: AppDeps, userId: string): Promise<UploadTarget> {
  const now = deps.now();
  await consumeRateLimit(deps, "uploadsPerHour", userId, now);
  await pruneStaleUploads(deps, userId, now);

  const uploadId = randomUUID();
  await deps.db
    .insert(schema.uploads)
    .values({ id: uploadId, userId, expiresAt: new Date(now.getTime() + UPLOAD_URL_TTL_MS), createdAt: now });
  const uploadURL = deps.storage.createUploadTarget
    ? await deps.storage.createUploadTarget(incomingKey(uploadId), UPLOAD_URL_TTL_MS / 1000)
    : uploadUrl(uploadId);
  return { uploadURL };
}

/**
 * Removes the caller's uploads older than a day: their objects when nothing uses them
 * (not a photo, not a chat image), the raw bytes a bucket upload left, and the rows.
 * Run when the user asks for a new upload URL, so garbage never outgrows its owner's use.
 */
async function pruneStaleUploads(deps: AppDeps, userId: string, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - STALE_UPLOAD_MS);
  const stale = await deps.db
    .select({ id: schema.uploads.id, objectId: schema.uploads.objectId })
    .from(schema.uploads)
    .where(and(eq(schema.uploads.userId, userId), lt(schema.uploads.expiresAt, staleBefore)));
  if (stale.length === 0) return;

  const objectIds = stale.flatMap((upload) => (upload.objectId ? [upload.objectId] : []));
  if (objectIds.length > 0) {
    const unused = await deps.db
      .select({ id: schema.storedObjects.id })
      .from(schema.storedObjects)
      .where(and(inArray(schema.storedObjects.id, objectIds), not(objectInUse)));
    await deleteStoredObjects(
      deps,
      unused.map((object) => object.id),
    );
  }
  await deps.db.delete(schema.uploads).where(
    inArray(
      schema.uploads.id,
      stale.map((upload) => upload.id),
    ),
  );
  if (deps.storage.createUploadTarget) {
    await deleteStoredBytes(
      deps,
      stale.filter((upload) => !upload.objectId).map((upload) => incomingKey(upload.id)),
    );
  }
}
