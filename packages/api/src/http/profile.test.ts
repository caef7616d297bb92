import { describe, expect, it } from "vitest";
import {
  createProfile,
  dataUrlOf,
  fetchBytes,
  makeJpeg,
  makePng,
  photoDataUrl,
  uploadImage,
  type ProfileResponse,
} from "../test/images";
import { HttpClient, registerClient } from "../test/http-client";
import { useTestServer } from "../test/test-server";

/**
 * What the REST twin adds to the profile procedures after creation (read, update, photos,
 * primary photo, the tRPC path): statuses and bodies. Creation: profile-create.test.ts.
 * Rules: routers/profile.test.ts.
 */
const server = useTestServer();

/** A signed-in user with a profile holding `count` photos. */
async function userWithPhotos(count: number) {
  const registered = await registerClient(server.baseUrl);
  const photos = await Promise.all(
    Array.from({ length: count }, async (_, index) => dataUrlOf(await makeJpeg({ width: 20 + index, height: 20 }))),
  );
  const profile = await createProfile(registered.client, { photos });
  return { ...registered, profile };
}

describe("GET /api/profile", () => {
  it("answers 404 `Profile not found` before the profile exists, and 401 signed out", async () => {
    const { client } = await registerClient(server.baseUrl);
    const result = await client.get("/api/profile");
    expect(result.status).toBe(404);
    expect(result.json).toEqual({ message: "Profile not found", code: "NOT_FOUND" });
    expect((await new HttpClient(server.baseUrl).get("/api/profile")).status).toBe(401);
  });
});

describe("PATCH /api/profile", () => {
  it("updates bio (empty allowed) and lookingFor", async () => {
    const { client } = await registerClient(server.baseUrl);
    const created = await createProfile(client, { lookingFor: "both" });
    const result = await client.patch("/api/profile", { bio: "Changed my mind about books.", lookingFor: "female" });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ bio: "Changed my mind about books.", lookingFor: "female", photos: created.photos });
    const emptied = await client.patch("/api/profile", { bio: "" });
    expect(emptied.status).toBe(200);
    expect(emptied.json).toMatchObject({ bio: "", lookingFor: "female" });
    expect((await client.get("/api/profile")).json).toMatchObject({ bio: "", lookingFor: "female" });
  });

  it("refuses a bio over 500 characters and an unknown lookingFor with 400", async () => {
    const { client } = await registerClient(server.baseUrl);
    await createProfile(client);
    const long = await client.patch("/api/profile", { bio: "x".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({ message: "Bio must be at most 500 characters" });
    expect((await client.patch("/api/profile", { lookingFor: "robots" })).status).toBe(400);
  });

  it("answers 200 with the moved profile", async () => {
    const { client } = await registerClient(server.baseUrl);
    await createProfile(client);
    const result = await client.patch("/api/profile", { location: "Lyon", latitude: 45.764043, longitude: 4.835659 });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ location: "Lyon", latitude: 45.76, longitude: 4.84 });
  });

  it("needs latitude and longitude together", async () => {
    const { client } = await registerClient(server.baseUrl);
    await createProfile(client);
    const result = await client.patch("/api/profile", { latitude: 10 });
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ message: "Latitude and longitude must be changed together" });
  });

  it("answers 404 without a profile and 401 signed out", async () => {
    const { client } = await registerClient(server.baseUrl);
    expect((await client.patch("/api/profile", { bio: "Hello there" })).status).toBe(404);
    expect((await new HttpClient(server.baseUrl).patch("/api/profile", { bio: "Hello there" })).status).toBe(401);
  });
});

