import sharp from "sharp";

/**
 * Frames of an animated GIF or WebP that are judged (first, last and evenly between):
 * an explicit frame hidden after a harmless first one must not pass, and each frame
 * costs one model run.
 */
export const MAX_FRAMES_JUDGED = 4;

/** The same decoding limits as the upload path (services/images.ts): what it stored, this reads. */
const DECODE_OPTIONS = { limitInputPixels: 50_000_000, failOn: "error" } as const;

/** Which pages of a `pageCount`-frame image are judged. */
export function framesToJudge(pageCount: number, maxFrames = MAX_FRAMES_JUDGED): number[] {
  const count = Number.isFinite(pageCount) && pageCount >= 1 ? Math.floor(pageCount) : 1;
  if (count <= maxFrames) return Array.from({ length: count }, (_, index) => index);
  const last = count - 1;
  const picked = Array.from({ length: maxFrames }, (_, step) => Math.round((step * last) / (maxFrames - 1)));
  return [...new Set(picked)];
}

/**
 * Decodes image bytes into what the model reads: one `size`×`size` RGB pixel array
 * (row-major, 0–255) per judged frame. The whole picture is squeezed to the square,
 * not cropped, as nsfwjs does itself, so nothing at the edges escapes the model;
 * transparency is flattened onto white, as a chat bubble shows it.
 */
export async function decodeModelInput(bytes: Uint8Array, size: number): Promise<Uint8Array[]> {
  const { pages } = await sharp(bytes, DECODE_OPTIONS).metadata();
  const frames: Uint8Array[] = [];
  for (const page of framesToJudge(pages ?? 1)) {
    const { data, info } = await sharp(bytes, { ...DECODE_OPTIONS, page })
      .rotate()
      .flatten({ background: "#ffffff" })
      .resize(size, size, { fit: "fill" })
      .toColourspace("srgb")
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3 || data.length !== size * size * 3) {
      throw new Error(`Expected ${size}x${size} RGB pixels, got ${info.width}x${info.height}x${info.channels}`);
    }
    frames.push(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  }
  return frames;
}
