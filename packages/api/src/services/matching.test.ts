import { schema } from "@unveil/db";
import { describe, expect, it } from "vitest";
import {
  createPlaces,
  differingIn,
  matchedIds,
  matchesBetween,
  northOf,
  seedMatchingProfile,
  type MatchingSeed,
} from "../test/matching-seeds";
import { useTestApp } from "../test/test-app";
import { answerBitsOf, sharedAnswerMask } from "./answer-bits";
import { searchMatches } from "./matching";

/** docs/product-rules.md#matching: which pairs a search makes, from either side (searchMatches over the test database). */
const app = useTestApp();
const nextPlace = createPlaces();

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

describe("searchMatches: the rules of docs/product-rules.md#matching, from either side", () => {
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
