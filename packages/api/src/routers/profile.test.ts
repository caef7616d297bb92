import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUp } from "../test/caller";
import { dataUrlOf, oversizedJpegBytes, photoDataUrl, profileBody } from "../test/images";
import { storedObjectIdsOf } from "../test/profile-fixtures";
import { useTestApp } from "../test/test-app";

/** The profile (docs/product-rules.md#shapes-and-redaction, #profile-and-photos, #matching): creation and updates, through the procedures (no HTTP); its photos: profile-photos.test.ts. */
const app = useTestApp();

async function profileRow(userId: string) {
  const [row] = await app.deps.db.select().from(schema.profiles).where(eq(schema.profiles.userId, userId));
  return row;
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
    const objectsBefore = await storedObjectIdsOf(app.deps.db, id);
    await expect(caller.profile.create(await profileBody({ bio: "A completely different biography." }))).rejects.toMatchObject({
      code: "CONFLICT",
      message: "You already have a profile",
    });
    expect(await caller.profile.get()).toEqual(first);
    expect(await storedObjectIdsOf(app.deps.db, id)).toEqual(objectsBefore);
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
    expect(await storedObjectIdsOf(app.deps.db, id)).toEqual([]);
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

describe("profile.update runs a match search (docs/product-rules.md#matching)", () => {
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
