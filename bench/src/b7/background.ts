import type postgres from "postgres";

/**
 * Other daters' chats, so B7 runs against tables the size of a live app's rather than
 * empty ones. With only the bench's 32 matches and no messages, the instance's prepared
 * statements took generic plans made for empty tables and kept them as the tables grew
 * within a round (the batch's message load walked every message of every match: 17 ms
 * and 4,900 buffer reads a batch instead of ~0.3 ms), which charged the delivering modes
 * for a planner artefact a running deployment does not have. The same held for the outbox,
 * emptied and vacuumed before each mode: the planner then trusts it to be empty, and every
 * read of the round walked it (18–220 ms a read by the third round). Seeded once in SQL,
 * vacuumed, and left alone by the rounds (which delete only what the bench pairs added).
 */
export const BACKGROUND = { users: 4_000, matchesPerUser: 5, messagesPerMatch: 10 } as const;

/** Seeds the background; answers the outbox's last background seq (the rounds delete only what comes after it). */
export async function seedBackground(sql: postgres.Sql): Promise<number> {
  const { users, matchesPerUser, messagesPerMatch } = BACKGROUND;
  await sql.unsafe(`set session_replication_role = replica`);
  await sql.unsafe(
    `insert into users (id, email, password_hash)
     select 'bg-' || lpad(i::text, 5, '0'), 'bg-' || i || '@bench.example', 'not-a-hash'
       from generate_series(0, ${users - 1}) i`,
  );
  // Each user matched with the next `matchesPerUser` users (a ring): distinct pairs, user1_id < user2_id.
  await sql.unsafe(
    `insert into matches (id, user1_id, user2_id, compatibility_score, shared_mask)
     select 'bg-match-' || a || '-' || k,
            least('bg-' || lpad(a::text, 5, '0'), 'bg-' || lpad(((a + k) % ${users})::text, 5, '0')),
            greatest('bg-' || lpad(a::text, 5, '0'), 'bg-' || lpad(((a + k) % ${users})::text, 5, '0')),
            8, 255
       from generate_series(0, ${users - 1}) a, generate_series(1, ${matchesPerUser}) k`,
  );
  // Read history: each side in turn, all read (the unread index holds only the rounds' messages).
  await sql.unsafe(
    `insert into messages (id, match_id, sender_id, recipient_id, content, read_at)
     select m.id || '-' || n, m.id,
            case when n % 2 = 0 then m.user1_id else m.user2_id end,
            case when n % 2 = 0 then m.user2_id else m.user1_id end,
            'An earlier message', now()
       from matches m, generate_series(1, ${messagesPerMatch}) n
      where m.id like 'bg-match-%'`,
  );
  // The outbox as a running app has it (docs/decisions/0029: five minutes of events are kept): rows
  // no instance will read (each starts at the newest), so it is never a table the planner thinks empty.
  await sql.unsafe(
    `insert into live_events (kind, ids)
     select 'message', array[m.id || '-' || n] from matches m, generate_series(1, 1) n where m.id like 'bg-match-%'`,
  );
  await sql.unsafe(`set session_replication_role = default`);
  // Vacuumed as well as analysed: autovacuum would otherwise set to the new rows during the first rounds.
  await sql.unsafe(`vacuum analyze users, matches, messages, live_events`);
  const [row] = await sql<{ max: string }[]>`select max(seq)::text as max from live_events`;
  return Number(row?.max ?? 0);
}
