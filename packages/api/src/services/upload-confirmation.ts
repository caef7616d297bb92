import { schema } from "@unveil/db";
import { UPLOAD_PHOTO_MAX_BYTES } from "@unveil/validators";
import { and, eq, gt, isNull, type SQL } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";
import { StoredObjectTooLargeError } from "../storage/object-storage";
import { imageTooLarge, storeImage } from "./images";
import { incomingKey, isUuid, objectUrl } from "./object-urls";
import { deleteStoredBytes, deleteStoredObjects } from "./stored-objects";

/**
 * Turning an upload's bytes into a stored object (docs/decisions/0003-uploads.md):
 * the app's own PUT, or confirming a bucket upload when its URL is presented. Either
 * way the bytes are sniffed, re-encoded and stored as an object that only its owner
 * can attach (as a photo or a chat image). The URLs themselves: upload-urls.ts.
 */
const UPLOAD_NOT_FOUND = "Upload not found";
const UPLOAD_ALREADY_USED = "This upload link was already used";
const UPLOAD_EXPIRED = "This upload link has expired";

export interface ReceiveUploadInput {
  uploadId: string;
  /** Reads the request's bytes, refusing more than `maxBytes`. */
  readBytes: (maxBytes: number) => Promise<Buffer>;
}

/**
 * The app's own upload PUT: the upload must be the caller's, unused and not expired
 * (else 404, one status for all three so a guessed id tells nothing; the owner gets a
 * message saying which). `readBytes` is called only after those checks, so a refused
 * upload never costs reading 10 MB.
 */
export async function receiveUpload(deps: AppDeps, userId: string, input: ReceiveUploadInput): Promise<{ url: string }> {
  const { uploadId } = input;
  if (!isUuid(uploadId)) throw notFound(UPLOAD_NOT_FOUND);
  const upload = await findOwnUpload(deps, userId, eq(schema.uploads.id, uploadId));
  if (!upload) throw notFound(UPLOAD_NOT_FOUND);
  if (upload.objectId) throw notFound(UPLOAD_ALREADY_USED);
  if (upload.expiresAt.getTime() <= deps.now().getTime()) throw notFound(UPLOAD_EXPIRED);

  const bytes = await input.readBytes(UPLOAD_PHOTO_MAX_BYTES);
  const objectId = await storeImage(deps, { ownerId: userId, purpose: "photo", bytes, maxBytes: UPLOAD_PHOTO_MAX_BYTES });
  if (!(await claimUpload(deps, uploadId, objectId, { unexpired: true }))) {
    // Another PUT to the same URL won the race (or it expired meanwhile): single use.
    await deleteStoredObjects(deps, [objectId]);
    throw notFound(UPLOAD_ALREADY_USED);
  }
  return { url: objectUrl(objectId) };
}

/** The caller's upload that `which` picks: an upload is bound to the user who asked for it, nobody else finds it. */
async function findOwnUpload(deps: AppDeps, userId: string, which: SQL) {
  const [upload] = await deps.db
    .select({ objectId: schema.uploads.objectId, expiresAt: schema.uploads.expiresAt })
    .from(schema.uploads)
    .where(and(which, eq(schema.uploads.userId, userId)));
  return upload;
}

/** Binds the object to the upload, once: the row is the single-use token. */
async function claimUpload(deps: AppDeps, uploadId: string, objectId: string, options: { unexpired: boolean }) {
  const claimed = await deps.db
    .update(schema.uploads)
    .set({ objectId })
    .where(
      and(
        eq(schema.uploads.id, uploadId),
        isNull(schema.uploads.objectId),
        options.unexpired ? gt(schema.uploads.expiresAt, deps.now()) : undefined,
      ),
    )
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
  const upload = await findOwnUpload(deps, userId, eq(schema.uploads.id, uploadId));
  if (!upload) return null;
  if (upload.objectId) return upload.objectId;
  if (!deps.storage.createUploadTarget) return null;
  return confirmBucketUpload(deps, userId, uploadId);
}

/** The object id of `/objects/<id>` when an upload of the caller's produced it, else null. */
export async function uploadedObjectOf(deps: AppDeps, userId: string, objectId: string): Promise<string | null> {
  if (!isUuid(objectId)) return null;
  const upload = await findOwnUpload(deps, userId, eq(schema.uploads.objectId, objectId));
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
  if (!(await claimUpload(deps, uploadId, objectId, { unexpired: false }))) {
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
