import { schema } from "@unveil/db";
import { sql, type SQL } from "drizzle-orm";

/**
 * The age now (docs/product-rules.md#a-profile-that-stays-true): the age given at profile creation plus the whole years
 * since the day it was given. The one place it is computed, in JavaScript and in SQL.
 *
 * A profile stores the age it was given and that day (UTC); the database derives
 * `birth_key`, the estimated birthday as a yyyymmdd number (the day's year minus the
 * age, its month and day; a generated column, packages/db/src/schema.ts). Whole years
 * between two yyyymmdd numbers are their difference divided by 10,000, rounded down,
 * so the age now is whole years from `birth_key` to today, and an age range is a
 * range of `birth_key`: the match search filters it on its covering indexes as it
 * filtered the stored age before (docs/decisions/0022-age-now.md).
 *
 * An anniversary on 29 February falls on 1 March in other years (1 March is the
 * first day that is not before 29 February).
 */

const YEAR = 10_000;

/** yyyymmdd of the UTC day of `at`. */
export function dayKey(at: Date): number {
  return at.getUTCFullYear() * YEAR + (at.getUTCMonth() + 1) * 100 + at.getUTCDate();
}

/** The UTC day of `at` as `YYYY-MM-DD`: the day an age given at `at` was given. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** `birth_key` for an age given on a day (`YYYY-MM-DD`), as the database derives it. */
export function birthKeyOf(ageGiven: number, givenOn: string): number {
  const [year = 0, month = 0, day = 0] = givenOn.split("-").map(Number);
  return (year - ageGiven) * YEAR + month * 100 + day;
}

/** The age now of a profile whose `birth_key` is `birthKey`. */
export function ageNow(birthKey: number, now: Date): number {
  return Math.floor((dayKey(now) - birthKey) / YEAR);
}

/**
 * The `birth_key` values whose age now lies in [ageMin, ageMax]: age ≥ min ⇔
 * key ≤ today − min·10⁴; age ≤ max ⇔ key > today − (max + 1)·10⁴.
 */
export function birthKeyRange(ageMin: number, ageMax: number, now: Date): { min: number; max: number } {
  const today = dayKey(now);
  return { min: today - (ageMax + 1) * YEAR + 1, max: today - ageMin * YEAR };
}

/**
 * The SQL twin of `ageNow` for a profile row, for the answers that show an age
 * (docs/product-rules.md#shapes-and-redaction: Profile, PublicUser, AdminUser, the export). Today is the caller's clock
 * (deps.now), never the database's, so a pinned clock pins both.
 */
export function ageNowSql(now: Date): SQL<number> {
  // birth_key is never after today (ages are 18 or more), so integer division rounds down.
  return sql<number>`((${dayKey(now)}::int - ${schema.profiles.birthKey}) / ${YEAR}::int)::int`.mapWith(Number);
}
