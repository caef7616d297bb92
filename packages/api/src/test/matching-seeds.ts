import { rowsOf, schema, type Database } from "@unveil/db";
import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { EARTH_RADIUS_KM } from "../services/geo-box";

/**
 * Seeds for the match search tests and bench: users and profiles written directly
 * (the search reads only profiles, matches, blocks and deleted pairs).
 */

/** A profile as the match search sees it; everything but the place has a default. */
export interface MatchingSeed {
  gender?: "male" | "female" | "non-binary";
  lookingFor?: "male" | "female" | "both";
  age?: number;
  /** The day `age` was given (`YYYY-MM-DD`); the database's today when left out. */
  ageGivenOn?: string;
  latitude: number;
  longitude: number;
  /** Null = the quiz is not done. */
  answerBits?: number | null;
  ageMin?: number;
  ageMax?: number;
  distanceKm?: number;
  /** docs/product-rules.md#verification-and-date-plans: the person is verified / wants verified people only. */
  verified?: boolean;
  verifiedOnly?: boolean;
}

let seeded = 0;

/** Users with profiles, in one insert each. Answers their ids, in order. */
export async function seedMatchingProfiles(db: Database, seeds: MatchingSeed[]): Promise<string[]> {
  const ids = seeds.map(() => randomUUID());
  if (seeds.length === 0) return ids;
  await db.insert(schema.users).values(
    ids.map((id) => {
      seeded += 1;
      return {
        id,
        email: `seed.${seeded}.${id}@example.com`,
        passwordHash: "not-a-hash",
        verified: seeds[ids.indexOf(id)]?.verified ?? false,
      };
    }),
  );
  await db.insert(schema.profiles).values(seeds.map((seed, index) => profileRow(ids[index] ?? "", seed)));
  return ids;
}

function profileRow(userId: string, seed: MatchingSeed) {
  return {
    userId,
    gender: seed.gender ?? "male",
    age: seed.age ?? 30,
    ...(seed.ageGivenOn ? { ageGivenOn: seed.ageGivenOn } : {}),
    bio: "A seeded profile for the match search tests.",
    location: "Seedville",
    latitude: seed.latitude,
    longitude: seed.longitude,
    lookingFor: seed.lookingFor ?? "both",
    answerBits: seed.answerBits === undefined ? 0 : seed.answerBits,
    searchAgeMin: seed.ageMin ?? 18,
    searchAgeMax: seed.ageMax ?? 99,
    searchDistanceKm: seed.distanceKm ?? 100,
    verified: seed.verified ?? false,
    searchVerifiedOnly: seed.verifiedOnly ?? false,
  };
}

/** A profile for an existing (e.g. registered) user; by default without answers, as after profile creation. */
export async function seedProfileFor(db: Database, userId: string, seed: MatchingSeed): Promise<void> {
  await db.insert(schema.profiles).values(profileRow(userId, { answerBits: null, ...seed }));
}

/** The 15 answers whose pattern is `bits` (answer B where the bit is set), in question order. */
export function answersFor(bits: number): { questionId: number; answer: "A" | "B" }[] {
  return Array.from({ length: 15 }, (_, index) => ({
    questionId: index + 1,
    answer: (bits >> index) & 1 ? ("B" as const) : ("A" as const),
  }));
}

export async function seedMatchingProfile(db: Database, seed: MatchingSeed): Promise<string> {
  const [id] = await seedMatchingProfiles(db, [seed]);
  if (!id) throw new Error("seedMatchingProfile: nothing seeded");
  return id;
}

/** A point `northKm` north (negative: south) of a place: exactly that far, along the meridian. */
export function northOf(place: { latitude: number; longitude: number }, northKm: number) {
  return { latitude: place.latitude + ((northKm / EARTH_RADIUS_KM) * 180) / Math.PI, longitude: place.longitude };
}

/** `count` answers flipped from all-A: shares 15 − count answers with an all-A person. */
export const differingIn = (count: number) => (1 << count) - 1;

/**
 * A fresh place per scenario, over 1,500 km from every other one, so scenarios that
 * share a database never see each other (the widest search is 500 km).
 */
export function createPlaces() {
  let next = 0;
  return () => {
    const row = Math.floor(next / 16);
    const column = next % 16;
    next += 1;
    if (row > 6) throw new Error("createPlaces: out of places");
    return { latitude: -45 + row * 15, longitude: -160 + column * 20 };
  };
}

