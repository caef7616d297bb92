import type postgres from "postgres";

/**
 * The shared note's design ("matching at scale", winning row), written as it reads,
 * as B2's ceiling: a 32,768-row mask table indexed by (bit count, mask); candidates at
 * radius r are `answer_bits = searcher XOR mask` for the masks with r bits, probed
 * through the covering probe index; the searcher's exclusions loaded once; radius 0..3
 * until 50 are found, else the geographic fallback through the covering geo index.
 * All in one PL/pgSQL function: one round trip per search, custom plans, no
 * parallel workers. Its fallback reads the schema's geographic index by longitude
 * cell and latitude (migration 0003), as ours does: the note's own (gender,
 * looking_for, latitude) index is gone, and keeping both would change our plans. Same rules as docs/product-rules.md#matching (and as our service), so the two must
 * find the same candidates; the bench checks that they do. Ages are ages now (docs/product-rules.md#a-profile-that-stays-true),
 * filtered as a birth_key range as ours are (docs/decisions/0022-age-now.md).
 */
export async function installNoteDesign(sql: postgres.Sql): Promise<void> {
  await sql.unsafe(`
    create table if not exists bench_masks (mask int primary key, bits int not null);
    insert into bench_masks select m, bit_count(m::bit(15)) from generate_series(0, 32767) m on conflict do nothing;
    create index if not exists bench_masks_bits_idx on bench_masks (bits, mask);
    analyze bench_masks;

    create or replace function bench_note_search(p_user text, p_limit int default 50)
    returns table (user_id text, score int, distance_km float8)
    language plpgsql
    set plan_cache_mode = force_custom_plan
    set max_parallel_workers_per_gather = 0
    as $fn$
    declare
      s profiles%rowtype;
      excluded text[];
      genders text[];
      looking text[];
      got int := 0;
      n int;
      radius int;
      earth constant float8 := 6371.0088;
      angular float8;
      lat_min float8; lat_max float8; lon_min float8 := -1000; lon_max float8 := 1000;
      d_lon float8;
      cells smallint[];
      today int := to_char(now() at time zone 'utc', 'YYYYMMDD')::int;
      s_age int;
      birth_min int;
      birth_max int;
    begin
      select * into s from profiles p where p.user_id = p_user and p.answer_bits is not null;
      if s.user_id is null then return; end if;
      -- Ages now (docs/product-rules.md#a-profile-that-stays-true), as services/age-now.ts computes them.
      s_age := (today - s.birth_key) / 10000;
      birth_min := today - (s.search_age_max + 1) * 10000 + 1;
      birth_max := today - s.search_age_min * 10000;
      select coalesce(array_agg(x.id), '{}') into excluded from (
        select m.user2_id as id from matches m where m.user1_id = p_user
        union select m.user1_id from matches m where m.user2_id = p_user
        union select b.blocked_id from blocks b where b.blocker_id = p_user
        union select b.blocker_id from blocks b where b.blocked_id = p_user
        union select d.user2_id from deleted_pairs d where d.user1_id = p_user
        union select d.user1_id from deleted_pairs d where d.user2_id = p_user) x;
      genders := case s.looking_for when 'male' then '{male}'::text[] when 'female' then '{female}'::text[]
                 else '{male,female,non-binary}'::text[] end;
      looking := case s.gender when 'male' then '{male,both}'::text[] when 'female' then '{female,both}'::text[]
                 else '{both}'::text[] end;
      angular := s.search_distance_km / earth;
      lat_min := s.latitude - degrees(angular) - 1e-6;
      lat_max := s.latitude + degrees(angular) + 1e-6;
      if lat_min > -90 and lat_max < 90 and angular < pi() / 2 then
        d_lon := degrees(asin(sin(angular) / cos(radians(s.latitude)))) + 1e-6;
        if s.longitude - d_lon >= -180 and s.longitude + d_lon <= 180 then
          lon_min := s.longitude - d_lon;
          lon_max := s.longitude + d_lon;
        end if;
      end if;
      cells := array(select generate_series(case when lon_min > -1000 then floor(lon_min)::int else -180 end,
                                            case when lon_max < 1000 then floor(lon_max)::int else 180 end))::smallint[];
      for radius in 0..3 loop
        return query
          select c.user_id, c.score, c.distance_km from (
            select p.user_id, 15 - radius as score,
                   2 * earth * asin(least(1, sqrt(power(sin(radians(p.latitude - s.latitude) / 2), 2)
                     + cos(radians(s.latitude)) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - s.longitude) / 2), 2)))) as distance_km,
                   p.search_distance_km
            from bench_masks mk
            join profiles p on p.answer_bits = (s.answer_bits # mk.mask)::smallint
            where mk.bits = radius and p.answer_bits is not null
              and p.gender = any(genders) and p.looking_for = any(looking)
              and p.latitude between lat_min and lat_max and p.longitude between lon_min and lon_max
              and p.birth_key between birth_min and birth_max
              and p.search_age_min <= s_age and p.search_age_max >= s_age
              and p.user_id <> p_user and p.user_id <> all(excluded)) c
          where c.distance_km <= least(s.search_distance_km, c.search_distance_km)
          order by c.distance_km, c.user_id
          limit p_limit - got;
        get diagnostics n = row_count;
        got := got + n;
        if got >= p_limit then return; end if;
      end loop;
      return query
        select c.user_id, c.score, c.distance_km from (
          select p.user_id, (15 - bit_count(((p.answer_bits # s.answer_bits)::int)::bit(15)))::int as score,
                 2 * earth * asin(least(1, sqrt(power(sin(radians(p.latitude - s.latitude) / 2), 2)
                   + cos(radians(s.latitude)) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - s.longitude) / 2), 2)))) as distance_km,
                 p.search_distance_km
          from profiles p
          where p.answer_bits is not null
            and p.gender = any(genders) and p.looking_for = any(looking)
            and floor(p.longitude)::smallint = any(cells)
            and p.latitude between lat_min and lat_max and p.longitude between lon_min and lon_max
            and p.birth_key between birth_min and birth_max
            and p.search_age_min <= s_age and p.search_age_max >= s_age
            and p.user_id <> p_user and p.user_id <> all(excluded)) c
        where c.score between 3 and 11 and c.distance_km <= least(s.search_distance_km, c.search_distance_km)
        order by c.score desc, c.distance_km, c.user_id
        limit p_limit - got;
    end
    $fn$;`);
}
