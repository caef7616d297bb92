import { hash } from "@node-rs/argon2";
import { createDb } from "@unveil/db";
import { prepareDatabase } from "@unveil/db/migrate";
import { writeFileSync } from "node:fs";
import { seedClient } from "../lib/pg";
import { seedPopulation } from "../lib/population";
import { log } from "../lib/stats";

export const B1_SIZES = { daters: 10_000, matches: 20_000, messages: 200_000 } as const;
/** The password of every seeded dater (one argon2 hash, computed once). */
export const BENCH_PASSWORD = "bench-password-1";

/** One side of a conversation a load generator may poll: whose cookie, which match, the newest message. */
export interface ChatTarget {
  cookie: string;
  matchId: string;
  /** Id of the match's newest message (the `after` cursor of a poll that finds nothing new). */
  newestId: string;
}

export interface B1Targets {
  /** Every visible (not blocked) match with messages, from both sides. */
  chats: ChatTarget[];
  /** All sessions of daters with at least one visible match, one per dater. */
  daters: { cookie: string; chats: { matchId: string; newestId: string }[] }[];
}

/**
 * B1's data, written with SQL (not the HTTP API): 10,000 daters with profiles, 15
 * answers and preferences each, 20,000 matches between random pairs (scores from the
 * real answer patterns; 30 % revealed per side, 1 % blocked, most seen), 200,000
 * messages spread over them (about 10 per match, oldest first so `seq` follows time,
 * 5 % unread), and one live lucia session per dater.
 */
export async function seedB1(
  url: string,
  sizes: { daters: number; matches: number; messages: number } = B1_SIZES,
): Promise<void> {
  const started = performance.now();
  const handle = await createDb({ databaseUrl: url, maxConnections: 1 });
  await prepareDatabase(handle);
  await handle.close();
  const passwordHash = await hash(BENCH_PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 });
  const sql = seedClient(url);
  try {
    await seedPopulation(sql, { count: sizes.daters, passwordHash, withAnswerRows: true, seed: 0.11 });
    await sql.begin(async (tx) => {
      await tx.unsafe("set local session_replication_role = replica");
      await tx`select setseed(0.22)`;
      await tx.unsafe(`
        insert into matches (id, user1_id, user2_id, compatibility_score, shared_mask, user1_revealed, user2_revealed,
                             user1_seen_at, user2_seen_at, blocked_at, created_at)
        select gen_random_uuid()::text, least(a.id, b.id), greatest(a.id, b.id),
               15 - bit_count(((pa.answer_bits # pb.answer_bits)::int)::bit(15)),
               (~((pa.answer_bits # pb.answer_bits)::int)) & 32767,
               random() < 0.3, random() < 0.3,
               case when random() < 0.9 then now() - interval '1 day' end,
               case when random() < 0.9 then now() - interval '1 day' end,
               case when random() < 0.01 then now() - interval '1 hour' end,
               now() - interval '60 days' * random() - interval '1 day'
        from (select distinct on (least(x, y), greatest(x, y)) x, y
              from (select 1 + floor(random() * ${sizes.daters})::int as x, 1 + floor(random() * ${sizes.daters})::int as y
                    from generate_series(1, ${Math.round(sizes.matches * 1.05)})) r
              where x <> y) pairs
        join bench_people a on a.n = pairs.x join bench_people b on b.n = pairs.y
        join profiles pa on pa.user_id = a.id join profiles pb on pb.user_id = b.id
        limit ${sizes.matches}`);
      await tx.unsafe(`
        create temporary table bench_m on commit drop as
        select row_number() over (order by id) as k, id, user1_id, user2_id, created_at from matches;
        insert into messages (id, match_id, sender_id, recipient_id, content, read_at, created_at)
        select gen_random_uuid()::text, m.id,
               case when x.side then m.user1_id else m.user2_id end,
               case when x.side then m.user2_id else m.user1_id end,
               (array['Hi! How is your week going?', 'Ha, same here. Coffee or tea?',
                      'I loved your answer about weekends.', 'What are you reading at the moment?',
                      'That sounds like a great plan, tell me more', 'Morning! Any plans for today?'])[1 + floor(x.c * 6)::int],
               case when x.u < 0.05 then null else a.at + interval '2 minutes' end, a.at
        from (select 1 + floor(random() * ${sizes.matches})::int as k, random() < 0.5 as side, random() as c,
                     random() as u, random() as t
              from generate_series(1, ${sizes.messages})) x
        join bench_m m on m.k = x.k
        cross join lateral (select m.created_at + (now() - interval '1 minute' - m.created_at) * x.t as at) a
        order by a.at`);
      // The chats as the app leaves them: each side's first message in a match is its opener
      // (services/chat-openers.ts; the text key as openerTextKey makes it for these ASCII texts).
      // Without them nearly every send of the mix was a sender's first in its match.
      await tx.unsafe(`
        insert into chat_openers (match_id, sender_id, message_id, text_key, created_at)
        select distinct on (match_id, sender_id) match_id, sender_id, id,
               encode(sha256(convert_to(regexp_replace(lower(content), '[^a-z0-9]', '', 'g'), 'UTF8')), 'hex'), created_at
          from messages order by match_id, sender_id, seq`);
      await tx.unsafe(`
        insert into sessions (id, user_id, expires_at)
        select md5(random()::text || id) || md5(id || random()::text), id, now() + interval '30 days' from bench_people`);
    });
    await sql.unsafe("vacuum analyze");
    const [counts] = await sql<{ users: number; matches: number; messages: number; sessions: number }[]>`
      select (select count(*)::int from users) as users, (select count(*)::int from matches) as matches,
             (select count(*)::int from messages) as messages, (select count(*)::int from sessions) as sessions`;
    log(`B1 seeded in ${Math.round((performance.now() - started) / 1000)} s: ${JSON.stringify(counts)}`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** The targets the load generators rotate through, read from the seeded database. */
export async function loadB1Targets(url: string, file?: string): Promise<B1Targets> {
  const sql = seedClient(url);
  try {
    const rows = await sql<{ sessionId: string; userId: string; matchId: string; newestId: string }[]>`
      with newest as (
        select distinct on (match_id) match_id, id from messages order by match_id, seq desc)
      select s.id as "sessionId", s.user_id as "userId", m.id as "matchId", n.id as "newestId"
      from matches m join newest n on n.match_id = m.id
      join sessions s on s.user_id in (m.user1_id, m.user2_id)
      where m.blocked_at is null
      order by md5(s.id || m.id)`;
    const chats: ChatTarget[] = rows.map((row) => ({
      cookie: `unveil_session=${row.sessionId}`,
      matchId: row.matchId,
      newestId: row.newestId,
    }));
    const byDater = new Map<string, B1Targets["daters"][number]>();
    for (const row of rows) {
      const cookie = `unveil_session=${row.sessionId}`;
      let dater = byDater.get(cookie);
      if (!dater) {
        dater = { cookie, chats: [] };
        byDater.set(cookie, dater);
      }
      dater.chats.push({ matchId: row.matchId, newestId: row.newestId });
    }
    const targets = { chats, daters: [...byDater.values()] };
    if (file) writeFileSync(file, JSON.stringify(targets));
    return targets;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
