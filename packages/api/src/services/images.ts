import { schema } from "@unveil/db";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { AppDeps } from "../deps";
import { DomainError, badRequest } from "../errors";

/** Longest edge of a stored image; larger photos are scaled down. */
export const MAX_IMAGE_EDGE_PX = 1600;

export type ImageType = "jpeg" | "png" | "webp" | "gif";
const CONTENT_TYPES: Record<ImageType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

/** The real type from the first bytes (docs/product-rules.md#uploads-and-images), whatever the declared type says. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (
    bytes.length >= 6 &&
    (bytes.subarray(0, 6).toString("latin1") === "GIF87a" || bytes.subarray(0, 6).toString("latin1") === "GIF89a")
  )
    return "gif";
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "webp";
  return null;
}

const DATA_URL = /^data:([^;,]*)(;base64)?,/;

/** Bytes of a `data:` URL, or null when the text is not one (or cannot be decoded). */
export function decodeDataUrl(source: string): Buffer | null {
  const header = DATA_URL.exec(source);
  if (!header) return null;
  const payload = source.slice(header[0].length);
  if (header[2]) return Buffer.from(payload, "base64");
  try {
    return Buffer.from(decodeURIComponent(payload), "latin1");
  } catch {
    // A malformed %-escape is bad input, not a server fault.
    return null;
  }
}

export interface ProcessedImage {
  bytes: Buffer;
  contentType: string;
}

const sizeLabel = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The 413 every image path answers past its limit. */
export function imageTooLarge(maxBytes: number): DomainError {
  return new DomainError("PAYLOAD_TOO_LARGE", `Images must be under ${sizeLabel(maxBytes)}`);
}

/**
 * Checks the bytes are a JPEG, PNG, WebP or GIF within `maxBytes`, then re-encodes
 * them: orientation applied, long edge capped, every metadata block (EXIF, GPS) dropped.
 */
export async function processImage(bytes: Buffer, maxBytes: number): Promise<ProcessedImage> {
  if (bytes.length === 0) throw badRequest("The image is empty");
  if (bytes.length > maxBytes) throw imageTooLarge(maxBytes);
  const type = sniffImageType(bytes);
  if (!type) throw badRequest("Only JPEG, PNG, WebP or GIF images are accepted");
  try {
    const animated = type === "gif" || type === "webp";
    let pipeline = sharp(bytes, { animated, failOn: "error", limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MAX_IMAGE_EDGE_PX, height: MAX_IMAGE_EDGE_PX, fit: "inside", withoutEnlargement: true });
    pipeline =
      type === "jpeg"
        ? pipeline.jpeg({ quality: 82, progressive: true })
        : type === "png"
          ? pipeline.png({ compressionLevel: 9 })
          : type === "webp"
            ? pipeline.webp({ quality: 82 })
            : pipeline.gif();
    return { bytes: await pipeline.toBuffer(), contentType: CONTENT_TYPES[type] };
  } catch {
    throw badRequest("Could not read the image file");
  }
}

export interface StoreImageInput {
  ownerId: string;
  purpose: "photo" | "chat" | "selfie";
  bytes: Buffer;
  maxBytes: number;
}

/** Validates, re-encodes and stores an image; answers the new object's id. */
export async function storeImage(deps: AppDeps, input: StoreImageInput): Promise<string> {
  const image = await processImage(input.bytes, input.maxBytes);
  const objectId = randomUUID();
  await deps.storage.put(objectId, image.bytes, image.contentType);
  await deps.db.insert(schema.storedObjects).values({
    id: objectId,
    ownerId: input.ownerId,
    purpose: input.purpose,
    contentType: image.contentType,
    byteSize: image.bytes.length,
  });
  return objectId;
}
