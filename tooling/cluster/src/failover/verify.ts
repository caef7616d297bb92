import postgres from "postgres";
import type { Dater } from "./seed";
import type { ResumingStream } from "./streams";

export interface StreamCheck {
  streams: number;
  openAtEnd: number;
  /** Streams the killed instance held, and how many of them came back on another. */
  onKilled: number;
  resumedElsewhere: number;
  cuts: number;
  resets: number;
  expectedDeliveries: number;
  missing: number;
  doubled: number;
  /** A few missing deliveries, for the log. */
  missingSamples: string[];
  /** Each stream that misses deliveries: its instances and how many. */
  missingByStream: string[];
}

/** Who sent a committed message, and when (for the log of a missing delivery). */
export const messageDetails = new Map<string, { senderId: string; createdAt: Date }>();

/** Message ids per match, as committed. */
export async function committedMessages(directUrl: string, daters: readonly Dater[]): Promise<Map<string, Set<string>>> {
  const matchIds = [...new Set(daters.flatMap((dater) => dater.chats.map((chat) => chat.matchId)))];
  const sql = postgres(directUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ id: string; match_id: string; sender_id: string; created_at: Date }[]>`
      select id, match_id, sender_id, created_at from messages where match_id = any(${matchIds})`;
    const byMatch = new Map<string, Set<string>>(matchIds.map((id) => [id, new Set()]));
    for (const row of rows) {
      byMatch.get(row.match_id)?.add(row.id);
      messageDetails.set(row.id, { senderId: row.sender_id, createdAt: row.created_at });
    }
    return byMatch;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** The acknowledged sends missing from the database. */
export function lostWrites(acknowledged: readonly string[], committed: Map<string, Set<string>>): number {
  const all = new Set([...committed.values()].flatMap((ids) => [...ids]));
  return acknowledged.filter((id) => !all.has(id)).length;
}

/** Each stream against every committed message of its dater's chats: none missing, none twice. */
export function checkStreams(
  streams: readonly ResumingStream[],
  daters: readonly Dater[],
  committed: Map<string, Set<string>>,
  killed: string,
): StreamCheck {
  const check: StreamCheck = {
    streams: streams.length,
    openAtEnd: 0,
    onKilled: 0,
    resumedElsewhere: 0,
    cuts: 0,
    resets: 0,
    expectedDeliveries: 0,
    missing: 0,
    doubled: 0,
    missingSamples: [],
    missingByStream: [],
  };
  for (const stream of streams) {
    if (stream.open) check.openAtEnd += 1;
    check.cuts += stream.cuts;
    check.resets += stream.resets;
    if (stream.instances.includes(killed)) {
      check.onKilled += 1;
      if (stream.open && stream.instances.at(-1) !== killed) check.resumedElsewhere += 1;
    }
    const dater = daters[stream.daterIndex];
    const missingBefore = check.missing;
    let expectedHere = 0;
    for (const chat of dater?.chats ?? []) {
      for (const id of committed.get(chat.matchId) ?? []) {
        check.expectedDeliveries += 1;
        expectedHere += 1;
        const times = stream.received.get(id) ?? 0;
        if (times === 0) {
          check.missing += 1;
          const detail = messageDetails.get(id);
          if (check.missingSamples.length < 6) {
            check.missingSamples.push(
              `message ${id} (${detail?.senderId === dater?.id ? "own" : "received"}, committed ${detail?.createdAt.toISOString()}) on a stream of dater ${stream.daterIndex} served by ${stream.instances.join(" → ")}`,
            );
          }
        }
        if (times > 1) check.doubled += 1;
      }
    }
    const missingHere = check.missing - missingBefore;
    if (missingHere > 0) {
      const path = stream.instances.join(" → ");
      check.missingByStream.push(
        `dater ${stream.daterIndex} (${path}, ${stream.opens} opens): ${missingHere} of ${expectedHere} missing; ${stream.history.join(", ")}`,
      );
    }
  }
  return check;
}