export interface MatchRow {
  id: string;
  user1Id: string;
  user2Id: string;
  compatibilityScore: number;
  sharedMask: number;
}

/** The matches stored between two users, whichever order they are given in. */
export async function matchesBetween(db: Database, a: string, b: string): Promise<MatchRow[]> {
  const result = await db.execute(sql`
    select id, user1_id as "user1Id", user2_id as "user2Id", compatibility_score::int as "compatibilityScore",
           shared_mask::int as "sharedMask"
    from matches where (user1_id = ${a} and user2_id = ${b}) or (user1_id = ${b} and user2_id = ${a})`);
  return rowsOf<MatchRow>(result);
}

/** Ids of everyone `userId` is matched with. */
export async function matchedIds(db: Database, userId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select case when user1_id = ${userId} then user2_id else user1_id end as id
    from matches where user1_id = ${userId} or user2_id = ${userId}`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/**
 * `count` random profiles with a realistic geography, generated in SQL (fast on both
 * drivers): 40 cities in a band of North America / Europe / Asia with Zipf-like
 * weights and ~15 km spread, 15 % rural within ~300 km, random answers, ages 18–67
 * with ±5–10 year ranges, 80 % at the default 100 km. Then ANALYZE, as autovacuum
 * would. Used by the index test and the bench (docs/decisions/0004-match-search.md).
 */
export async function seedRandomPopulation(db: Database, count: number, seed = 0.42): Promise<void> {
  // One transaction: one connection for the temporary tables, on either driver.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(${seed}::float8)`);
    await tx.execute(sql`
      create temporary table bench_cities on commit drop as
      select n, 35 + 20 * random() as lat, -120 + 140 * random() as lon,
             coalesce(sum(1.0 / n) over (order by n rows between unbounded preceding and 1 preceding), 0) as from_,
             sum(1.0 / n) over (order by n) as upto
      from generate_series(1, 40) n`);
    await tx.execute(sql`
      create temporary table bench_people on commit drop as
      select n, gen_random_uuid()::text as id, random() * (select max(upto) from bench_cities) as pick,
             random() < 0.15 as rural, random() as g, random() as l, 18 + floor(random() * 50) as age,
             random() * 2 - 1 as r1, random() * 2 - 1 as r2
      from generate_series(1, ${count}::int) n`);
    await tx.execute(sql`
      insert into users (id, email, password_hash)
      select id, 'pop.' || id || '@example.com', 'not-a-hash' from bench_people`);
    await tx.execute(sql`
      insert into profiles (user_id, gender, age, age_given_on, bio, location, latitude, longitude, looking_for, answer_bits,
                            search_age_min, search_age_max, search_distance_km, verified, search_verified_only)
      select p.id,
             case when p.g < 0.48 then 'male' when p.g < 0.96 then 'female' else 'non-binary' end,
             p.age::smallint,
             -- Ages given on days spread over four years (docs/product-rules.md#a-profile-that-stays-true: the age now differs).
             (now() at time zone 'utc')::date - (p.n * 7919 % 1461)::int,
             'A generated profile for the match search bench.', 'Bench city',
             round((c.lat + (case when p.rural then 2.7 else 0.135 end) * p.r1)::numeric, 2)::float8,
             round((c.lon + (case when p.rural then 3.5 else 0.17 end) * p.r2)::numeric, 2)::float8,
             case when p.l < 0.7 then (case when p.g < 0.48 then 'female' else 'male' end)
                  when p.l < 0.85 then (case when p.g < 0.48 then 'male' else 'female' end)
                  else 'both' end,
             floor(random() * 32768)::smallint,
             greatest(18, p.age - 5 - floor(random() * 6))::smallint,
             least(99, p.age + 5 + floor(random() * 6))::smallint,
             (case when random() < 0.8 then 100 else 25 + floor(random() * 20) * 25 end)::smallint,
             -- docs/product-rules.md#verification-and-date-plans: 30 % verified, 10 % verified-only (half of them
             -- verified themselves); from n, not random(), so the rest of the population stays as it was.
             p.n % 10 < 3,
             p.n % 20 in (0, 5)
      from bench_people p
      join bench_cities c on p.pick >= c.from_ and p.pick < c.upto`);
  });
  await db.execute(sql`vacuum analyze profiles`);
}
