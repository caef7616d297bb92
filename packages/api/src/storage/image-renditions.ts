import type { DisplayWidth } from "@unveil/validators/limits";
import { LRUCache } from "lru-cache";
import sharp from "sharp";

export interface ImageBytes {
  bytes: Buffer;
  contentType: string;
}

/** Renditions one instance keeps in memory: some thousands of phone-sized images. */
const CACHE_BYTES = 32 * 1024 * 1024;

/** WebP at this quality: about a third of a JPEG of the same size and look. */
const WEBP_QUALITY = 75;

export interface ImageRenditions {
  /**
   * Object `objectId` at most `width` px wide; `stored` reads the stored image (only on a
   * miss) and answers null when there is none. Call only after the access check: the
   * memory knows nothing of who may see what.
   */
  scaled(objectId: string, width: DisplayWidth, stored: () => Promise<ImageBytes | null>): Promise<ImageBytes | null>;
}

/**
 * Display renditions (docs/product-rules.md#uploads-and-images): a stored image scaled down
 * to a display width as WebP, made on first request and kept in this instance's memory
 * (least recently used out first). Nothing is written to storage, so deleting an object
 * leaves no copy behind: its row is gone, the access check answers 404, and the entry
 * ages out. An image already that narrow, an animation (GIF, animated WebP) and bytes sharp
 * cannot read are answered as stored.
 */
export function createImageRenditions(): ImageRenditions {
  const cache = new LRUCache<string, ImageBytes>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (image) => Math.max(1, image.bytes.length),
  });
  const making = new Map<string, Promise<ImageBytes | null>>();

  async function make(image: ImageBytes, width: DisplayWidth): Promise<ImageBytes> {
    if (image.contentType === "image/gif") return image;
    try {
      const source = sharp(image.bytes, { failOn: "error" });
      const { width: storedWidth, pages } = await source.metadata();
      if (!storedWidth || storedWidth <= width || (pages ?? 1) > 1) return image;
      const bytes = await source.resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
      return bytes.length < image.bytes.length ? { bytes, contentType: "image/webp" } : image;
    } catch {
      return image;
    }
  }

  return {
    async scaled(objectId, width, stored) {
      const key = `${objectId}:${width}`;
      const cached = cache.get(key);
      if (cached) return cached;
      // Two viewers asking at once (a chat's two sides) share one read and one resize.
      let pending = making.get(key);
      if (!pending) {
        pending = stored().then((image) => (image ? make(image, width) : null));
        making.set(key, pending);
      }
      try {
        const made = await pending;
        if (made) cache.set(key, made);
        return made;
      } finally {
        making.delete(key);
      }
    },
  };
}
