import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeJpeg } from "../test/images";
import { createImageRenditions, type ImageBytes } from "./image-renditions";

/** A stored image reader that counts its reads. */
function countingReader(image: ImageBytes | null) {
  const reader = {
    reads: 0,
    read: () => {
      reader.reads += 1;
      return Promise.resolve(image);
    },
  };
  return reader;
}

describe("image renditions", () => {
  it("reads and resizes once per object and width, also for viewers asking at once", async () => {
    const renditions = createImageRenditions();
    const stored = countingReader({ bytes: await makeJpeg({ width: 1200, height: 900 }), contentType: "image/jpeg" });
    const [first, second] = await Promise.all([
      renditions.scaled("a", 320, stored.read),
      renditions.scaled("a", 320, stored.read),
    ]);
    const third = await renditions.scaled("a", 320, stored.read);
    expect(stored.reads).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(await sharp(first?.bytes).metadata()).toMatchObject({ width: 320, height: 240 });
    await renditions.scaled("a", 640, stored.read);
    expect(stored.reads).toBe(2);
  });

  it("answers null, and remembers nothing, when the stored image is gone", async () => {
    const renditions = createImageRenditions();
    const missing = countingReader(null);
    expect(await renditions.scaled("gone", 320, missing.read)).toBeNull();
    expect(await renditions.scaled("gone", 320, missing.read)).toBeNull();
    expect(missing.reads).toBe(2);
  });

  it("answers a GIF and unreadable bytes as stored", async () => {
    const renditions = createImageRenditions();
    const gif = {
      bytes: await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c00" } })
        .gif()
        .toBuffer(),
      contentType: "image/gif",
    };
    expect(await renditions.scaled("g", 320, () => Promise.resolve(gif))).toBe(gif);
    const broken = { bytes: Buffer.from("not an image"), contentType: "image/jpeg" };
    expect(await renditions.scaled("b", 320, () => Promise.resolve(broken))).toBe(broken);
  });
});
