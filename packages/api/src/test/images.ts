import sharp from "sharp";
import type { HttpClient } from "./http-client";

/** Real images made on the fly, so tests never depend on binary fixtures. */
export async function makeJpeg(options: { width?: number; height?: number; withGps?: boolean } = {}): Promise<Buffer> {
  const pipeline = sharp({
    create: {
      width: options.width ?? 64,
      height: options.height ?? 48,
      channels: 3,
      background: { r: 200, g: 80, b: 40 },
    },
  }).jpeg();
  if (!options.withGps) return pipeline.toBuffer();
  return pipeline
    .withExif({
      IFD0: { Make: "SpyCam", Model: "Model X" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 2964/100", GPSLongitudeRef: "E", GPSLongitude: "2/1 17/1 4020/100" },
    })
    .toBuffer();
}

export function makePng(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** True when an EXIF block holds a GPS IFD pointer (tag 0x8825), in either byte order. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

export function dataUrlOf(bytes: Buffer, declaredType = "image/jpeg"): string {
  return `data:${declaredType};base64,${bytes.toString("base64")}`;
}

/** Bytes that start like a JPEG but are `size` long: enough for the size checks, which come first. */
export function oversizedJpegBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes[0] = 0xff;
  bytes[1] = 0xd8;
  bytes[2] = 0xff;
  return bytes;
}

let tinyJpeg: Promise<Buffer> | undefined;
/** One small JPEG data URL, made once per test file. */
export async function photoDataUrl(): Promise<string> {
  tinyJpeg ??= makeJpeg();
  return dataUrlOf(await tinyJpeg);
}

export interface ProfileBody {
  gender: "male" | "female" | "non-binary";
  age: number;
  bio: string;
  location: string;
  latitude: number;
  longitude: number;
  lookingFor: "male" | "female" | "both";
  photos: string[];
}

export async function profileBody(overrides: Partial<ProfileBody> = {}): Promise<ProfileBody> {
  return {
    gender: "female",
    age: 29,
    bio: "I love long walks and longer books.",
    location: "Paris, Île-de-France",
    latitude: 48.856613,
    longitude: 2.352222,
    lookingFor: "both",
    photos: [await photoDataUrl()],
    ...overrides,
  };
}

export interface ProfileResponse extends ProfileBody {
  userId: string;
  createdAt: string;
  updatedAt: string;
}

/** Creates the client's profile and answers it; throws unless the server answered 201. */
export async function createProfile(client: HttpClient, overrides: Partial<ProfileBody> = {}): Promise<ProfileResponse> {
  const result = await client.post("/api/profile", await profileBody(overrides));
  if (result.status !== 201) throw new Error(`create profile failed: ${result.status} ${result.text}`);
  return result.json as ProfileResponse;
}

/** Asks for an upload URL and PUTs the bytes to it; answers both URLs. */
export async function uploadImage(
  client: HttpClient,
  bytes: Uint8Array,
  contentType = "image/jpeg",
): Promise<{ uploadURL: string; url: string }> {
  const target = await client.post("/api/objects/upload");
  if (target.status !== 200) throw new Error(`upload URL failed: ${target.status} ${target.text}`);
  const { uploadURL } = target.json as { uploadURL: string };
  const put = await client.request("PUT", uploadURL, { rawBody: bytes, headers: { "content-type": contentType } });
  if (put.status !== 200) throw new Error(`upload PUT failed: ${put.status} ${put.text}`);
  return { uploadURL, url: (put.json as { url: string }).url };
}

/** GET of a path that answers bytes (a stored object), with the client's cookie. */
export async function fetchBytes(client: HttpClient, path: string) {
  const headers: Record<string, string> = {};
  if (client.cookie) headers.cookie = client.cookie;
  const response = await fetch(`${client.baseUrl}${path}`, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
