import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { incomingKey } from "../services/object-urls";
import { createProfile, fetchBytes, makeJpeg, makePng, oversizedJpegBytes, type ProfileResponse } from "../test/images";
import { registerClient, type HttpClient } from "../test/http-client";
import { startTestS3 } from "../test/s3-server";
import { useStarted } from "../test/test-app";
import { startTestServer } from "../test/test-server";

/** The upload flow with S3 configured (docs/decisions/0003-uploads.md), against a real S3-compatible server. */
const s3 = useStarted(startTestS3);
const server = useStarted(() => startTestServer(s3.env));

const INCOMING = /\/incoming\/([0-9a-f-]{36})\?/;

/** Asks the app for an upload URL and PUTs the bytes straight to the bucket, as a browser would. */
async function uploadToBucket(client: HttpClient, bytes: Uint8Array, contentType = "image/jpeg") {
  const target = await client.post("/api/objects/upload");
  expect(target.status).toBe(200);
  const { uploadURL } = target.json as { uploadURL: string };
  const put = await fetch(uploadURL, { method: "PUT", body: bytes, headers: { "content-type": contentType } });
  expect(put.status).toBe(200);
  return { uploadURL, uploadId: INCOMING.exec(uploadURL)?.[1] ?? "" };
}

describe("uploads with S3", () => {
  it("answers a presigned PUT URL to the bucket, valid 15 minutes", async () => {
    const { client } = await registerClient(server.baseUrl);
    const result = await client.post("/api/objects/upload");
    const { uploadURL } = result.json as { uploadURL: string };
    expect(uploadURL.startsWith(`${s3.config.endpoint}/${s3.config.bucket}/incoming/`)).toBe(true);
    expect(uploadURL).toMatch(INCOMING);
    expect(uploadURL).toContain("X-Amz-Expires=900");
  });

  it("confirms the upload when its URL is used as photoURL: re-encoded, stripped, stored, raw bytes removed", async () => {
    const { client } = await registerClient(server.baseUrl);
    const profile = await createProfile(client);
    const { uploadURL, uploadId } = await uploadToBucket(client, await makeJpeg({ width: 70, height: 50, withGps: true }));

    const added = await client.post("/api/profile/photos", { photoURL: uploadURL });
    expect(added.status).toBe(201);
    const photos = (added.json as ProfileResponse).photos;
    expect(photos.slice(0, 1)).toEqual(profile.photos);
    const url = photos[1] ?? "";
    const objectId = url.slice("/objects/".length);

    const served = await fetchBytes(client, url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(served.bytes).metadata();
    expect(meta.width).toBe(70);
    expect(meta.exif).toBeUndefined();
    expect(await server.deps.storage.get(objectId)).not.toBeNull();
    expect(await server.deps.storage.get(incomingKey(uploadId))).toBeNull();

    const again = await client.post("/api/profile/photos", { photoURL: uploadURL });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ message: "Unknown image" });
  });

  it("accepts bucket uploads as photos at profile creation", async () => {
    const { client } = await registerClient(server.baseUrl);
    const first = await uploadToBucket(client, await makeJpeg());
    const second = await uploadToBucket(client, await makePng(), "image/png");
    const profile = await createProfile(client, { photos: [first.uploadURL, second.uploadURL] });
    expect(profile.photos).toHaveLength(2);
    const types = await Promise.all(
      profile.photos.map(async (url) => (await fetchBytes(client, url)).headers.get("content-type")),
    );
    expect(types).toEqual(["image/jpeg", "image/png"]);
  });

  it("refuses someone else's upload and one whose bytes never arrived", async () => {
    const owner = await registerClient(server.baseUrl);
    const other = await registerClient(server.baseUrl);
    await createProfile(other.client);
    const { uploadURL } = await uploadToBucket(owner.client, await makePng(), "image/png");
    const stolen = await other.client.post("/api/profile/photos", { photoURL: uploadURL });
    expect(stolen.status).toBe(400);
    expect(stolen.json).toMatchObject({ message: "Unknown image" });

    const empty = await other.client.post("/api/objects/upload");
    const neverSent = await other.client.post("/api/profile/photos", {
      photoURL: (empty.json as { uploadURL: string }).uploadURL,
    });
    expect(neverSent.status).toBe(400);
    expect(neverSent.json).toMatchObject({ message: "Unknown image" });
  });

  it("refuses a text file and a file over 10 MB at confirmation, and drops their raw bytes", async () => {
    const { client } = await registerClient(server.baseUrl);
    await createProfile(client);
    const text = await uploadToBucket(client, Buffer.from("I am text, named photo.png"), "image/png");
    const refused = await client.post("/api/profile/photos", { photoURL: text.uploadURL });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ message: "Only JPEG, PNG, WebP or GIF images are accepted" });
    expect(await server.deps.storage.get(incomingKey(text.uploadId))).toBeNull();

    const huge = await uploadToBucket(client, oversizedJpegBytes(10 * 1024 * 1024 + 1));
    const tooLarge = await client.post("/api/profile/photos", { photoURL: huge.uploadURL });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json).toMatchObject({ message: "Images must be under 10 MB" });
    expect(await server.deps.storage.get(incomingKey(huge.uploadId))).toBeNull();
  });

  it("still accepts the app's own PUT path, storing the object in the bucket", async () => {
    const { client } = await registerClient(server.baseUrl);
    const target = await client.post("/api/objects/upload");
    const uploadId = INCOMING.exec((target.json as { uploadURL: string }).uploadURL)?.[1] ?? "";
    const put = await client.request("PUT", `/api/objects/upload/${uploadId}`, {
      rawBody: await makePng(),
      headers: { "content-type": "image/png" },
    });
    expect(put.status).toBe(200);
    const { url } = put.json as { url: string };
    expect(await server.deps.storage.get(url.slice("/objects/".length))).not.toBeNull();
    expect((await fetchBytes(client, url)).status).toBe(200);
  });

  it("deletes the account's objects from the bucket", async () => {
    const { client, user } = await registerClient(server.baseUrl);
    const { uploadURL } = await uploadToBucket(client, await makeJpeg());
    const profile = await createProfile(client, { photos: [uploadURL] });
    const objectIds = (
      await server.db.db
        .select({ id: schema.storedObjects.id })
        .from(schema.storedObjects)
        .where(eq(schema.storedObjects.ownerId, user.id))
    ).map((row) => row.id);
    expect(objectIds).toEqual([profile.photos[0]?.slice("/objects/".length)]);
    expect((await client.delete("/api/profile")).status).toBe(204);
    expect(await server.deps.storage.get(objectIds[0] ?? "")).toBeNull();
  });
});
