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
import { registerClient } from "../test/http-client";
import { storedObjectIdsOf } from "../test/profile-fixtures";
import { useTestServer } from "../test/test-server";

/** POST /api/profile over REST: statuses, bodies, the photos it stores and the bytes it serves. Rules: routers/profile.test.ts. */
const server = useTestServer();

const OBJECT_URL = /^\/objects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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
    expect(await storedObjectIdsOf(server.db.db, user.id)).toEqual([]);
  });

  it("refuses a photo over 5 MB at creation with 413", async () => {
    const { client, user } = await registerClient(server.baseUrl);
    const big = dataUrlOf(oversizedJpegBytes(5 * 1024 * 1024 + 1));
    const result = await client.post("/api/profile", await profileBody({ photos: [big] }));
    expect(result.status).toBe(413);
    expect(result.json).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: "Images must be under 5 MB" });
    expect((await client.get("/api/profile")).status).toBe(404);
    expect(await storedObjectIdsOf(server.db.db, user.id)).toEqual([]);
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