describe("POST /api/profile/photos", () => {
  it("answers 201 with the Profile (a data URL or an upload's URL), then 400 `You can upload up to 6 photos`", async () => {
    const { client, profile } = await userWithPhotos(4);
    const fifth = await client.post("/api/profile/photos", { photoURL: await photoDataUrl() });
    expect(fifth.status).toBe(201);
    const afterFifth = fifth.json as ProfileResponse;
    expect(afterFifth.photos.slice(0, 4)).toEqual(profile.photos);

    const upload = await uploadImage(client, await makePng());
    const sixth = await client.post("/api/profile/photos", { photoURL: upload.uploadURL });
    expect(sixth.status).toBe(201);
    expect((sixth.json as ProfileResponse).photos).toEqual([...afterFifth.photos, upload.url]);

    const seventh = await client.post("/api/profile/photos", { photoURL: await photoDataUrl() });
    expect(seventh.status).toBe(400);
    expect(seventh.json).toMatchObject({ code: "BAD_REQUEST", message: "You can upload up to 6 photos" });
  });

  it("answers 404 without a profile, 400 for an unknown image, 401 signed out", async () => {
    const { client } = await registerClient(server.baseUrl);
    expect((await client.post("/api/profile/photos", { photoURL: await photoDataUrl() })).status).toBe(404);
    await createProfile(client);
    const unknown = await client.post("/api/profile/photos", { photoURL: "https://elsewhere.example/x.png" });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ message: "Unknown image" });
    const missing = await client.post("/api/profile/photos", {});
    expect(missing.status).toBe(400);
    const signedOut = await new HttpClient(server.baseUrl).post("/api/profile/photos", { photoURL: await photoDataUrl() });
    expect(signedOut.status).toBe(401);
  });
});

describe("DELETE /api/profile/photos/{index}", () => {
  it("answers 200 with the Profile; the removed photo's URL answers 404 from then on", async () => {
    const { client, profile } = await userWithPhotos(3);
    const [a, b, c] = profile.photos as [string, string, string];
    const result = await client.delete("/api/profile/photos/1");
    expect(result.status).toBe(200);
    expect((result.json as ProfileResponse).photos).toEqual([a, c]);
    expect((await fetchBytes(client, b)).status).toBe(404);
    expect((await fetchBytes(client, a)).status).toBe(200);
  });

  it("answers 404 for an index past the last photo and 400 for one that is not a number", async () => {
    const { client } = await userWithPhotos(2);
    for (const index of ["2", "6", "99"]) {
      const result = await client.delete(`/api/profile/photos/${index}`);
      expect(result.status).toBe(404);
      expect(result.json).toMatchObject({ message: "Photo not found" });
    }
    expect((await client.delete("/api/profile/photos/abc")).status).toBe(400);
    expect((await client.delete("/api/profile/photos/-1")).status).toBe(400);
    expect(((await client.get("/api/profile")).json as ProfileResponse).photos).toHaveLength(2);
  });

  it("refuses to delete the last photo: 400 `At least one photo is required`", async () => {
    const { client } = await userWithPhotos(1);
    const result = await client.delete("/api/profile/photos/0");
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ message: "At least one photo is required" });
  });

  it("answers 404 without a profile", async () => {
    const { client } = await registerClient(server.baseUrl);
    const result = await client.delete("/api/profile/photos/0");
    expect(result.status).toBe(404);
    expect(result.json).toMatchObject({ message: "Profile not found" });
  });
});

describe("PATCH /api/profile/primary-photo", () => {
  it("answers 200 with the reordered Profile", async () => {
    const { client, profile } = await userWithPhotos(3);
    const [a, b, c] = profile.photos;
    const result = await client.patch("/api/profile/primary-photo", { photoIndex: 2 });
    expect(result.status).toBe(200);
    expect((result.json as ProfileResponse).photos).toEqual([c, a, b]);
  });

  it("answers 404 for a bad index and 400 for a malformed one", async () => {
    const { client } = await userWithPhotos(2);
    const result = await client.patch("/api/profile/primary-photo", { photoIndex: 2 });
    expect(result.status).toBe(404);
    expect(result.json).toMatchObject({ message: "Photo not found" });
    expect((await client.patch("/api/profile/primary-photo", { photoIndex: "first" })).status).toBe(400);
    expect((await client.patch("/api/profile/primary-photo", { photoIndex: 1.5 })).status).toBe(400);
    expect((await client.patch("/api/profile/primary-photo", {})).status).toBe(400);
  });
});

describe("tRPC", () => {
  it("serves the same procedures at /api/trpc (profile.get)", async () => {
    const { client } = await userWithPhotos(1);
    const result = await client.get("/api/trpc/profile.get");
    expect(result.status).toBe(200);
    expect(result.text).toContain("/objects/");
  });
});
