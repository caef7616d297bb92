import { schema } from "@unveil/db";
import { describe, expect, it } from "vitest";
import {
  createPlaces,
  matchedIds,
  matchesBetween,
  northOf,
  seedMatchingProfile,
  seedMatchingProfiles,
} from "../test/matching-seeds";
import { useTestApp } from "../test/test-app";
import { patternsAtHammingDistance } from "./answer-bits";
import { MAX_NEW_MATCHES_PER_SEARCH, searchMatches } from "./matching";

/** docs/product-rules.md#matching: what a search leaves out: pairs that must never match again, and beyond the cap. */
const app = useTestApp();
const nextPlace = createPlaces();

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
