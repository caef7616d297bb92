import { schema } from "@unveil/db";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createPlaces,
  matchedIds,
  matchesBetween,
  northOf,
  seedMatchingProfile,
  seedMatchingProfiles,
  type MatchingSeed,
} from "../test/matching-seeds";
import { useTestApp } from "../test/test-app";
import { answerBitsOf, patternsAtHammingDistance, sharedAnswerCount, sharedAnswerMask } from "./answer-bits";
import { boundingBox, haversineKm } from "./geo-box";
import { MAX_NEW_MATCHES_PER_SEARCH, rescoreMatches, searchMatches } from "./matching";

const app = useTestApp();
const nextPlace = createPlaces();

/** `count` answers flipped from all-A: shares 15 − count answers with an all-A person. */
const differingIn = (count: number) => (1 << count) - 1;

type Side = Omit<MatchingSeed, "latitude" | "longitude">;

interface PairCase {
  name: string;
  a: Side;
  b: Side;
  /** How far apart they live (km, along a meridian); 10 by default. */
  apartKm?: number;
  matches: boolean;
}

const man = (extra: Side = {}): Side => ({ gender: "male", ...extra });
const woman = (extra: Side = {}): Side => ({ gender: "female", ...extra });
const nonBinary = (extra: Side = {}): Side => ({ gender: "non-binary", ...extra });

const pairCases: PairCase[] = [
  {
    name: "man seeking women and woman seeking men",
    a: man({ lookingFor: "female" }),
    b: woman({ lookingFor: "male" }),
    matches: true,
  },
  {
    name: "man seeking women and woman seeking women",
    a: man({ lookingFor: "female" }),
    b: woman({ lookingFor: "female" }),
    matches: false,
  },
  { name: "man seeking men and man seeking men", a: man({ lookingFor: "male" }), b: man({ lookingFor: "male" }), matches: true },
  {
    name: "man seeking men and man seeking women",
    a: man({ lookingFor: "male" }),
    b: man({ lookingFor: "female" }),
    matches: false,
  },
  {
    name: "woman seeking everyone and woman seeking women",
    a: woman({ lookingFor: "both" }),
    b: woman({ lookingFor: "female" }),
    matches: true,
  },
  {
    name: "non-binary seeking everyone, both sides",
    a: nonBinary({ lookingFor: "both" }),
    b: nonBinary({ lookingFor: "both" }),
    matches: true,
  },
  {
    name: "non-binary seeking everyone and man seeking everyone",
    a: nonBinary({ lookingFor: "both" }),
    b: man({ lookingFor: "both" }),
    matches: true,
  },
  {
    name: "non-binary seeking everyone and woman seeking women",
    a: nonBinary({ lookingFor: "both" }),
    b: woman({ lookingFor: "female" }),
    matches: false,
  },
  {
    name: "non-binary seeking everyone and man seeking men",
    a: nonBinary({ lookingFor: "both" }),
    b: man({ lookingFor: "male" }),
    matches: false,
  },
  {
    name: "non-binary seeking women and woman seeking everyone",
    a: nonBinary({ lookingFor: "female" }),
    b: woman({ lookingFor: "both" }),
    matches: true,
  },
  { name: "15 shared answers", a: { answerBits: 0 }, b: { answerBits: 0 }, matches: true },
  { name: "3 shared answers (the threshold)", a: { answerBits: 0 }, b: { answerBits: differingIn(12) }, matches: true },
  { name: "2 shared answers", a: { answerBits: 0 }, b: { answerBits: differingIn(13) }, matches: false },
  { name: "0 shared answers", a: { answerBits: 0 }, b: { answerBits: differingIn(15) }, matches: false },
  { name: "one side without answers", a: { answerBits: 0 }, b: { answerBits: null }, matches: false },
  {
    name: "50 km apart, 100 km and 10 km preferences",
    a: { distanceKm: 100 },
    b: { distanceKm: 10 },
    apartKm: 50,
    matches: false,
  },
  { name: "50 km apart, both 100 km", a: { distanceKm: 100 }, b: { distanceKm: 100 }, apartKm: 50, matches: true },
  { name: "99.9 km apart, both 100 km", a: { distanceKm: 100 }, b: { distanceKm: 100 }, apartKm: 99.9, matches: true },
  { name: "100.1 km apart, 100 km and 500 km", a: { distanceKm: 100 }, b: { distanceKm: 500 }, apartKm: 100.1, matches: false },
  { name: "400 km apart, both 500 km", a: { distanceKm: 500 }, b: { distanceKm: 500 }, apartKm: 400, matches: true },
  { name: "same place", a: { distanceKm: 1 }, b: { distanceKm: 1 }, apartKm: 0, matches: true },
  { name: "age at the lower edge of the other's range", a: { age: 50, ageMin: 30, ageMax: 40 }, b: { age: 30 }, matches: true },
  { name: "age at the upper edge of the other's range", a: { age: 50, ageMin: 30, ageMax: 40 }, b: { age: 40 }, matches: true },
  { name: "age one below the other's range", a: { age: 50, ageMin: 30, ageMax: 40 }, b: { age: 29 }, matches: false },
  { name: "age one above the other's range", a: { age: 50, ageMin: 30, ageMax: 40 }, b: { age: 41 }, matches: false },
  {
    name: "each age at the edge of the other's one-year range",
    a: { age: 25, ageMin: 40, ageMax: 40 },
    b: { age: 40, ageMin: 25, ageMax: 25 },
    matches: true,
  },
  {
    name: "in one range but not the other",
    a: { age: 25, ageMin: 40, ageMax: 50 },
    b: { age: 45, ageMin: 30, ageMax: 50 },
    matches: false,
  },
];

