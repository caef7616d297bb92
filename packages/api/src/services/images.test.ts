import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { DomainError } from "../errors";
import { createLocalStorage } from "../storage/local-storage";
import { StoredObjectTooLargeError } from "../storage/object-storage";
import { exifHasGps, makeJpeg, makePng, oversizedJpegBytes } from "../test/images";
import { MAX_IMAGE_EDGE_PX, decodeDataUrl, processImage, sniffImageType } from "./images";

const MB = 1024 * 1024;

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("expected a DomainError");
}

describe("sniffImageType", () => {
  it("tells the four accepted types by their first bytes", async () => {
    expect(sniffImageType(await makeJpeg())).toBe("jpeg");
    expect(sniffImageType(await makePng())).toBe("png");
    expect(
      sniffImageType(
        await sharp(await makePng())
          .webp()
          .toBuffer(),
      ),
    ).toBe("webp");
    expect(
      sniffImageType(
        await sharp(await makePng())
          .gif()
          .toBuffer(),
      ),
    ).toBe("gif");
  });

  it("refuses everything else, whatever it claims to be", () => {
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(Buffer.from("%PDF-1.7"))).toBeNull();
    expect(sniffImageType(Buffer.from("plain text named photo.png"))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
    expect(sniffImageType(Buffer.from("RIFF\0\0\0\0WAVE"))).toBeNull();
  });
});

describe("decodeDataUrl", () => {
  it("decodes base64 and percent-encoded data URLs", () => {
    expect(decodeDataUrl("data:image/png;base64,aGVsbG8=")).toEqual(Buffer.from("hello"));
    expect(decodeDataUrl("data:,hello%20there")).toEqual(Buffer.from("hello there"));
  });

  it("answers null for what is not a data URL, or a malformed one (no throw)", () => {
    expect(decodeDataUrl("https://example.com/a.png")).toBeNull();
    expect(decodeDataUrl("/objects/abc")).toBeNull();
    expect(decodeDataUrl("data:text/plain,%E0%A4%A")).toBeNull();
  });
});

describe("processImage", () => {
  it("re-encodes a JPEG without its EXIF and GPS blocks", async () => {
    const original = await makeJpeg({ width: 120, height: 90, withGps: true });
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(exifHasGps(before.exif)).toBe(true);

    const processed = await processImage(original, 5 * MB);
    expect(processed.contentType).toBe("image/jpeg");
    const after = await sharp(processed.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after).toMatchObject({ format: "jpeg", width: 120, height: 90 });
  });

  it("keeps the type it sniffed (PNG stays PNG, WebP stays WebP)", async () => {
    expect((await processImage(await makePng(), MB)).contentType).toBe("image/png");
    const webp = await sharp(await makePng())
      .webp()
      .toBuffer();
    expect((await processImage(webp, MB)).contentType).toBe("image/webp");
    const gif = await sharp(await makePng())
      .gif()
      .toBuffer();
    expect((await processImage(gif, MB)).contentType).toBe("image/gif");
  });

  it("scales a huge photo down to the longest edge limit", async () => {
    const big = await makeJpeg({ width: 3200, height: 1600 });
    const processed = await processImage(big, 10 * MB);
    const meta = await sharp(processed.bytes).metadata();
    expect(meta.width).toBe(MAX_IMAGE_EDGE_PX);
    expect(meta.height).toBe(MAX_IMAGE_EDGE_PX / 2);
  });

  it("refuses non-images with 400, too-large bytes with 413, empty and corrupt bytes with 400", async () => {
    const text = await rejection(processImage(Buffer.from("not an image at all"), MB));
    expect(text).toMatchObject({ code: "BAD_REQUEST", message: "Only JPEG, PNG, WebP or GIF images are accepted" });

    const large = await rejection(processImage(oversizedJpegBytes(5 * MB + 1), 5 * MB));
    expect(large).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: "Images must be under 5 MB" });

    expect(await rejection(processImage(Buffer.alloc(0), MB))).toMatchObject({
      code: "BAD_REQUEST",
      message: "The image is empty",
    });

    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
    expect(await rejection(processImage(corrupt, MB))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Could not read the image file",
    });
  });
});

describe("local storage driver", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "unveil-storage-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("puts, gets with its type, honours maxBytes, and deletes (missing keys too)", async () => {
    const storage = createLocalStorage(dataDir);
    const key = crypto.randomUUID();
    await storage.put(key, Buffer.from("bytes"), "image/png");
    expect(await storage.get(key)).toEqual({ bytes: Buffer.from("bytes"), contentType: "image/png" });
    await expect(storage.get(key, { maxBytes: 4 })).rejects.toBeInstanceOf(StoredObjectTooLargeError);
    await storage.delete([key, crypto.randomUUID()]);
    expect(await storage.get(key)).toBeNull();
  });

  it("never reads or writes outside its folder", async () => {
    const storage = createLocalStorage(dataDir);
    expect(await storage.get("../../etc/passwd")).toBeNull();
    await expect(storage.put("../escape", Buffer.from("x"), "image/png")).rejects.toThrow("Invalid object key");
  });
});
