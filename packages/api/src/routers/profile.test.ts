import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUp } from "../test/caller";
import { dataUrlOf, makeJpeg, oversizedJpegBytes, photoDataUrl, profileBody } from "../test/images";
import { useTestApp } from "../test/test-app";

/** The profile and its photos (contract §2, §3, §4), through the procedures (no HTTP). */
const app = useTestApp();

const objectIdOf = (url: string) => url.slice("/objects/".length);

async function storedObjectIdsOf(userId: string): Promise<string[]> {
  const rows = await app.deps.db
    .select({ id: schema.storedObjects.id })
    .from(schema.storedObjects)
    .where(eq(schema.storedObjects.ownerId, userId));
  return rows.map((row) => row.id);
}

async function profileRow(userId: string) {
  const [row] = await app.deps.db.select().from(schema.profiles).where(eq(schema.profiles.userId, userId));
  return row;
}

/** A signed-up user with a profile holding `count` photos. */
async function userWithPhotos(count: number) {
  const person = await signUp(app.deps);
  const photos = await Promise.all(
    Array.from({ length: count }, async (_, index) => dataUrlOf(await makeJpeg({ width: 20 + index, height: 20 }))),
  );
  const profile = await person.caller.profile.create(await profileBody({ photos }));
  return { ...person, profile };
}

describe("profile.create", () => {
  it("stores coordinates rounded to 2 decimals, negative ones too", async () => {
    const paris = await signUp(app.deps);
    expect(await paris.caller.profile.create(await profileBody())).toMatchObject({ latitude: 48.86, longitude: 2.35 });
    expect(await profileRow(paris.id)).toMatchObject({ latitude: 48.86, longitude: 2.35 });
    const sydney = await signUp(app.deps);
    const profile = await sydney.caller.profile.create(await profileBody({ latitude: -33.86882, longitude: -151.209296 }));
    expect(profile).toMatchObject({ latitude: -33.87, longitude: -151.21 });
  });

  it("copies the default search preferences (18, 99, 100) into the profile", async () => {
    const { caller, id } = await signUp(app.deps);
    await caller.profile.create(await profileBody());
    expect(await profileRow(id)).toMatchObject({ searchAgeMin: 18, searchAgeMax: 99, searchDistanceKm: 100 });
  });

  it("copies preferences saved before the profile existed", async () => {
    const { caller, id } = await signUp(app.deps);
    await caller.preferences.update({ ageMin: 30, ageMax: 45, distanceKm: 250 });
    await caller.profile.create(await profileBody());
    expect(await profileRow(id)).toMatchObject({ searchAgeMin: 30, searchAgeMax: 45, searchDistanceKm: 250 });
  });

  it("is a CONFLICT when the profile exists, keeping the first one and storing nothing new", async () => {
    const { caller, id } = await signUp(app.deps);
    const first = await caller.profile.create(await profileBody());
    const objectsBefore = await storedObjectIdsOf(id);
    await expect(caller.profile.create(await profileBody({ bio: "A completely different biography." }))).rejects.toMatchObject({
      code: "CONFLICT",
      message: "You already have a profile",
    });
    expect(await caller.profile.get()).toEqual(first);
    expect(await storedObjectIdsOf(id)).toEqual(objectsBefore);
  });

  it("removes the photos it already stored when a later one is refused (by its bytes, or over 5 MB)", async () => {
    const { caller, id } = await signUp(app.deps);
    const text = dataUrlOf(Buffer.from("just some text pretending to be a picture"), "image/png");
    await expect(caller.profile.create(await profileBody({ photos: [await photoDataUrl(), text] }))).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Only JPEG, PNG, WebP or GIF images are accepted",
    });
    const big = dataUrlOf(oversizedJpegBytes(5 * 1024 * 1024 + 1));
    await expect(caller.profile.create(await profileBody({ photos: [await photoDataUrl(), big] }))).rejects.toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "Images must be under 5 MB",
    });
    await expect(caller.profile.get()).rejects.toMatchObject({ code: "NOT_FOUND", message: "Profile not found" });
    expect(await storedObjectIdsOf(id)).toEqual([]);
  });
});

