import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { exifHasGps, fetchBytes, makeJpeg, makePng, oversizedJpegBytes, uploadImage } from "../test/images";
import { HttpClient, registerClient } from "../test/http-client";
import { useTestServer } from "../test/test-server";
import { newUploadUrl, OBJECT_URL, put } from "../test/upload-fixtures";

/** docs/product-rules.md#profile-and-photos uploads over REST: asking for an upload URL and PUTting bytes to it. As a photo: uploads-photo.test.ts. */
const server = useTestServer();

describe("POST /api/objects/upload", () => {
  it("answers 200 {uploadURL}: a same-origin path with a fresh id, valid 15 minutes", async () => {
    const { client, user } = await registerClient(server.baseUrl);
    const before = Date.now();
    const first = await newUploadUrl(client);
    const second = await newUploadUrl(client);
    expect(first.uploadURL).not.toBe(second.uploadURL);
    const [row] = await server.db.db.select().from(schema.uploads).where(eq(schema.uploads.id, first.uploadId));
    expect(row?.userId).toBe(user.id);
    expect(row?.objectId).toBeNull();
    const ttl = (row?.expiresAt.getTime() ?? 0) - before;
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000 + 5_000);
  });

  it("answers 401 signed out", async () => {
    const result = await new HttpClient(server.baseUrl).post("/api/objects/upload");
    expect(result.status).toBe(401);
  });
});

