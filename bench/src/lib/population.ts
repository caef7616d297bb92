import type postgres from "postgres";
import { citiesValuesSql, RURAL_SHARE } from "./geography";

export interface PopulationOptions {
  count: number;
  /** Every seeded user gets this password hash (one precomputed argon2 hash). */
  passwordHash: string;
  /** Also write the 15 `answers` rows and a `preferences` row per user (the API's source of truth). */
  withAnswerRows: boolean;
  /** setseed() value, so a size is the same population on every run. */
  seed: number;
}

/**
 * Users with complete profiles, generated in SQL (`generate_series`), in one
 * transaction on one connection:
 * - place: a city drawn by population weight, within ~20 km of its centre, or (15 %)
 *   rural, anywhere within ~300 km of a city;
 * - ages 18–70, given on days spread over the last four years (docs/product-rules.md#a-profile-that-stays-true: the
 *   age now is up to four more); gender 48 % male, 48 % female, 4 % non-binary; looking for the other
 *   gender (70 %), the same (15 %) or both (15 %; non-binary daters mostly both);
 * - preferences: ages about ±5–12 years around one's own, distance 100 km (70 %) or
 *   25–500 km; the profile's `search_*` columns mirror them (decision 0002);
 * - 15 random answers (`answer_bits`, and the `answers` rows when asked).
 * Foreign-key triggers are skipped for the bulk load (session_replication_role =
 * replica): every reference is consistent by construction.
 * Leaves the ids in the (non-temporary) table `bench_people(n, id)`.
 */
export async function seedPopulation(sql: postgres.Sql, options: PopulationOptions): Promise<void> {
  await sql.begin(async (tx) => {
    await tx.unsafe("set local session_replication_role = replica");
    await tx.unsafe("set local synchronous_commit = off");
    await tx`select setseed(${options.seed})`;
    await tx.unsafe(`
      create temporary table bench_cities (n int, name text, lat float8, lon float8, from_ float8, upto float8) on commit drop;
      insert into bench_cities values ${citiesValuesSql()};`);
    await tx.unsafe(`
      create table if not exists bench_people (n int primary key, id text not null);
      create temporary table bench_new on commit drop as
      select n, gen_random_uuid()::text as id, random() as pick, random() < ${RURAL_SHARE} as rural,
             random() as g, random() as l, 18 + floor(random() * 53)::int as age,
             random() as r, 2 * pi() * random() as theta, random() as q, random() as d, random() as s1, random() as s2
      from generate_series((select coalesce(max(n), 0) + 1 from bench_people),
                           (select coalesce(max(n), 0) from bench_people) + ${options.count}::int) n;
      insert into bench_people (n, id) select n, id from bench_new;`);
    await tx.unsafe(
      `insert into users (id, email, password_hash, first_name, last_name, created_at, last_seen_at)
       select id, 'dater' || n || '@bench.example', $1,
              (array['Alex','Sam','Robin','Charlie','Jamie','Morgan','Taylor','Casey'])[1 + n % 8],
              (array['Smith','Garcia','Müller','Rossi','Dubois','Nowak','Silva','Jensen'])[1 + (n / 8) % 8],
              now() - interval '90 days' * random(), now() - interval '3 days' * random()
       from bench_new`,
      [options.passwordHash],
    );
    await tx.unsafe(`
      create temporary table bench_placed on commit drop as
      select p.*, c.name as city,
             case when p.gender = 'non-binary' then (case when p.l < 0.8 then 'both' else 'female' end)
                  when p.l < 0.70 then (case when p.gender = 'male' then 'female' else 'male' end)
                  when p.l < 0.85 then p.gender
                  else 'both' end as looking_for,
             greatest(18, p.age - 5 - floor(p.s1 * 8))::int as age_min,
             least(99, p.age + 5 + floor(p.s2 * 8))::int as age_max,
             (case when p.d < 0.7 then 100 else 25 + 25 * floor(p.q * 20) end)::int as distance_km,
             round((c.lat + (case when p.rural then 300 else 20 end) * sqrt(p.r) * cos(p.theta) / 111.2)::numeric, 2)::float8 as lat,
             round((c.lon + (case when p.rural then 300 else 20 end) * sqrt(p.r) * sin(p.theta)
                    / (111.2 * cos(radians(c.lat))))::numeric, 2)::float8 as lon
      from (select b.*, case when b.g < 0.48 then 'male' when b.g < 0.96 then 'female' else 'non-binary' end as gender
            from bench_new b) p
      join bench_cities c on p.pick >= c.from_ and p.pick < c.upto;
      insert into profiles (user_id, gender, age, age_given_on, bio, location, latitude, longitude, looking_for, answer_bits,
                            search_age_min, search_age_max, search_distance_km, created_at, updated_at)
      select id, gender, age, (now() at time zone 'utc')::date - (n::bigint * 7919 % 1461)::int,
             'Coffee, long walks and honest conversations. Seeded for the benchmarks.',
             case when rural then 'Near ' || city else city end, lat, lon, looking_for,
             floor(random() * 32768)::smallint, age_min, age_max, distance_km, now(), now()
      from bench_placed;`);
    if (options.withAnswerRows) {
      await tx.unsafe(`
        insert into preferences (user_id, age_min, age_max, distance_km)
        select id, age_min, age_max, distance_km from bench_placed;
        insert into answers (user_id, question_id, answer)
        select p.user_id, gs.qid, case when (p.answer_bits >> (gs.qid - 1)) & 1 = 1 then 'B' else 'A' end
        from profiles p join bench_new b on b.id = p.user_id, generate_series(1, 15) gs(qid);`);
    }
  });
}