describe("profile.update", () => {
  it("changes bio (empty allowed) and lookingFor, keeping the photos", async () => {
    const { caller } = await signUp(app.deps);
    const created = await caller.profile.create(await profileBody({ lookingFor: "both" }));
    const changed = await caller.profile.update({ bio: "Changed my mind about books.", lookingFor: "female" });
    expect(changed).toMatchObject({ bio: "Changed my mind about books.", lookingFor: "female", photos: created.photos });
    expect(await caller.profile.update({ bio: "" })).toMatchObject({ bio: "", lookingFor: "female" });
    expect(await caller.profile.get()).toMatchObject({ bio: "", lookingFor: "female" });
  });

  it("moves the location, storing coordinates rounded to 2 decimals", async () => {
    const { caller, id } = await signUp(app.deps);
    await caller.profile.create(await profileBody());
    const moved = await caller.profile.update({ location: "Lyon", latitude: 45.764043, longitude: 4.835659 });
    expect(moved).toMatchObject({ location: "Lyon", latitude: 45.76, longitude: 4.84 });
    expect(await profileRow(id)).toMatchObject({ location: "Lyon", latitude: 45.76, longitude: 4.84 });
  });

  it("is NOT_FOUND without a profile", async () => {
    const { caller } = await signUp(app.deps);
    await expect(caller.profile.update({ bio: "Hello there" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("profile.update runs a match search (contract §4)", () => {
  const allA = { answers: Array.from({ length: 15 }, (_, index) => ({ questionId: index + 1, answer: "A" as const })) };

  async function quizDoneUser(overrides: Parameters<typeof profileBody>[0]) {
    const person = await signUp(app.deps);
    await person.caller.profile.create(await profileBody(overrides));
    await person.caller.quiz.submit(allA);
    return person;
  }

  async function matchesBetween(a: string, b: string) {
    const rows = await app.deps.db
      .select({ user1Id: schema.matches.user1Id, user2Id: schema.matches.user2Id })
      .from(schema.matches);
    return rows.filter((row) => [row.user1Id, row.user2Id].sort().join() === [a, b].sort().join());
  }

  it("after a move: a user who moved near another is matched in the same call", async () => {
    const here = await quizDoneUser({ gender: "female", lookingFor: "both", latitude: 35.68, longitude: 139.69 });
    const mover = await quizDoneUser({ gender: "male", lookingFor: "both", latitude: -33.87, longitude: 151.21 });
    expect(await matchesBetween(here.id, mover.id)).toHaveLength(0);
    await mover.caller.profile.update({ location: "Tokyo", latitude: 35.69, longitude: 139.7 });
    expect(await matchesBetween(here.id, mover.id)).toHaveLength(1);
  });

  it("after a change of lookingFor", async () => {
    const place = { latitude: 64.14, longitude: -21.94 };
    const woman = await quizDoneUser({ gender: "female", lookingFor: "female", ...place });
    const man = await quizDoneUser({ gender: "male", lookingFor: "female", ...place });
    expect(await matchesBetween(woman.id, man.id)).toHaveLength(0);
    await woman.caller.profile.update({ lookingFor: "male" });
    expect(await matchesBetween(woman.id, man.id)).toHaveLength(1);
  });
});

describe("profile.addPhoto", () => {
  it("appends photos up to 6, then refuses `You can upload up to 6 photos` without storing the image", async () => {
    const { caller, id, profile } = await userWithPhotos(4);
    const fifth = await caller.profile.addPhoto({ photoURL: await photoDataUrl() });
    expect(fifth.photos.slice(0, 4)).toEqual(profile.photos);
    expect(fifth.photos).toHaveLength(5);
    const sixth = await caller.profile.addPhoto({ photoURL: dataUrlOf(await makeJpeg({ width: 33 })) });
    expect(sixth.photos.slice(0, 5)).toEqual(fifth.photos);
    expect(sixth.photos).toHaveLength(6);

    const objectsBefore = await storedObjectIdsOf(id);
    await expect(caller.profile.addPhoto({ photoURL: await photoDataUrl() })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "You can upload up to 6 photos",
    });
    expect((await storedObjectIdsOf(id)).sort()).toEqual(objectsBefore.sort());
  });

  it("is NOT_FOUND without a profile, and refuses an image that is not the caller's upload", async () => {
    const { caller } = await signUp(app.deps);
    await expect(caller.profile.addPhoto({ photoURL: await photoDataUrl() })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await caller.profile.create(await profileBody());
    await expect(caller.profile.addPhoto({ photoURL: "https://elsewhere.example/x.png" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Unknown image",
    });
  });

  it("refuses a photo that is already one of the user's photos", async () => {
    const { caller, profile } = await userWithPhotos(1);
    await expect(caller.profile.addPhoto({ photoURL: profile.photos[0] ?? "" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Unknown image",
    });
  });
});

describe("profile.deletePhoto", () => {
  it("removes the photo, its object and its bytes, and closes up the order", async () => {
    const { caller, id, profile } = await userWithPhotos(4);
    const [a, b, c, d] = profile.photos as [string, string, string, string];
    expect((await caller.profile.deletePhoto({ index: 1 })).photos).toEqual([a, c, d]);

    const positions = await app.deps.db
      .select({ objectId: schema.photos.objectId, position: schema.photos.position })
      .from(schema.photos)
      .where(eq(schema.photos.userId, id))
      .orderBy(schema.photos.position);
    expect(positions).toEqual([
      { objectId: objectIdOf(a), position: 0 },
      { objectId: objectIdOf(c), position: 1 },
      { objectId: objectIdOf(d), position: 2 },
    ]);
    expect(await storedObjectIdsOf(id)).not.toContain(objectIdOf(b));
    expect(await app.deps.storage.get(objectIdOf(b))).toBeNull();
    expect(await app.deps.storage.get(objectIdOf(a))).not.toBeNull();

    expect((await caller.profile.deletePhoto({ index: 2 })).photos).toEqual([a, c]);
  });

  it("is NOT_FOUND `Photo not found` for an index past the last photo, and deletes nothing", async () => {
    const { caller } = await userWithPhotos(2);
    for (const index of [2, 6, 99]) {
      await expect(caller.profile.deletePhoto({ index })).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: "Photo not found",
      });
    }
    expect((await caller.profile.get()).photos).toHaveLength(2);
  });

  it("refuses to delete the last photo, keeping it and its bytes", async () => {
    const { caller, id, profile } = await userWithPhotos(1);
    await expect(caller.profile.deletePhoto({ index: 0 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "At least one photo is required",
    });
    expect(await caller.profile.get()).toMatchObject({ photos: profile.photos });
    expect(await app.deps.storage.get(objectIdOf(profile.photos[0] ?? ""))).not.toBeNull();
    expect(await storedObjectIdsOf(id)).toHaveLength(1);
  });

  it("is NOT_FOUND `Profile not found` without a profile", async () => {
    const { caller } = await signUp(app.deps);
    await expect(caller.profile.deletePhoto({ index: 0 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Profile not found",
    });
  });
});

describe("profile.setPrimaryPhoto", () => {
  it("moves that photo to index 0 and keeps the others in their order", async () => {
    const { caller, id, profile } = await userWithPhotos(4);
    const [a, b, c, d] = profile.photos;
    expect((await caller.profile.setPrimaryPhoto({ photoIndex: 2 })).photos).toEqual([c, a, b, d]);
    expect(await caller.auth.me()).toMatchObject({ profileImageUrl: c });
    expect((await caller.profile.setPrimaryPhoto({ photoIndex: 3 })).photos).toEqual([d, c, a, b]);
    expect((await caller.profile.setPrimaryPhoto({ photoIndex: 0 })).photos).toEqual([d, c, a, b]);

    const positions = await app.deps.db
      .select({ position: schema.photos.position })
      .from(schema.photos)
      .where(eq(schema.photos.userId, id))
      .orderBy(schema.photos.position);
    expect(positions.map((row) => row.position)).toEqual([0, 1, 2, 3]);
  });

  it("is NOT_FOUND `Photo not found` for an index past the last photo", async () => {
    const { caller } = await userWithPhotos(2);
    await expect(caller.profile.setPrimaryPhoto({ photoIndex: 2 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Photo not found",
    });
  });
});
