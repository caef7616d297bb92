import { rowsOf, schema } from "@unveil/db";
import { createTestDb } from "@unveil/db/testing";
import { eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useStarted } from "../test/test-app";
import { ageNow, ageNowSql, birthKeyOf, birthKeyRange, dayKey } from "./age-now";

/**
 * docs/product-rules.md#a-profile-that-stays-true read literally, independently of birth_key: the given age plus the
 * whole years since the day it was given; a year is whole once its anniversary (same
 * month and day; 29 February's is 1 March in other years) has come.
 */
function contractAge(ageGiven: number, givenOn: string, now: Date): number {
  const [year = 0, month = 0, day = 0] = givenOn.split("-").map(Number);
  let years = now.getUTCFullYear() - year;
  const anniversary = new Date(Date.UTC(now.getUTCFullYear(), month - 1, day));
  // Date.UTC rolls 29 February of a common year over to 1 March.
  if (now.getTime() < anniversary.getTime()) years -= 1;
  return ageGiven + years;
}

const utc = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Given-on days around the awkward ones: year ends, 28/29 February, 1 March, leap and common years. */
const GIVEN_ON = [
  "2023-12-31",
  "2024-01-01",
  "2024-02-28",
  "2024-02-29",
  "2024-03-01",
  "2025-02-28",
  "2025-03-01",
  "2026-06-15",
  "2027-12-31",
];

describe("ageNow", () => {
  it("is the given age until the first anniversary, then one more each year", () => {
    const key = birthKeyOf(28, "2025-11-26");
    expect(ageNow(key, new Date("2025-11-26T00:00:00Z"))).toBe(28);
    expect(ageNow(key, new Date("2026-11-25T23:59:59.999Z"))).toBe(28);
    expect(ageNow(key, new Date("2026-11-26T00:00:00Z"))).toBe(29);
    expect(ageNow(key, new Date("2036-11-26T12:00:00Z"))).toBe(39);
  });

  it("counts an age given on 29 February a year older on 1 March of a common year", () => {
    const key = birthKeyOf(30, "2024-02-29");
    expect(ageNow(key, utc("2025-02-28"))).toBe(30);
    expect(ageNow(key, utc("2025-03-01"))).toBe(31);
    expect(ageNow(key, utc("2028-02-28"))).toBe(33);
    expect(ageNow(key, utc("2028-02-29"))).toBe(34);
  });

  it("agrees with the contract's definition on every day of four years, for every awkward given-on day", () => {
    for (const givenOn of GIVEN_ON) {
      for (const ageGiven of [18, 29, 100]) {
        const key = birthKeyOf(ageGiven, givenOn);
        for (let day = 0; day <= 4 * 366; day++) {
          const now = addDays(utc(givenOn), day);
          expect(ageNow(key, now), `${ageGiven} on ${givenOn}, now ${isoDay(now)}`).toBe(contractAge(ageGiven, givenOn, now));
        }
      }
    }
  });

  it("reads the UTC day of the clock", () => {
    expect(dayKey(new Date("2026-11-25T23:59:59.999Z"))).toBe(20261125);
    expect(dayKey(new Date("2026-11-26T00:30:00+01:00"))).toBe(20261125);
  });
});

describe("birthKeyRange", () => {
  it("holds exactly the birth keys whose age now is within the range, at its edges too", () => {
    for (const givenOn of GIVEN_ON) {
      for (let day = 0; day <= 3 * 366; day += 7) {
        const now = addDays(utc(givenOn), day);
        for (const [ageMin, ageMax] of [
          [18, 99],
          [29, 29],
          [30, 35],
        ] as const) {
          const range = birthKeyRange(ageMin, ageMax, now);
          for (const ageGiven of [18, 28, 29, 30, 35, 36, 99]) {
            const key = birthKeyOf(ageGiven, givenOn);
            const age = contractAge(ageGiven, givenOn, now);
            const inRange = key >= range.min && key <= range.max;
            expect(inRange, `${ageGiven} on ${givenOn}, now ${isoDay(now)}, range ${ageMin}–${ageMax}`).toBe(
              age >= ageMin && age <= ageMax,
            );
          }
        }
      }
    }
  });
});

const db = useStarted(() => createTestDb());

describe(`birth_key and ageNowSql in the database`, () => {
  it("derives birth_key as birthKeyOf does, and ageNowSql answers what ageNow answers", async () => {
    const rows = GIVEN_ON.flatMap((givenOn) => [18, 47, 100].map((age) => ({ id: randomUUID(), age, givenOn })));
    await db.db
      .insert(schema.users)
      .values(rows.map((row) => ({ id: row.id, email: `${row.id}@example.com`, passwordHash: "x" })));
    await db.db.insert(schema.profiles).values(
      rows.map((row) => ({
        userId: row.id,
        gender: "female" as const,
        age: row.age,
        ageGivenOn: row.givenOn,
        bio: "A profile for the age tests.",
        location: "Testville",
        latitude: 1,
        longitude: 1,
        lookingFor: "both" as const,
      })),
    );
    for (const row of rows) {
      const [stored] = await db.db
        .select({ birthKey: schema.profiles.birthKey })
        .from(schema.profiles)
        .where(eq(schema.profiles.userId, row.id));
      expect(stored?.birthKey, `${row.age} on ${row.givenOn}`).toBe(birthKeyOf(row.age, row.givenOn));
      for (const days of [0, 364, 365, 366, 1000, 3653]) {
        const now = addDays(utc(row.givenOn), days);
        const [answer] = await db.db
          .select({ age: ageNowSql(now) })
          .from(schema.profiles)
          .where(eq(schema.profiles.userId, row.id));
        expect(answer?.age, `${row.age} on ${row.givenOn}, now ${isoDay(now)}`).toBe(contractAge(row.age, row.givenOn, now));
      }
    }
  });

  it("gives a profile written without a day today's UTC day", async () => {
    const id = randomUUID();
    await db.db.insert(schema.users).values({ id, email: `${id}@example.com`, passwordHash: "x" });
    const before = isoDay(new Date());
    await db.db.execute(sql`
      insert into profiles (user_id, gender, age, bio, location, latitude, longitude, looking_for)
      values (${id}, 'male', 40, 'A profile written by hand.', 'Testville', 1, 1, 'both')`);
    const after = isoDay(new Date());
    const [row] = rowsOf<{ givenOn: string }>(
      await db.db.execute(sql`select age_given_on::text as "givenOn" from profiles where user_id = ${id}`),
    );
    expect([before, after]).toContain(row?.givenOn);
  });
});
