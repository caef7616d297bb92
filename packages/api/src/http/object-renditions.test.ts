import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createProfile, dataUrlOf, fetchBytes, makeJpeg } from "../test/images";
import { HttpClient, registerClient } from "../test/http-client";
import { useTestServer } from "../test/test-server";

const server = useTestServer();

/** A photo-like JPEG (noise under a blur): it compresses like a photo, not like a flat colour. */
async function photoJpeg(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } },
  })
    .blur(3)
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 60, g: 120, b: 180 } } })
    .composite([{ input: noise, blend: "overlay" }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function ownerWithPhoto(bytes: Buffer) {
  const owner = await registerClient(server.baseUrl);
  const profile = await createProfile(owner.client, { photos: [dataUrlOf(bytes)] });
  return { owner, photoUrl: profile.photos[0] ?? "" };
}

describe("GET /objects/{id}?w= (display renditions)", () => {
  it("scales a wide image down to the width asked, as WebP, smaller, cached privately for good", async () => {
    const { owner, photoUrl } = await ownerWithPhoto(await photoJpeg(1200, 900));
    const stored = await fetchBytes(owner.client, photoUrl);
    for (const width of [320, 640, 960]) {
      const scaled = await fetchBytes(owner.client, `${photoUrl}?w=${width}`);
      expect(scaled.status).toBe(200);
      expect(scaled.headers.get("content-type")).toBe("image/webp");
      expect(scaled.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
      expect(scaled.headers.get("content-length")).toBe(String(scaled.bytes.length));
      const { width: servedWidth, height, format } = await sharp(scaled.bytes).metadata();
      expect({ servedWidth, height, format }).toEqual({ servedWidth: width, height: (width * 3) / 4, format: "webp" });
      expect(scaled.bytes.length).toBeLessThan(stored.bytes.length);
    }
    // Asked again (from the instance's memory): the same bytes.
    const again = await fetchBytes(owner.client, `${photoUrl}?w=640`);
    expect(again.bytes).toEqual((await fetchBytes(owner.client, `${photoUrl}?w=640`)).bytes);
  });

  it("answers an image already that narrow as stored", async () => {
    const { owner, photoUrl } = await ownerWithPhoto(await makeJpeg({ width: 300, height: 200 }));
    const stored = await fetchBytes(owner.client, photoUrl);
    const asked = await fetchBytes(owner.client, `${photoUrl}?w=320`);
    expect(asked.status).toBe(200);
    expect(asked.headers.get("content-type")).toBe("image/jpeg");
    expect(asked.bytes).toEqual(stored.bytes);
  });

  it("answers 404, not a rendition, to a stranger and to a signed-out caller", async () => {
    const { photoUrl } = await ownerWithPhoto(await photoJpeg(1000, 750));
    const stranger = await registerClient(server.baseUrl);
    const strangerView = await stranger.client.get(`${photoUrl}?w=640`);
    expect(strangerView.status).toBe(404);
    expect(strangerView.json).toEqual({ message: "Not found", code: "NOT_FOUND" });
    expect((await new HttpClient(server.baseUrl).get(`${photoUrl}?w=640`)).status).toBe(404);
    expect((await stranger.client.get(`/objects/${randomUUID()}?w=640`)).status).toBe(404);
  });

  it("answers 400 with the contract's body to any other width, whoever asks and whatever the id", async () => {
    const { owner, photoUrl } = await ownerWithPhoto(await makeJpeg());
    const stranger = await registerClient(server.baseUrl);
    for (const [client, path] of [
      [owner.client, `${photoUrl}?w=500`],
      [owner.client, `${photoUrl}?w=abc`],
      [owner.client, `${photoUrl}?w=`],
      [owner.client, `${photoUrl}?w=-640`],
      [owner.client, `${photoUrl}?w=6400000000`],
      [owner.client, `${photoUrl}?w=%00`],
      [owner.client, `${photoUrl}?w=640%00`],
      [owner.client, `${photoUrl}?w=${"9".repeat(4000)}`],
      [stranger.client, `${photoUrl}?w=1`],
      [new HttpClient(server.baseUrl), `/objects/${randomUUID()}?w=641`],
    ] as const) {
      const answer = await client.get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.json).toEqual({
        message: "w must be one of 320, 640, 960, 1280",
        code: "BAD_REQUEST",
        issues: [{ path: "w", message: "w must be one of 320, 640, 960, 1280" }],
      });
    }
  });

  it("answers a malformed escape in w with the front door's 400, never a 5xx", async () => {
    const { owner, photoUrl } = await ownerWithPhoto(await makeJpeg());
    const answer = await owner.client.get(`${photoUrl}?w=%zz`);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("answers HEAD with a rendition's headers and no body", async () => {
    const { owner, photoUrl } = await ownerWithPhoto(await photoJpeg(800, 600));
    const head = await fetch(`${server.baseUrl}${photoUrl}?w=320`, {
      method: "HEAD",
      headers: { cookie: owner.client.cookie ?? "" },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/webp");
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });
});
