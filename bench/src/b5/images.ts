import { readFile } from "node:fs/promises";
import sharp from "sharp";

export interface BenchImage {
  kind: string;
  bytes: Buffer;
}

const portraitUrl = new URL("../../../apps/web/e2e/fixtures/portrait.jpg", import.meta.url);

/** Noise over our portrait fixture: the entropy of a photo, at a given size, as JPEG. */
export async function photoLike(width: number, height: number): Promise<Buffer> {
  const portrait = await sharp(await readFile(portraitUrl))
    .resize(width, height, { fit: "fill" })
    .toBuffer();
  const noise = { type: "gaussian" as const, mean: 128, sigma: 40 };
  return sharp({ create: { width, height, channels: 3, background: "#000", noise } })
    .composite([{ input: portrait, blend: "overlay" }])
    .jpeg({ quality: 82, progressive: true })
    .toBuffer();
}

async function animatedGif(frames: number, edge: number): Promise<Buffer> {
  const colours = ["#ffffff", "#c68642", "#2060c0", "#f1c27d", "#000000", "#808080", "#e0ac69", "#d03030"];
  const pages = await Promise.all(
    Array.from({ length: frames }, (_, index) =>
      sharp({ create: { width: edge, height: edge, channels: 3, background: colours[index % colours.length]! } })
        .raw()
        .toBuffer(),
    ),
  );
  return sharp(Buffer.concat(pages), { raw: { width: edge, height: edge * frames, channels: 3, pageHeight: edge } })
    .gif()
    .toBuffer();
}

/**
 * Images as the app stores them (services/images.ts re-encodes with the long edge at
 * most 1600 px): a large JPEG photo, a phone-sized PNG, an animated GIF whose four
 * sampled frames each cost a model run.
 */
export async function benchImages(): Promise<BenchImage[]> {
  return [
    { kind: "JPEG 1600×1200 (photo-like)", bytes: await photoLike(1600, 1200) },
    {
      kind: "PNG 800×600",
      bytes: await sharp(await photoLike(800, 600))
        .png()
        .toBuffer(),
    },
    { kind: "GIF 480×480, 8 frames (4 judged)", bytes: await animatedGif(8, 480) },
  ];
}
