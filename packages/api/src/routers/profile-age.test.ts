import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { searchMatches } from "../services/matching";
import { callerFor, createCallerPerson, signUp, signedOutCaller } from "../test/caller";
import { seedMatch } from "../test/match-fixtures";
import { createPlaces, matchesBetween, northOf, seedMatchingProfile, type MatchingSeed } from "../test/matching-seeds";
import { profileBody } from "../test/images";
import { startTestApp, useStarted } from "../test/test-app";

/**
 * docs/product-rules.md#a-profile-that-stays-true: the age given at profile creation is the age on that day; every
 * answer and the match search (both ways) use the age now. The clock is pinned
 * (deps.now) and moved across the anniversary of the day the age was given.
 */
const MODERATOR = "age.moderator@example.com";
let clock = new Date("2026-03-10T09:00:00.000Z");
const app = useStarted(() => startTestApp({ MODERATOR_EMAILS: MODERATOR }, { now: () => clock }));

const GIVEN_ON = "2026-03-10";
const DAY_BEFORE_ANNIVERSARY = new Date("2027-03-09T23:59:59.999Z");
const ANNIVERSARY = new Date("2027-03-10T00:00:00.000Z");

describe("the age in every answer", () => {
  it("is the given age until the anniversary of the day it was given, then a year more: Profile, User, PublicUser, AdminUser, export", async () => {
    clock = new Date(`${GIVEN_ON}T09:00:00.000Z`);
    const dater = await signUp(app.deps, { firstName: "Ana" });
    expect(await dater.caller.profile.create(await profileBody({ age: 28 }))).toMatchObject({ age: 28 });
    const [row] = await app.deps.db.select().from(schema.profiles).where(eq(schema.profiles.userId, dater.id));
    expect(row).toMatchObject({ age: 28, ageGivenOn: GIVEN_ON });

    // A revealed match sees the dater's PublicUser; a report puts the dater in front of a moderator.
    const partner = await createCallerPerson(app.deps, { gender: "male" });
    await seedMatch(app.deps.db, dater.id, partner.id, { user1Revealed: true, user2Revealed: true });
    const report = await partner.caller.reports.create({
      reportType: "user",
      description: "Testing what a moderator sees",
      reportedUserId: dater.id,
    });
    const moderatorUser = await signedOutCaller(app.deps).auth.register({ email: MODERATOR, password: "correct horse battery" });
    const moderator = await callerFor(app.deps, moderatorUser.id);

    const agesEverywhere = async () => {
      const [match] = await partner.caller.matches.list();
      const seenByPartner = match?.user1Id === dater.id ? match.user1 : match?.user2;
      return {
        profile: (await dater.caller.profile.get()).age,
        user: (await dater.caller.auth.me()).profile?.age,
        publicUser: seenByPartner?.profile?.age,
        adminUser: (await moderator.moderation.report({ reportId: report.id })).reportedUser?.profile?.age,
        export: (await dater.caller.dataControl.export()).profile?.age,
      };
    };
    const all = (age: number) => ({ profile: age, user: age, publicUser: age, adminUser: age, export: age });

    expect(await agesEverywhere()).toEqual(all(28));
    clock = DAY_BEFORE_ANNIVERSARY;
    expect(await agesEverywhere()).toEqual(all(28));
    clock = ANNIVERSARY;
    expect(await agesEverywhere()).toEqual(all(29));
    clock = new Date("2031-07-01T12:00:00.000Z");
    expect(await agesEverywhere()).toEqual(all(33));
    // The stored age stays what the dater gave, on the day they gave it.
    const [after] = await app.deps.db.select().from(schema.profiles).where(eq(schema.profiles.userId, dater.id));
    expect(after).toMatchObject({ age: 28, ageGivenOn: GIVEN_ON });
  });
});

const nextPlace = createPlaces();

/** A pair 10 km apart, seeded with their ages given on GIVEN_ON; everything else matches. */
async function pair(a: Omit<MatchingSeed, "latitude" | "longitude">, b: Omit<MatchingSeed, "latitude" | "longitude">) {
  const place = nextPlace();
  const first = await seedMatchingProfile(app.deps.db, { ...place, ageGivenOn: GIVEN_ON, ...a });
  const second = await seedMatchingProfile(app.deps.db, { ...northOf(place, 10), ageGivenOn: GIVEN_ON, ...b });
  return { first, second };
}

describe("the age in the match search, both ways, across the anniversary", () => {
  // The first dater turns 29 at the anniversary; the second looks for 29 to 45.
  const growsIntoTheirRange = () => pair({ age: 28 }, { age: 40, ageMin: 29, ageMax: 45 });
  // The second dater turns 36 at the anniversary; the first looks for 25 to 35.
  const growsOutOfMyRange = () => pair({ age: 30, ageMin: 25, ageMax: 35 }, { age: 35 });

  it.each(["first", "second"] as const)(
    "the searcher's own age: not in the other's range the day before, in it on the anniversary (searching from the %s)",
    async (from) => {
      const { first, second } = await growsIntoTheirRange();
      const searcher = from === "first" ? first : second;
      clock = DAY_BEFORE_ANNIVERSARY;
      expect(await searchMatches(app.deps, searcher)).toBe(0);
      clock = ANNIVERSARY;
      expect(await searchMatches(app.deps, searcher)).toBe(1);
      expect(await matchesBetween(app.deps.db, first, second)).toHaveLength(1);
    },
  );

  it.each(["first", "second"] as const)(
    "the candidate's age: in the range the day before, out of it on the anniversary (searching from the %s)",
    async (from) => {
      const before = await growsOutOfMyRange();
      clock = DAY_BEFORE_ANNIVERSARY;
      expect(await searchMatches(app.deps, from === "first" ? before.first : before.second)).toBe(1);

      const after = await growsOutOfMyRange();
      clock = ANNIVERSARY;
      expect(await searchMatches(app.deps, from === "first" ? after.first : after.second)).toBe(0);
      expect(await matchesBetween(app.deps.db, after.first, after.second)).toEqual([]);
      // A match made while both ages fitted stays (docs/product-rules.md#a-profile-that-stays-true: matches already made stay).
      expect(await matchesBetween(app.deps.db, before.first, before.second)).toHaveLength(1);
    },
  );
});
