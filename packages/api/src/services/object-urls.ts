import { Id } from "@unveil/validators";

/**
 * Where stored objects and uploads are addressed (docs/product-rules.md#uploads-and-images, docs/decisions/0003-uploads.md):
 * every URL the API hands out for an image, and every URL it accepts back, is built
 * and read here.
 */
export const OBJECT_URL_PREFIX = "/objects/";
const UPLOAD_URL_PREFIX = "/api/objects/upload/";
/** Where the raw bytes of a presigned (bucket) upload land before they are confirmed. */
const INCOMING_PREFIX = "incoming/";

/** Every id the API hands out is a UUID; anything else names nothing. */
export const isUuid = (value: string) => Id.safeParse(value).success;

/** Where a stored object is served from: `/objects/<id>`. */
export const objectUrl = (objectId: string) => `${OBJECT_URL_PREFIX}${objectId}`;

/** The app's own upload URL (local storage): `/api/objects/upload/<id>`. */
export const uploadUrl = (uploadId: string) => `${UPLOAD_URL_PREFIX}${uploadId}`;

/** The bucket key of a presigned upload's raw bytes: `incoming/<uploadId>`. */
export const incomingKey = (uploadId: string) => `${INCOMING_PREFIX}${uploadId}`;

const lastSegmentAfter = (pathname: string, prefix: string): string | null => {
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length);
  return rest && !rest.includes("/") ? rest : null;
};

/** The object id of a `/objects/<id>` path, else null. */
export const objectIdOfUrl = (pathname: string) => lastSegmentAfter(pathname, OBJECT_URL_PREFIX);

/** The upload id of a `/api/objects/upload/<id>` path, else null. */
export const uploadIdOfUrl = (pathname: string) => lastSegmentAfter(pathname, UPLOAD_URL_PREFIX);

/** The upload id of a presigned bucket URL's path (`…/<bucket>/incoming/<uploadId>`, path style), else null. */
export function uploadIdOfBucketUrl(pathname: string): string | null {
  const marker = pathname.lastIndexOf(`/${INCOMING_PREFIX}`);
  return marker === -1 ? null : lastSegmentAfter(pathname.slice(marker + 1), INCOMING_PREFIX);
}