/** Seeds the pair at a fresh place and runs the search from one side; answers what was stored. */
async function searchFromOneSide(pair: PairCase, from: "a" | "b") {
  const place = nextPlace();
  const a = await seedMatchingProfile(app.deps.db, { ...place, ...pair.a });
  const b = await seedMatchingProfile(app.deps.db, { ...northOf(place, pair.apartKm ?? 10), ...pair.b });
  const created = await searchMatches(app.deps, from === "a" ? a : b);
  return { a, b, created, stored: await matchesBetween(app.deps.db, a, b) };
}

describe("searchMatches: the rules of contract §4, from either side", () => {
  it.each(pairCases.flatMap((pair) => (["a", "b"] as const).map((from) => [pair.name, from, pair] as const)))(
    "%s (searching from %s)",
    async (_name, from, pair) => {
      const { created, stored } = await searchFromOneSide(pair, from);
      expect(created).toBe(pair.matches ? 1 : 0);
      expect(stored).toHaveLength(pair.matches ? 1 : 0);
    },
  );

  it("stores the pair once, smaller id first, with a random id, the score and the shared answers", async () => {
    const place = nextPlace();
    const aBits = answerBitsOf([
      { questionId: 1, answer: "B" },
      { questionId: 2, answer: "B" },
      { questionId: 15, answer: "B" },
    ]);
    const bBits = answerBitsOf([
      { questionId: 2, answer: "B" },
      { questionId: 3, answer: "B" },
    ]);
    const a = await seedMatchingProfile(app.deps.db, { ...place, answerBits: aBits });
    const b = await seedMatchingProfile(app.deps.db, { ...northOf(place, 5), answerBits: bBits });
    expect(await searchMatches(app.deps, a)).toBe(1);
    const [match] = await matchesBetween(app.deps.db, a, b);
    expect(match?.user1Id).toBe(a < b ? a : b);
    expect(match?.user2Id).toBe(a < b ? b : a);
    expect(match?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // They differ on questions 1, 3 and 15: 12 shared, every bit but 0, 2 and 14.
    expect(match?.compatibilityScore).toBe(12);
    expect(match?.sharedMask).toBe(0b011_1111_1111_1010);
    expect(match?.sharedMask).toBe(sharedAnswerMask(aBits, bBits));
  });

  it("never matches a user with themself, and finds nothing for a lone user or one without a profile", async () => {
    const lone = await seedMatchingProfile(app.deps.db, { ...nextPlace() });
    expect(await searchMatches(app.deps, lone)).toBe(0);
    expect(await matchedIds(app.deps.db, lone)).toEqual([]);
    const [userWithoutProfile] = await app.deps.db
      .insert(schema.users)
      .values({ id: crypto.randomUUID(), email: `no-profile.${Date.now()}@example.com`, passwordHash: "x" })
      .returning({ id: schema.users.id });
    expect(await searchMatches(app.deps, userWithoutProfile?.id ?? "")).toBe(0);
    expect(await searchMatches(app.deps, "not-a-user")).toBe(0);
  });

  it("does not let the searcher without answers find anyone", async () => {
    const place = nextPlace();
    const unanswered = await seedMatchingProfile(app.deps.db, { ...place, answerBits: null });
    await seedMatchingProfile(app.deps.db, { ...northOf(place, 3) });
    expect(await searchMatches(app.deps, unanswered)).toBe(0);
  });
});

describe("searchMatches: pairs that must never match again", () => {
  const cases = [
    {
      name: "a blocked b",
      exclude: (a: string, b: string) => app.deps.db.insert(schema.blocks).values({ blockerId: a, blockedId: b }),
    },
    {
      name: "b blocked a",
      exclude: (a: string, b: string) => app.deps.db.insert(schema.blocks).values({ blockerId: b, blockedId: a }),
    },
    {
      name: "their match was deleted",
      exclude: (a: string, b: string) =>
        app.deps.db.insert(schema.deletedPairs).values({ user1Id: a < b ? a : b, user2Id: a < b ? b : a }),
    },
  ];

  it.each(cases.flatMap((c) => (["a", "b"] as const).map((from) => [c.name, from, c] as const)))(
    "%s: no match (searching from %s)",
    async (_name, from, { exclude }) => {
      const place = nextPlace();
      const a = await seedMatchingProfile(app.deps.db, { ...place });
      const b = await seedMatchingProfile(app.deps.db, { ...northOf(place, 2) });
      const c = await seedMatchingProfile(app.deps.db, { ...northOf(place, 4) });
      await exclude(a, b);
      await searchMatches(app.deps, from === "a" ? a : b);
      expect(await matchesBetween(app.deps.db, a, b)).toEqual([]);
      // The searcher still finds everyone else.
      expect(await matchesBetween(app.deps.db, from === "a" ? a : b, c)).toHaveLength(1);
    },
  );

  it("does not duplicate an existing match, searching again from either side", async () => {
    const place = nextPlace();
    const [a = "", b = ""] = await seedMatchingProfiles(app.deps.db, [{ ...place }, { ...northOf(place, 7) }]);
    expect(await searchMatches(app.deps, a)).toBe(1);
    expect(await searchMatches(app.deps, a)).toBe(0);
    expect(await searchMatches(app.deps, b)).toBe(0);
    expect(await matchesBetween(app.deps.db, a, b)).toHaveLength(1);
  });

  it("lets both sides search at the same moment: one match, no error", async () => {
    const place = nextPlace();
    const [a = "", b = ""] = await seedMatchingProfiles(app.deps.db, [{ ...place }, { ...northOf(place, 7) }]);
    const created = await Promise.all([searchMatches(app.deps, a), searchMatches(app.deps, b), searchMatches(app.deps, a)]);
    expect(created.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await matchesBetween(app.deps.db, a, b)).toHaveLength(1);
  });
});

interface CapGroup {
  /** Shared answers with the searcher (who answered all A). */
  score: number;
  /** Distances of this group's members from the searcher (km). */
  distancesKm: number[];
}

const range = (from: number, count: number, step = 1) => Array.from({ length: count }, (_, i) => from + i * step);

const capCases: { name: string; groups: CapGroup[] }[] = [
  { name: "60 perfect matches: the 50 nearest", groups: [{ score: 15, distancesKm: range(1, 60) }] },
  {
    name: "45 perfect and 15 at score 14: all 45, then the 5 nearest of 14",
    groups: [
      { score: 15, distancesKm: range(31, 45) },
      { score: 14, distancesKm: range(1, 15, 2) },
    ],
  },
  {
    name: "scores 15..12 far away, 20 at score 11 nearby: the 40 best, then the 10 nearest of 11 (probe, then fallback)",
    groups: [
      { score: 15, distancesKm: range(81, 10) },
      { score: 14, distancesKm: range(61, 10) },
      { score: 13, distancesKm: range(41, 10) },
      { score: 12, distancesKm: range(21, 10) },
      { score: 11, distancesKm: range(1, 20) },
    ],
  },
  { name: "60 at score 5 (fallback only): the 50 nearest", groups: [{ score: 5, distancesKm: range(2, 60, 1.5) }] },
  {
    name: "ties in score are broken by distance, wherever they sit",
    groups: [
      { score: 3, distancesKm: range(1, 20) },
      { score: 9, distancesKm: range(50, 20, -2) },
      { score: 4, distancesKm: range(30, 20) },
    ],
  },
];

describe(`searchMatches: at most ${MAX_NEW_MATCHES_PER_SEARCH} new matches, best score first, then nearest`, () => {
  it.each(capCases)("$name", async ({ groups }) => {
    const place = nextPlace();
    const searcher = await seedMatchingProfile(app.deps.db, { ...place, answerBits: 0 });
    const members = groups.flatMap((group) =>
      group.distancesKm.map((distanceKm, index) => {
        const patterns = patternsAtHammingDistance(0, 15 - group.score);
        return { score: group.score, distanceKm, answerBits: patterns[index % patterns.length] ?? 0 };
      }),
    );
    const ids = await seedMatchingProfiles(
      app.deps.db,
      members.map((m) => ({ ...northOf(place, m.distanceKm), answerBits: m.answerBits })),
    );
    const seeded = members.map((m, index) => ({ ...m, id: ids[index] ?? "" }));
    const expected = [...seeded]
      .sort((x, y) => y.score - x.score || x.distanceKm - y.distanceKm)
      .slice(0, MAX_NEW_MATCHES_PER_SEARCH);

    expect(await searchMatches(app.deps, searcher)).toBe(Math.min(MAX_NEW_MATCHES_PER_SEARCH, seeded.length));
    expect(new Set(await matchedIds(app.deps.db, searcher))).toEqual(new Set(expected.map((m) => m.id)));
    for (const member of expected.slice(0, 3)) {
      const [match] = await matchesBetween(app.deps.db, searcher, member.id);
      expect(match?.compatibilityScore).toBe(member.score);
    }

    // The next search picks up the rest (still best first), and nothing twice.
    const rest = Math.min(MAX_NEW_MATCHES_PER_SEARCH, seeded.length - expected.length);
    expect(await searchMatches(app.deps, searcher)).toBe(rest);
    expect(await matchedIds(app.deps.db, searcher)).toHaveLength(expected.length + rest);
  });
});

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
