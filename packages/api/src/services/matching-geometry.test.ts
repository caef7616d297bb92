import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPlaces, differingIn, matchesBetween, northOf, seedMatchingProfiles } from "../test/matching-seeds";
import { useTestApp } from "../test/test-app";
import { answerBitsOf, patternsAtHammingDistance, sharedAnswerCount, sharedAnswerMask } from "./answer-bits";
import { boundingBox, haversineKm } from "./geo-box";
import { rescoreMatches, searchMatches } from "./matching";

/** docs/product-rules.md#matching's arithmetic: the search box at the edges of the map, answer bits and rescoring. */
const app = useTestApp();
const nextPlace = createPlaces();

describe("searchMatches: the bounding box near the antimeridian and the poles", () => {
  const places: { name: string; a: { latitude: number; longitude: number }; b: { latitude: number; longitude: number } }[] = [
    {
      name: "across the antimeridian (179.9° E and 179.9° W)",
      a: { latitude: 10, longitude: 179.9 },
      b: { latitude: 10.05, longitude: -179.9 },
    },
    { name: "just east of the antimeridian", a: { latitude: -12, longitude: -179.95 }, b: { latitude: -12, longitude: -179.4 } },
    {
      name: "near the north pole, opposite longitudes",
      a: { latitude: 89.8, longitude: 0 },
      b: { latitude: 89.7, longitude: 180 },
    },
    { name: "near the south pole", a: { latitude: -89.95, longitude: 45 }, b: { latitude: -89.6, longitude: -100 } },
    { name: "far north, wide longitude span", a: { latitude: 80, longitude: 20 }, b: { latitude: 80, longitude: 23.5 } },
  ];

  it.each(places)("$name: matches when within both distances", async ({ a: aPlace, b: bPlace }) => {
    const distance = haversineKm(aPlace.latitude, aPlace.longitude, bPlace.latitude, bPlace.longitude);
    expect(distance).toBeLessThan(100);
    const [a = "", b = ""] = await seedMatchingProfiles(app.deps.db, [{ ...aPlace }, { ...bPlace }]);
    expect(await searchMatches(app.deps, a)).toBe(1);
    expect(await matchesBetween(app.deps.db, a, b)).toHaveLength(1);
  });

  it("keeps every point within the radius inside the box (or drops the longitude filter)", () => {
    for (const latitude of [-89.99, -75, -45, 0, 33.3, 60, 84, 89.1]) {
      for (const longitude of [-179.99, -120, 0, 90, 179.5]) {
        for (const km of [1, 100, 500]) {
          const box = boundingBox(latitude, longitude, km);
          for (let bearing = 0; bearing < 360; bearing += 7.5) {
            const point = destination(latitude, longitude, bearing, km * 0.999);
            expect(point.latitude).toBeGreaterThanOrEqual(box.latMin);
            expect(point.latitude).toBeLessThanOrEqual(box.latMax);
            if (box.lon) {
              expect(point.longitude).toBeGreaterThanOrEqual(box.lon.min);
              expect(point.longitude).toBeLessThanOrEqual(box.lon.max);
            }
          }
        }
      }
    }
    expect(boundingBox(10, 179.9, 100).lon).toBeNull();
    expect(boundingBox(89.5, 0, 100).lon).toBeNull();
    expect(boundingBox(45, 10, 100).lon).not.toBeNull();
  });
});

/** The point `km` away from a start on a bearing (great circle), longitude in [-180, 180]. */
function destination(latitude: number, longitude: number, bearingDegrees: number, km: number) {
  const rad = Math.PI / 180;
  const angular = km / 6371.0088;
  const lat1 = latitude * rad;
  const bearing = bearingDegrees * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing));
  const lon2 =
    longitude * rad +
    Math.atan2(Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2));
  const normalised = ((((lon2 / rad + 180) % 360) + 360) % 360) - 180;
  return { latitude: lat2 / rad, longitude: normalised };
}

describe("rescoreMatches", () => {
  it("recomputes score and shared answers of every match of the user, and no one else's", async () => {
    const place = nextPlace();
    const [a = "", b = "", c = ""] = await seedMatchingProfiles(app.deps.db, [
      { ...place, answerBits: 0 },
      { ...northOf(place, 3), answerBits: 0 },
      { ...northOf(place, 6), answerBits: 0 },
    ]);
    await searchMatches(app.deps, a);
    await searchMatches(app.deps, b);
    const newBits = differingIn(10);
    // The quiz service writes answer_bits and rescores in one transaction; here the pieces alone.
    await app.deps.db.execute(sql`update profiles set answer_bits = ${newBits} where user_id = ${a}`);
    expect(await rescoreMatches(app.deps.db, a)).toBe(2);
    for (const other of [b, c]) {
      const [match] = await matchesBetween(app.deps.db, a, other);
      expect(match?.compatibilityScore).toBe(sharedAnswerCount(newBits, 0));
      expect(match?.sharedMask).toBe(sharedAnswerMask(newBits, 0));
    }
    const [untouched] = await matchesBetween(app.deps.db, b, c);
    expect(untouched?.compatibilityScore).toBe(15);
  });
});

describe("answer bits", () => {
  it("maps answer B to question n onto bit n-1, and counts shared answers", () => {
    expect(answerBitsOf([{ questionId: 1, answer: "B" }])).toBe(1);
    expect(
      answerBitsOf([
        { questionId: 15, answer: "B" },
        { questionId: 14, answer: "A" },
      ]),
    ).toBe(1 << 14);
    expect(sharedAnswerCount(0, 0)).toBe(15);
    expect(sharedAnswerCount(0, 0x7fff)).toBe(0);
    expect(sharedAnswerMask(0b101, 0b110)).toBe(0x7fff & ~0b011);
    const sizes = [0, 1, 2, 3].map((radius) => new Set(patternsAtHammingDistance(12345, radius)).size);
    expect(sizes).toEqual([1, 15, 105, 455]);
    for (const pattern of patternsAtHammingDistance(12345, 3)) expect(sharedAnswerCount(12345, pattern)).toBe(12);
  });
});
