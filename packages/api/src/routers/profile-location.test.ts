import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUp } from "../test/caller";
import { createPlaces, matchedIds, northOf, seedMatchingProfile, seedProfileFor } from "../test/matching-seeds";
import { startTestApp, useStarted } from "../test/test-app";

/**
 * docs/product-rules.md#a-profile-that-stays-true (with docs/product-rules.md#matching and #limits): moving through PATCH /api/profile's procedure starts
 * a match search, keeps the matches already made, and counts toward 10 changes of
 * coordinates a day; the 11th is refused with the contract's message.
 */
let clock = new Date("2026-11-25T10:00:00.000Z");
const app = useStarted(() => startTestApp({ RATE_LIMIT_LOCATION_CHANGES_PER_DAY: "10" }, { now: () => clock }));
const nextPlace = createPlaces();

const LIMIT_MESSAGE = "You can change your location up to 10 times a day";

/** A signed-up dater with a profile and answers (all A) at `place`. */
async function daterAt(place: { latitude: number; longitude: number }) {
  const dater = await signUp(app.deps);
  await seedProfileFor(app.deps.db, dater.id, { ...place, gender: "female", lookingFor: "both", answerBits: 0 });
  return dater;
}

async function storedPlace(userId: string) {
  const [row] = await app.deps.db
    .select({ location: schema.profiles.location, latitude: schema.profiles.latitude, longitude: schema.profiles.longitude })
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, userId));
  return row;
}

describe("moving (profile.update with coordinates)", () => {
  it("finds matches at the new place in the same call and keeps the ones made at the old place", async () => {
    const home = nextPlace();
    const away = nextPlace();
    const mover = await daterAt(home);
    const neighbour = await seedMatchingProfile(app.deps.db, { ...northOf(home, 5), answerBits: 0 });
    const local = await seedMatchingProfile(app.deps.db, { ...northOf(away, 5), answerBits: 0 });
    await mover.caller.preferences.update({ ageMin: 18, ageMax: 99, distanceKm: 100 });
    expect(await matchedIds(app.deps.db, mover.id)).toEqual([neighbour]);

    const moved = await mover.caller.profile.update({ location: "Far Away", ...away });
    expect(moved).toMatchObject({ location: "Far Away", ...away });
    expect(new Set(await matchedIds(app.deps.db, mover.id))).toEqual(new Set([neighbour, local]));
  });

  it("allows 10 changes of coordinates a day; the 11th is a 429 with the contract's message and changes nothing", async () => {
    clock = new Date("2026-11-25T10:00:00.000Z");
    const start = nextPlace();
    const mover = await daterAt(start);
    for (let move = 1; move <= 10; move++) {
      await mover.caller.profile.update({ location: `Stop ${move}`, ...northOf(start, move * 3) });
    }
    await expect(mover.caller.profile.update({ location: "Stop 11", ...northOf(start, 33) })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: LIMIT_MESSAGE,
    });
    const after10 = await storedPlace(mover.id);
    expect(after10?.location).toBe("Stop 10");

    // Only coordinates count: the place's name, the bio, and coordinates that round to the stored ones do not.
    await mover.caller.profile.update({ location: "Stop 10, renamed" });
    await mover.caller.profile.update({ bio: "Still travelling, still reading." });
    await mover.caller.profile.update({
      latitude: (after10?.latitude ?? 0) + 0.001,
      longitude: (after10?.longitude ?? 0) - 0.001,
    });
    expect(await storedPlace(mover.id)).toEqual({ ...after10, location: "Stop 10, renamed" });

    // A new day, a new count.
    clock = new Date("2026-11-26T00:00:01.000Z");
    await mover.caller.profile.update({ location: "Stop 11", ...northOf(start, 33) });
    expect((await storedPlace(mover.id))?.location).toBe("Stop 11");
  });

  it("counts per dater: another dater moves freely", async () => {
    clock = new Date("2026-11-27T10:00:00.000Z");
    const start = nextPlace();
    const busy = await daterAt(start);
    const other = await daterAt(northOf(start, 50));
    for (let move = 1; move <= 10; move++) await busy.caller.profile.update(northOf(start, move * 3));
    await expect(busy.caller.profile.update(northOf(start, 40))).rejects.toMatchObject({ message: LIMIT_MESSAGE });
    const moved = await other.caller.profile.update(northOf(start, 60));
    expect(moved.latitude).toBeCloseTo(northOf(start, 60).latitude, 2);
  });
});
