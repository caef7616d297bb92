import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createProfile, makeJpeg, makePng, uploadImage, type ProfileResponse } from "../test/images";
import { registerClient } from "../test/http-client";
import { useTestServer } from "../test/test-server";
import { newUploadUrl, OBJECT_URL } from "../test/upload-fixtures";

/** docs/product-rules.md#profile-and-photos: an upload used as a profile photo, by either of its URLs, once, by its owner only. */
const server = useTestServer();

describe("using an upload as a photo", () => {
  it("accepts the uploadURL and the /objects/ url as photoURL, once", async () => {
    const { client } = await registerClient(server.baseUrl);
    const profile = await createProfile(client);
    const viaUploadUrl = await uploadImage(client, await makePng());
    const viaObjectUrl = await uploadImage(client, await makeJpeg());

    const added = await client.post("/api/profile/photos", { photoURL: viaUploadUrl.uploadURL });
    expect(added.status).toBe(201);
    const addedAgain = await client.post("/api/profile/photos", { photoURL: viaObjectUrl.url });
    expect(addedAgain.status).toBe(201);
    expect((addedAgain.json as ProfileResponse).photos).toEqual([...profile.photos, viaUploadUrl.url, viaObjectUrl.url]);

    for (const reused of [viaUploadUrl.uploadURL, viaUploadUrl.url]) {
      const result = await client.post("/api/profile/photos", { photoURL: reused });
      expect(result.status).toBe(400);
      expect(result.json).toMatchObject({ message: "Unknown image" });
    }
  });

  it("accepts an absolute form of the URL (same ids, any host)", async () => {
    const { client } = await registerClient(server.baseUrl);
    await createProfile(client);
    const upload = await uploadImage(client, await makePng());
    const result = await client.post("/api/profile/photos", { photoURL: `${server.baseUrl}${upload.uploadURL}` });
    expect(result.status).toBe(201);
  });

  it("refuses someone else's upload, by either URL, with 400 `Unknown image`", async () => {
    const owner = await registerClient(server.baseUrl);
    const other = await registerClient(server.baseUrl);
    await createProfile(other.client);
    const upload = await uploadImage(owner.client, await makePng());
    for (const photoURL of [upload.uploadURL, upload.url]) {
      const result = await other.client.post("/api/profile/photos", { photoURL });
      expect(result.status).toBe(400);
      expect(result.json).toMatchObject({ message: "Unknown image" });
    }
  });

  it("refuses an upload URL whose bytes never arrived", async () => {
    const { client } = await registerClient(server.baseUrl);
    await createProfile(client);
    const { uploadURL } = await newUploadUrl(client);
    const result = await client.post("/api/profile/photos", { photoURL: uploadURL });
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ message: "Unknown image" });
  });

  it("cleans up a day-old upload nobody used when a new upload URL is asked for", async () => {
    const { client, user } = await registerClient(server.baseUrl);
    const profile = await createProfile(client);
    const unused = await uploadImage(client, await makePng());
    const used = await uploadImage(client, await makeJpeg());
    await client.post("/api/profile/photos", { photoURL: used.url });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    await server.db.db.update(schema.uploads).set({ expiresAt: twoDaysAgo }).where(eq(schema.uploads.userId, user.id));

    await newUploadUrl(client);
    const unusedId = OBJECT_URL.exec(unused.url)?.[1] ?? "";
    const usedId = OBJECT_URL.exec(used.url)?.[1] ?? "";
    expect(await server.db.db.select().from(schema.storedObjects).where(eq(schema.storedObjects.id, unusedId))).toEqual([]);
    expect(await server.deps.storage.get(unusedId)).toBeNull();
    expect(await server.deps.storage.get(usedId)).not.toBeNull();
    expect(((await client.get("/api/profile")).json as ProfileResponse).photos).toEqual([...profile.photos, used.url]);
  });
});
