import { readFile } from "node:fs/promises";
import sharp from "sharp";

/** Skin tones from light to dark: the colours a nudity model is most tempted by. */
const SKIN_TONES = ["#ffdbac", "#f1c27d", "#e0ac69", "#c68642", "#8d5524", "#5c3a1e"];

const PORTRAITS = ["portrait.jpg", "portrait-2.jpg"].map(
  (name) => new URL(`../../../../apps/web/e2e/fixtures/${name}`, import.meta.url),
);

type Pixel = (x: number, y: number) => [number, number, number];

/** An RGB image computed pixel by pixel, encoded as PNG. */
function paint(width: number, height: number, pixel: Pixel): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data.set(pixel(x, y), (y * width + x) * 3);
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const mix = (from: number, to: number, t: number) => Math.round(from + (to - from) * t);

function flat(colour: string, width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/**
 * Harmless images of every kind the classifier may meet, made on the fly (nothing
 * explicit is ever committed): flat colours and skin tones, gradients, a skin-toned
 * blob, noise, our own portrait fixtures, and each format the app stores (JPEG, PNG
 * with transparency, WebP, greyscale, animated GIF).
 */
export async function safeTestImages(): Promise<{ name: string; bytes: Buffer }[]> {
  const images: { name: string; bytes: Promise<Buffer> }[] = [
    ...["#ffffff", "#000000", "#808080", "#d03030", "#ffc0cb", "#2060c0"].map((colour) => ({
      name: `flat ${colour}`,
      bytes: flat(colour),
    })),
    ...SKIN_TONES.map((colour) => ({ name: `skin tone ${colour}`, bytes: flat(colour) })),
    { name: "grey gradient", bytes: paint(320, 240, (x) => [mix(0, 255, x / 319), mix(0, 255, x / 319), mix(0, 255, x / 319)]) },
    {
      name: "sunset gradient",
      bytes: paint(240, 320, (_, y) => [mix(250, 60, y / 319), mix(140, 20, y / 319), mix(60, 120, y / 319)]),
    },
    {
      name: "skin-toned blob",
      bytes: paint(300, 300, (x, y) => {
        const t = Math.min(1, Math.hypot(x - 150, y - 150) / 150);
        return [mix(224, 40, t), mix(172, 40, t), mix(140, 60, t)];
      }),
    },
    {
      name: "gaussian noise",
      bytes: sharp({
        create: { width: 300, height: 300, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 50 } },
      })
        .png()
        .toBuffer(),
    },
    ...PORTRAITS.map((url, index) => ({ name: `portrait fixture ${index + 1}`, bytes: readFile(url) })),
    {
      name: "large portrait (stored size)",
      bytes: readFile(PORTRAITS[0]!).then((jpeg) => sharp(jpeg).resize(1200, 1600).jpeg().toBuffer()),
    },
    {
      name: "png with transparency",
      bytes: sharp({ create: { width: 200, height: 200, channels: 4, background: { r: 224, g: 172, b: 140, alpha: 0.3 } } })
        .png()
        .toBuffer(),
    },
    { name: "webp", bytes: flat("#e0ac69").then((jpeg) => sharp(jpeg).webp().toBuffer()) },
    { name: "greyscale jpeg", bytes: readFile(PORTRAITS[1]!).then((jpeg) => sharp(jpeg).greyscale().jpeg().toBuffer()) },
    { name: "animated gif", bytes: animatedGif(["#ffffff", "#c68642", "#2060c0", "#f1c27d", "#000000", "#808080"]) },
  ];
  return Promise.all(images.map(async ({ name, bytes }) => ({ name, bytes: await bytes })));
}

/** An animated GIF with one flat frame per colour (64×64 each). */
export async function animatedGif(colours: string[]): Promise<Buffer> {
  const frames = await Promise.all(
    colours.map((colour) =>
      sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
        .raw()
        .toBuffer(),
    ),
  );
  return sharp(Buffer.concat(frames), { raw: { width: 64, height: 64 * colours.length, channels: 3, pageHeight: 64 } })
    .gif()
    .toBuffer();
}
