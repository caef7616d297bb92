import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUp } from "../test/caller";
import { createPlaces, matchesBetween, northOf, seedMatchingProfile, seedProfileFor } from "../test/matching-seeds";
import { useTestApp } from "../test/test-app";

/** Preferences (docs/product-rules.md#shapes-and-redaction, #matching), through the procedures (no HTTP). */
const app = useTestApp();
const nextPlace = createPlaces();

async function profileSearchColumns(userId: string) {
  const [row] = await app.deps.db
    .select({
      ageMin: schema.profiles.searchAgeMin,
      ageMax: schema.profiles.searchAgeMax,
      distanceKm: schema.profiles.searchDistanceKm,
    })
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, userId));
  return row;
}

describe("preferences.get", () => {
  it("answers the defaults 18, 99, 100 while none are saved", async () => {
    const { caller } = await signUp(app.deps);
    expect(await caller.preferences.get()).toEqual({ ageMin: 18, ageMax: 99, distanceKm: 100, verifiedOnly: false });
  });
});

describe("preferences.update", () => {
  it("saves, answers the preferences, and copies them onto the profile", async () => {
    const { caller, id } = await signUp(app.deps);
    await seedProfileFor(app.deps.db, id, { ...nextPlace() });
    expect(await caller.preferences.update({ ageMin: 25, ageMax: 41, distanceKm: 35 })).toEqual({
      ageMin: 25,
      ageMax: 41,
      distanceKm: 35,
      verifiedOnly: false,
    });
    expect(await caller.preferences.get()).toEqual({ ageMin: 25, ageMax: 41, distanceKm: 35, verifiedOnly: false });
    expect(await profileSearchColumns(id)).toEqual({ ageMin: 25, ageMax: 41, distanceKm: 35 });

    // Saving again replaces them.
    await caller.preferences.update({ ageMin: 18, ageMax: 18, distanceKm: 500 });
    expect(await caller.preferences.get()).toEqual({ ageMin: 18, ageMax: 18, distanceKm: 500, verifiedOnly: false });
    expect(await profileSearchColumns(id)).toEqual({ ageMin: 18, ageMax: 18, distanceKm: 500 });
  });

  it("saves without a profile (the profile copies them when it is created)", async () => {
    const { caller, id } = await signUp(app.deps);
    await caller.preferences.update({ ageMin: 30, ageMax: 35, distanceKm: 10 });
    expect(await caller.preferences.get()).toEqual({ ageMin: 30, ageMax: 35, distanceKm: 10, verifiedOnly: false });
    expect(await profileSearchColumns(id)).toBeUndefined();
  });

  it("searches for matches within the call, with the new distance and ages", async () => {
    const place = nextPlace();
    const { caller, id } = await signUp(app.deps);
    await seedProfileFor(app.deps.db, id, { ...place, age: 33, answerBits: 0 });
    const far = await seedMatchingProfile(app.deps.db, { ...northOf(place, 150), age: 40, distanceKm: 500 });
    const older = await seedMatchingProfile(app.deps.db, { ...northOf(place, 20), age: 60 });

    await caller.preferences.update({ ageMin: 18, ageMax: 50, distanceKm: 100 });
    expect(await matchesBetween(app.deps.db, id, far)).toEqual([]);
    expect(await matchesBetween(app.deps.db, id, older)).toEqual([]);

    await caller.preferences.update({ ageMin: 18, ageMax: 50, distanceKm: 200 });
    expect(await matchesBetween(app.deps.db, id, far)).toHaveLength(1);
    expect(await matchesBetween(app.deps.db, id, older)).toEqual([]);

    await caller.preferences.update({ ageMin: 18, ageMax: 60, distanceKm: 200 });
    expect(await matchesBetween(app.deps.db, id, older)).toHaveLength(1);
  });

  it("narrowing the preferences keeps existing matches", async () => {
    const place = nextPlace();
    const { caller, id } = await signUp(app.deps);
    await seedProfileFor(app.deps.db, id, { ...place, answerBits: 0 });
    const near = await seedMatchingProfile(app.deps.db, { ...northOf(place, 30) });
    await caller.preferences.update({ ageMin: 18, ageMax: 99, distanceKm: 100 });
    expect(await matchesBetween(app.deps.db, id, near)).toHaveLength(1);
    await caller.preferences.update({ ageMin: 18, ageMax: 99, distanceKm: 5 });
    expect(await matchesBetween(app.deps.db, id, near)).toHaveLength(1);
  });
});