describe("PUT /api/objects/upload/{id}", () => {
  it("stores any content type by its real bytes and answers 200 {url: /objects/<id>}", async () => {
    const { client, user } = await registerClient(server.baseUrl);
    const { uploadURL, uploadId } = await newUploadUrl(client);
    const png = await makePng(50, 40);
    const result = await put(client, uploadURL, png, "application/octet-stream");
    expect(result.status).toBe(200);
    const { url } = result.json as { url: string };
    const objectId = OBJECT_URL.exec(url)?.[1];
    expect(objectId).toBeDefined();

    const [object] = await server.db.db
      .select()
      .from(schema.storedObjects)
      .where(eq(schema.storedObjects.id, objectId ?? ""));
    expect(object).toMatchObject({ ownerId: user.id, contentType: "image/png" });
    const [upload] = await server.db.db.select().from(schema.uploads).where(eq(schema.uploads.id, uploadId));
    expect(upload?.objectId).toBe(objectId);

    const served = await fetchBytes(client, url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect((await sharp(served.bytes).metadata()).width).toBe(50);
  });

  it("is single use: a second PUT answers 404 and the first image stays", async () => {
    const { client } = await registerClient(server.baseUrl);
    const { uploadURL } = await newUploadUrl(client);
    const first = await put(client, uploadURL, await makePng());
    expect(first.status).toBe(200);
    const second = await put(client, uploadURL, await makeJpeg(), "image/jpeg");
    expect(second.status).toBe(404);
    expect(second.json).toMatchObject({ code: "NOT_FOUND", message: "This upload link was already used" });
    const served = await fetchBytes(client, (first.json as { url: string }).url);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  it("is bound to the user who asked: anyone else gets 404 and the owner can still use it", async () => {
    const owner = await registerClient(server.baseUrl);
    const stranger = await registerClient(server.baseUrl);
    const { uploadURL } = await newUploadUrl(owner.client);
    const stolen = await put(stranger.client, uploadURL, await makePng());
    expect(stolen.status).toBe(404);
    expect(stolen.json).toEqual({ code: "NOT_FOUND", message: "Upload not found" });
    expect((await put(new HttpClient(server.baseUrl), uploadURL, await makePng())).status).toBe(401);
    expect((await put(owner.client, uploadURL, await makePng())).status).toBe(200);
  });

  it("expires after 15 minutes: 404", async () => {
    const { client } = await registerClient(server.baseUrl);
    const { uploadURL, uploadId } = await newUploadUrl(client);
    await server.db.db
      .update(schema.uploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.uploads.id, uploadId));
    const result = await put(client, uploadURL, await makePng());
    expect(result.status).toBe(404);
    expect(result.json).toMatchObject({ message: "This upload link has expired" });
  });

  it("answers 404 for an unknown or malformed upload id", async () => {
    const { client } = await registerClient(server.baseUrl);
    expect((await put(client, `/api/objects/upload/${crypto.randomUUID()}`, await makePng())).status).toBe(404);
    expect((await put(client, "/api/objects/upload/not-an-id", await makePng())).status).toBe(404);
  });

  it("refuses a text file declared as image/png with 400, and the URL stays usable", async () => {
    const { client, user } = await registerClient(server.baseUrl);
    const { uploadURL } = await newUploadUrl(client);
    const result = await put(client, uploadURL, Buffer.from("hello, I am a .png, honest"), "image/png");
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ code: "BAD_REQUEST", message: "Only JPEG, PNG, WebP or GIF images are accepted" });
    const objects = await server.db.db.select().from(schema.storedObjects).where(eq(schema.storedObjects.ownerId, user.id));
    expect(objects).toEqual([]);
    expect((await put(client, uploadURL, await makePng())).status).toBe(200);
  });

  it("refuses an empty body with 400", async () => {
    const { client } = await registerClient(server.baseUrl);
    const { uploadURL } = await newUploadUrl(client);
    const result = await put(client, uploadURL, new Uint8Array(0));
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ message: "The image is empty" });
  });

  it("refuses more than 10 MB with 413", async () => {
    const { client, user } = await registerClient(server.baseUrl);
    const { uploadURL } = await newUploadUrl(client);
    const result = await put(client, uploadURL, oversizedJpegBytes(10 * 1024 * 1024 + 1), "image/jpeg");
    expect(result.status).toBe(413);
    expect(result.json).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: "Images must be under 10 MB" });
    const objects = await server.db.db.select().from(schema.storedObjects).where(eq(schema.storedObjects.ownerId, user.id));
    expect(objects).toEqual([]);
  });

  it("accepts up to 10 MB (the limit is not the 5 MB of profile creation)", async () => {
    const { client } = await registerClient(server.baseUrl);
    const { uploadURL } = await newUploadUrl(client);
    // A real JPEG padded past 5 MB: decoders ignore bytes after the end-of-image marker.
    const padded = Buffer.concat([await makeJpeg(), Buffer.alloc(6 * 1024 * 1024, 0)]);
    const result = await put(client, uploadURL, padded, "image/jpeg");
    expect(result.status).toBe(200);
    const served = await fetchBytes(client, (result.json as { url: string }).url);
    expect(served.bytes.length).toBeLessThan(100_000);
  });

  it("strips EXIF and GPS: the bytes read back through GET /objects/<id> carry none", async () => {
    const { client } = await registerClient(server.baseUrl);
    const original = await makeJpeg({ width: 90, height: 70, withGps: true });
    const before = await sharp(original).metadata();
    expect(exifHasGps(before.exif)).toBe(true);

    const { url } = await uploadImage(client, original, "image/jpeg");
    const served = await fetchBytes(client, url);
    expect(served.status).toBe(200);
    const after = await sharp(served.bytes).metadata();
    expect(after.width).toBe(90);
    expect(after.exif).toBeUndefined();
    expect(exifHasGps(after.exif)).toBe(false);
    expect(served.bytes.includes(Buffer.from("SpyCam"))).toBe(false);
  });

  it("refuses a cross-site PUT with 403", async () => {
    const { client } = await registerClient(server.baseUrl);
    const { uploadURL } = await newUploadUrl(client);
    const result = await client.request("PUT", uploadURL, {
      rawBody: await makePng(),
      headers: { "content-type": "image/png", origin: "https://evil.example" },
    });
    expect(result.status).toBe(403);
  });
});
