import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  createProfile,
  dataUrlOf,
  fetchBytes,
  makeJpeg,
  makePng,
  oversizedJpegBytes,
  photoDataUrl,
  profileBody,
  uploadImage,
  type ProfileResponse,
} from "../test/images";
import { HttpClient, registerClient } from "../test/http-client";
import { useTestServer } from "../test/test-server";

/** What the REST twin adds to the profile procedures: statuses, bodies, served bytes. Rules: routers/profile.test.ts. */
const server = useTestServer();

const OBJECT_URL = /^\/objects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function storedObjectIdsOf(userId: string): Promise<string[]> {
  const rows = await server.db.db
    .select({ id: schema.storedObjects.id })
    .from(schema.storedObjects)
    .where(eq(schema.storedObjects.ownerId, userId));
  return rows.map((row) => row.id);
}

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

describe("POST /api/profile", () => {
  it("creates the profile: 201, photos stored as /objects/ URLs, coordinates rounded to 2 decimals", async () => {
    const { client, user } = await registerClient(server.baseUrl);
    const body = await profileBody({
      latitude: 48.856613,
      longitude: 2.352222,
      photos: [await photoDataUrl(), dataUrlOf(await makePng(), "image/png")],
    });
    const result = await client.post("/api/profile", body);
    expect(result.status).toBe(201);
    const profile = result.json as ProfileResponse;
    expect(profile).toMatchObject({
      userId: user.id,
      gender: "female",
      age: 29,
      bio: body.bio,
      location: body.location,
      latitude: 48.86,
      longitude: 2.35,
      lookingFor: "both",
    });
    expect(profile.photos).toHaveLength(2);
    for (const url of profile.photos) expect(url).toMatch(OBJECT_URL);
    expect(result.text).not.toContain("data:");

    const again = await client.get("/api/profile");
    expect(again.status).toBe(200);
    expect(again.json).toEqual(profile);

    const me = await client.get("/api/auth/user");
    expect(me.json).toMatchObject({ profileImageUrl: profile.photos[0], profile: { photos: profile.photos } });

    // The rows hold object ids and rounded coordinates, never a data URL.
    const [row] = await server.db.db.select().from(schema.profiles).where(eq(schema.profiles.userId, user.id));
    expect(row).toMatchObject({ latitude: 48.86, longitude: 2.35 });
    const photoRows = await server.db.db
      .select()
      .from(schema.photos)
      .where(eq(schema.photos.userId, user.id))
      .orderBy(schema.photos.position);
    expect(photoRows.map((photo) => `/objects/${photo.objectId}`)).toEqual(profile.photos);
    expect(photoRows.map((photo) => photo.position)).toEqual([0, 1]);
    expect(JSON.stringify([row, photoRows])).not.toContain("data:");
    const objects = await server.db.db.select().from(schema.storedObjects).where(eq(schema.storedObjects.ownerId, user.id));
    expect(objects.map((object) => object.contentType).sort()).toEqual(["image/jpeg", "image/png"]);
  });

  it("answers 409 when the profile exists", async () => {
    const { client } = await registerClient(server.baseUrl);
    await createProfile(client);
    const second = await client.post("/api/profile", await profileBody({ bio: "A completely different biography." }));
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ code: "CONFLICT", message: "You already have a profile" });
  });

  it.each([
    [{ bio: "Too short" }, "bio", "Bio must be at least 20 characters"],
    [{ photos: [] }, "photos", "At least one photo is required"],
    [{ age: 17 }, "age", "Must be 18 or older"],
    [{ location: "" }, "location", "Location is required"],
    [{ location: " x " }, "location", "Location is required"],
    [{ photos: Array<string>(7).fill("data:image/png;base64,AAAA") }, "photos", "You can upload up to 6 photos"],
  ])("answers 400 with the spec's message for %j", async (overrides, path, message) => {
    const { client } = await registerClient(server.baseUrl);
    const result = await client.post("/api/profile", await profileBody(overrides));
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ code: "BAD_REQUEST", message });
    expect((result.json as { issues: { path: string }[] }).issues[0]?.path).toBe(path);
    expect((await client.get("/api/profile")).status).toBe(404);
  });

  it("refuses text disguised as a PNG (by its bytes, whatever the declared type) and stores nothing", async () => {
    const { client, user } = await registerClient(server.baseUrl);
    const text = Buffer.from("just some text pretending to be a picture");
    const result = await client.post(
      "/api/profile",
      await profileBody({ photos: [await photoDataUrl(), dataUrlOf(text, "image/png")] }),
    );
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ message: "Only JPEG, PNG, WebP or GIF images are accepted" });
    expect((await client.get("/api/profile")).status).toBe(404);
    // The first photo, already stored when the second failed, was removed again.
    expect(await storedObjectIdsOf(user.id)).toEqual([]);
  });

  it("refuses a photo over 5 MB at creation with 413", async () => {
    const { client, user } = await registerClient(server.baseUrl);
    const big = dataUrlOf(oversizedJpegBytes(5 * 1024 * 1024 + 1));
    const result = await client.post("/api/profile", await profileBody({ photos: [big] }));
    expect(result.status).toBe(413);
    expect(result.json).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: "Images must be under 5 MB" });
    expect((await client.get("/api/profile")).status).toBe(404);
    expect(await storedObjectIdsOf(user.id)).toEqual([]);
  });

  it("refuses a corrupt image with 400 `Could not read the image file`", async () => {
    const { client } = await registerClient(server.baseUrl);
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const result = await client.post("/api/profile", await profileBody({ photos: [dataUrlOf(corrupt)] }));
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ message: "Could not read the image file" });
  });

  it("refuses a URL that is not one of the caller's uploads with 400 `Unknown image`", async () => {
    const { client } = await registerClient(server.baseUrl);
    for (const photo of ["https://elsewhere.example/me.jpg", "/objects/not-a-uuid", `/objects/${crypto.randomUUID()}`]) {
      const result = await client.post("/api/profile", await profileBody({ photos: [photo] }));
      expect(result.status).toBe(400);
      expect(result.json).toMatchObject({ message: "Unknown image" });
    }
  });

  it("strips EXIF and GPS from a photo: the served bytes carry no metadata", async () => {
    const { client } = await registerClient(server.baseUrl);
    const original = await makeJpeg({ width: 80, height: 60, withGps: true });
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(original.includes(Buffer.from("SpyCam"))).toBe(true);

    const profile = await createProfile(client, { photos: [dataUrlOf(original)] });
    const served = await fetchBytes(client, profile.photos[0] ?? "");
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const after = await sharp(served.bytes).metadata();
    expect(after.format).toBe("jpeg");
    expect(after.width).toBe(80);
    expect(after.exif).toBeUndefined();
    expect(served.bytes.includes(Buffer.from("SpyCam"))).toBe(false);
  });

  it("accepts an upload's URL and the /objects/ URL its PUT answered", async () => {
    const { client } = await registerClient(server.baseUrl);
    const first = await uploadImage(client, await makeJpeg(), "application/octet-stream");
    const second = await uploadImage(client, await makePng(), "image/png");
    const profile = await createProfile(client, { photos: [first.uploadURL, second.url] });
    expect(profile.photos).toEqual([first.url, second.url]);
  });

  it("refuses the same upload twice in one profile", async () => {
    const { client } = await registerClient(server.baseUrl);
    const upload = await uploadImage(client, await makeJpeg());
    const result = await client.post("/api/profile", await profileBody({ photos: [upload.uploadURL, upload.url] }));
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ message: "Each photo can be added only once" });
    // The upload was not used up: it still works on its own.
    expect((await createProfile(client, { photos: [upload.url] })).photos).toEqual([upload.url]);
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
