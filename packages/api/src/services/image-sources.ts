import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { badRequest } from "../errors";
import { decodeDataUrl, imageTooLarge, storeImage } from "./images";
import { isUuid, objectIdOfUrl, uploadIdOfBucketUrl, uploadIdOfUrl } from "./object-urls";
import { objectInUse } from "./stored-objects";
import { objectOfUpload, uploadedObjectOf } from "./upload-confirmation";

const UNKNOWN_IMAGE_MESSAGE = "Unknown image";

export interface ImageSourceInput {
  /** A data URL, an upload URL, or the `/objects/<id>` URL an upload's PUT answered. */
  source: string;
  purpose: "photo" | "chat" | "selfie";
  /** Limit of a data URL's decoded bytes, and of an uploaded object's stored bytes. */
  maxBytes: number;
}

export const isDataUrl = (source: string) => source.startsWith("data:");

type ImageReference = { kind: "upload"; id: string } | { kind: "object"; id: string };

/** What a non-data-URL source points at; the host is irrelevant, ownership is checked after. */
function parseReference(deps: AppDeps, source: string): ImageReference | null {
  let pathname: string;
  try {
    pathname = new URL(source, "http://unveil.invalid").pathname;
  } catch {
    return null;
  }
  const objectId = objectIdOfUrl(pathname);
  if (objectId) return { kind: "object", id: objectId };
  // A presigned bucket URL (`<endpoint>/<bucket>/incoming/<uploadId>?X-Amz-…`) only where uploads go to a bucket.
  const uploadId = uploadIdOfUrl(pathname) ?? (deps.storage.createUploadTarget ? uploadIdOfBucketUrl(pathname) : null);
  if (uploadId) return { kind: "upload", id: uploadId };
  return null;
}

/**
 * Turns an image as a client sends it into a stored object id (docs/product-rules.md#uploads-and-images):
 * - a data URL is decoded, checked (type by its bytes, `maxBytes`), re-encoded and stored;
 * - an upload URL, or the `/objects/<id>` URL its PUT answered, is the object that upload
 *   produced, only if the caller made that upload and nothing uses the object yet.
 * Anything else, including someone else's upload, is 400 `Unknown image`.
 * A new object from a data URL is the caller's to delete if what it was for fails.
 */
export async function resolveImageSource(deps: AppDeps, userId: string, input: ImageSourceInput): Promise<string> {
  const { source, ...options } = input;
  if (isDataUrl(source)) {
    const bytes = decodeDataUrl(source);
    if (!bytes) throw badRequest("Could not read the image file");
    return storeImage(deps, { ownerId: userId, purpose: options.purpose, bytes, maxBytes: options.maxBytes });
  }
  const reference = parseReference(deps, source);
  if (!reference || !isUuid(reference.id)) throw badRequest(UNKNOWN_IMAGE_MESSAGE);
  const objectId =
    reference.kind === "upload"
      ? await objectOfUpload(deps, userId, reference.id)
      : await uploadedObjectOf(deps, userId, reference.id);
  if (!objectId) throw badRequest(UNKNOWN_IMAGE_MESSAGE);

  const [object] = await deps.db
    .select({
      purpose: schema.storedObjects.purpose,
      byteSize: schema.storedObjects.byteSize,
      inUse: objectInUse,
    })
    .from(schema.storedObjects)
    .where(eq(schema.storedObjects.id, objectId));
  // One upload is one image in one place: deleting a photo deletes its object, which
  // must not take a chat image (or a second photo) with it.
  if (!object || object.inUse) throw badRequest(UNKNOWN_IMAGE_MESSAGE);
  if (object.byteSize > options.maxBytes) throw imageTooLarge(options.maxBytes);
  if (object.purpose !== options.purpose) {
    await deps.db.update(schema.storedObjects).set({ purpose: options.purpose }).where(eq(schema.storedObjects.id, objectId));
  }
  return objectId;
}
