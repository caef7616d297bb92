import { createDb, schema } from "@unveil/db";
import { randomUUID } from "node:crypto";

export interface Dater {
  index: number;
  id: string;
  cookie: string;
  /** The dater's chats: match id and the other side's index. */
  chats: { matchId: string; partner: number }[];
}

async function register(baseUrl: string, index: number, runTag: string): Promise<{ id: string; cookie: string }> {
  const response = await fetch(`${baseUrl}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `failover-${runTag}-${index}@unveil.test`, password: "failover-password-1" }),
  });
  if (response.status !== 201) throw new Error(`register ${index}: ${response.status} ${await response.text()}`);
  const user = (await response.json()) as { id: string };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { id: user.id, cookie };
}

/**
 * `count` daters registered through the front door (so the instances' sign-up and
 * sessions are exercised), each with a profile, in a ring of matches: dater i matched
 * with i+1, so everyone holds two chats. Profiles and matches go straight to the
 * database (matching is not what this test is about).
 */
export async function seedDaters(baseUrl: string, directUrl: string, count: number): Promise<Dater[]> {
  const runTag = randomUUID().slice(0, 8);
  const daters: Dater[] = [];
  for (let index = 0; index < count; index++) daters.push({ index, ...(await register(baseUrl, index, runTag)), chats: [] });
  const handle = await createDb({ databaseUrl: directUrl, maxConnections: 2 });
  try {
    await handle.db.insert(schema.profiles).values(
      daters.map((dater) => ({
        userId: dater.id,
        gender: dater.index % 2 === 0 ? ("female" as const) : ("male" as const),
        age: 30,
        bio: `Failover dater ${dater.index}: enjoys resilient systems and long walks`,
        location: "Quillfield",
        latitude: 52.1 + dater.index / 1000,
        longitude: 4.3,
        lookingFor: "both" as const,
      })),
    );
    for (const dater of daters) {
      const partner = daters[(dater.index + 1) % count];
      if (!partner) continue;
      const matchId = randomUUID();
      const [user1Id, user2Id] = dater.id < partner.id ? [dater.id, partner.id] : [partner.id, dater.id];
      await handle.db.insert(schema.matches).values({ id: matchId, user1Id, user2Id, compatibilityScore: 8, sharedMask: 255 });
      dater.chats.push({ matchId, partner: partner.index });
      partner.chats.push({ matchId, partner: dater.index });
    }
  } finally {
    await handle.close();
  }
  return daters;
}
