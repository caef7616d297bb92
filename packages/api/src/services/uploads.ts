import { schema } from "@unveil/db";
import { UPLOAD_PHOTO_MAX_BYTES } from "@unveil/validators";
import { and, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";
import { StoredObjectTooLargeError } from "../storage/object-storage";
import { imageTooLarge, storeImage } from "./images";
import { DAY_MS, HOUR_MS, MINUTE_MS, consumeRateLimit } from "./rate-limit";
import { deleteStoredBytes, deleteStoredObjects } from "./stored-objects";
import { objectUrl } from "./user-view";

/**
 * Upload URLs (contract §3, §7; docs/decisions/0003-uploads.md): single use, bound
 * to the user who asked, valid 15 minutes. The bytes go to the app's own
 * PUT /api/objects/upload/<id>, or straight to the bucket through a presigned PUT when
 * S3 is configured; either way they are sniffed, re-encoded and stored as an object
 * that only its owner can attach (as a photo or a chat image).
 */
export const UPLOAD_URL_TTL_MS = 15 * MINUTE_MS;
/** Uploads nobody attached within a day are garbage: their objects are removed. */
const STALE_UPLOAD_MS = DAY_MS;

export const UPLOAD_PATH_PREFIX = "/api/objects/upload/";
export const UPLOAD_NOT_FOUND = "Upload not found";
export const UPLOAD_ALREADY_USED = "This upload link was already used";
export const UPLOAD_EXPIRED = "This upload link has expired";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isUuid = (value: string) => UUID.test(value);

/** Where the raw bytes of a presigned (bucket) upload land before they are confirmed. */
export const incomingKey = (uploadId: string) => `incoming/${uploadId}`;

export interface UploadTarget {
  uploadURL: string;
}

export async function createUploadUrl(deps: AppDeps, userId: string): Promise<UploadTarget> {
  const now = deps.now();
  const rule = { bucket: "upload-url", limit: deps.config.rateLimits.uploadsPerHour, windowMs: HOUR_MS };
  await consumeRateLimit(deps.db, rule, userId, now);
  await pruneStaleUploads(deps, userId, now);

  const uploadId = randomUUID();
  await deps.db
    .insert(schema.uploads)
    .values({ id: uploadId, userId, expiresAt: new Date(now.getTime() + UPLOAD_URL_TTL_MS), createdAt: now });
  const uploadURL = deps.storage.createUploadTarget
    ? await deps.storage.createUploadTarget(incomingKey(uploadId), UPLOAD_URL_TTL_MS / 1000)
    : `${UPLOAD_PATH_PREFIX}${uploadId}`;
  return { uploadURL };
}

/**
 * PUT /api/objects/upload/<id>: the upload must be the caller's, unused and not
 * expired (else 404, one status for all three so a guessed id tells nothing; the
 * owner gets a message saying which). `readBytes` is called only after those checks,
 * so a refused upload never costs reading 10 MB.
 */
export async function receiveUpload(
  deps: AppDeps,
  userId: string,
  uploadId: string,
  readBytes: (maxBytes: number) => Promise<Buffer>,
): Promise<{ url: string }> {
  if (!isUuid(uploadId)) throw notFound(UPLOAD_NOT_FOUND);
  const [upload] = await deps.db
    .select({ objectId: schema.uploads.objectId, expiresAt: schema.uploads.expiresAt })
    .from(schema.uploads)
    .where(and(eq(schema.uploads.id, uploadId), eq(schema.uploads.userId, userId)));
  if (!upload) throw notFound(UPLOAD_NOT_FOUND);
  if (upload.objectId) throw notFound(UPLOAD_ALREADY_USED);
  if (upload.expiresAt.getTime() <= deps.now().getTime()) throw notFound(UPLOAD_EXPIRED);

  const bytes = await readBytes(UPLOAD_PHOTO_MAX_BYTES);
  const objectId = await storeImage(deps, { ownerId: userId, purpose: "photo", bytes, maxBytes: UPLOAD_PHOTO_MAX_BYTES });
  if (!(await claimUpload(deps, uploadId, objectId))) {
    // Another PUT to the same URL won the race (or it expired meanwhile): single use.
    await deleteStoredObjects(deps, [objectId]);
    throw notFound(UPLOAD_ALREADY_USED);
  }
  return { url: objectUrl(objectId) };
}

/** Binds the object to the upload, once: the row is the single-use token. */
async function claimUpload(deps: AppDeps, uploadId: string, objectId: string): Promise<boolean> {
  const claimed = await deps.db
    .update(schema.uploads)
    .set({ objectId })
    .where(and(eq(schema.uploads.id, uploadId), isNull(schema.uploads.objectId), gt(schema.uploads.expiresAt, deps.now())))
    .returning({ id: schema.uploads.id });
  return claimed.length > 0;
}

/**
 * The object an upload of the caller's produced, or null. With a bucket, the browser
 * PUT the raw bytes straight to it; presenting the upload URL confirms the upload:
 * the bytes are fetched, checked, re-encoded and stored as a real object here.
 */
export async function objectOfUpload(deps: AppDeps, userId: string, uploadId: string): Promise<string | null> {
  if (!isUuid(uploadId)) return null;
  const [upload] = await deps.db
    .select({ objectId: schema.uploads.objectId })
    .from(schema.uploads)
    .where(and(eq(schema.uploads.id, uploadId), eq(schema.uploads.userId, userId)));
  if (!upload) return null;
  if (upload.objectId) return upload.objectId;
  if (!deps.storage.createUploadTarget) return null;
  return confirmBucketUpload(deps, userId, uploadId);
}

/** The object id of `/objects/<id>` when an upload of the caller's produced it, else null. */
export async function uploadedObjectOf(deps: AppDeps, userId: string, objectId: string): Promise<string | null> {
  if (!isUuid(objectId)) return null;
  const [upload] = await deps.db
    .select({ objectId: schema.uploads.objectId })
    .from(schema.uploads)
    .where(and(eq(schema.uploads.objectId, objectId), eq(schema.uploads.userId, userId)));
  return upload?.objectId ?? null;
}

async function confirmBucketUpload(deps: AppDeps, userId: string, uploadId: string): Promise<string | null> {
  const key = incomingKey(uploadId);
  let raw;
  try {
    raw = await deps.storage.get(key, { maxBytes: UPLOAD_PHOTO_MAX_BYTES });
  } catch (error) {
    if (!(error instanceof StoredObjectTooLargeError)) throw error;
    await deleteStoredBytes(deps, [key]);
    throw imageTooLarge(UPLOAD_PHOTO_MAX_BYTES);
  }
  if (!raw) return null;
  let objectId: string;
  try {
    objectId = await storeImage(deps, { ownerId: userId, purpose: "photo", bytes: raw.bytes, maxBytes: UPLOAD_PHOTO_MAX_BYTES });
  } catch (error) {
    // Not an image we accept: the raw bytes are useless, and the URL stays unusable.
    await deleteStoredBytes(deps, [key]);
    throw error;
  }
  // Confirming does not check the 15 minutes: the bucket already refused a late PUT.
  const claimed = await deps.db
    .update(schema.uploads)
    .set({ objectId })
    .where(and(eq(schema.uploads.id, uploadId), isNull(schema.uploads.objectId)))
    .returning({ id: schema.uploads.id });
  if (claimed.length === 0) {
    // A parallel confirmation stored it first: use theirs.
    await deleteStoredObjects(deps, [objectId]);
    const [winner] = await deps.db
      .select({ objectId: schema.uploads.objectId })
      .from(schema.uploads)
      .where(eq(schema.uploads.id, uploadId));
    return winner?.objectId ?? null;
  }
  await deleteStoredBytes(deps, [key]);
  return objectId;
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
      .where(
        and(
          inArray(schema.storedObjects.id, objectIds),
          sql`not exists (select 1 from photos p where p.object_id = stored_objects.id)`,
          sql`not exists (select 1 from messages m where m.image_object_id = stored_objects.id)`,
        ),
      );
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
