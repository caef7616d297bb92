import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUp } from "../test/caller";
import { dataUrlOf, makeJpeg, photoDataUrl, profileBody } from "../test/images";
import { storedObjectIdsOf } from "../test/profile-fixtures";
import { useTestApp } from "../test/test-app";

/** A profile's photos (docs/product-rules.md#profile-and-photos): adding, deleting and ordering them, through the procedures (no HTTP). */
const app = useTestApp();

const objectIdOf = (url: string) => url.slice("/objects/".length);

/** A signed-up user with a profile holding `count` photos. */
async function userWithPhotos(count: number) {
  const person = await signUp(app.deps);
  const photos = await Promise.all(
    Array.from({ length: count }, async (_, index) => dataUrlOf(await makeJpeg({ width: 20 + index, height: 20 }))),
  );
  const profile = await person.caller.profile.create(await profileBody({ photos }));
  return { ...person, profile };
}

describe("profile.addPhoto", () => {
  it("appends photos up to 6, then refuses `You can upload up to 6 photos` without storing the image", async () => {
    const { caller, id, profile } = await userWithPhotos(4);
    const fifth = await caller.profile.addPhoto({ photoURL: await photoDataUrl() });
    expect(fifth.photos.slice(0, 4)).toEqual(profile.photos);
    expect(fifth.photos).toHaveLength(5);
    const sixth = await caller.profile.addPhoto({ photoURL: dataUrlOf(await makeJpeg({ width: 33 })) });
    expect(sixth.photos.slice(0, 5)).toEqual(fifth.photos);
    expect(sixth.photos).toHaveLength(6);

    const objectsBefore = await storedObjectIdsOf(app.deps.db, id);
    await expect(caller.profile.addPhoto({ photoURL: await photoDataUrl() })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "You can upload up to 6 photos",
    });
    expect((await storedObjectIdsOf(app.deps.db, id)).sort()).toEqual(objectsBefore.sort());
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
    expect(await storedObjectIdsOf(app.deps.db, id)).not.toContain(objectIdOf(b));
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
    expect(await storedObjectIdsOf(app.deps.db, id)).toHaveLength(1);
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
