import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { matchedPair, orphanMessageCount, type MessageJson } from "../test/match-fixtures";
import { useTestServer, type TestServer } from "../test/test-server";

/**
 * Races only a server with several connections can show (run in the PostgreSQL pass
 * only, see vitest.config.ts): PGlite runs one statement at a time, so nothing
 * overlaps there.
 */

const server = useTestServer();

/**
 * A writer that holds the match row the way a send, a delete or a block does, and
 * pauses before committing. Only PostgreSQL can show another request waiting
 * meanwhile: PGlite runs one statement at a time, so nothing overlaps there.
 */
type Transaction = Parameters<Parameters<TestServer["deps"]["db"]["transaction"]>[0]>[0];

async function holdMatch(matchId: string, work: (tx: Transaction) => Promise<void>) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held: () => void = () => {};
  const isHeld = new Promise<void>((resolve) => (held = resolve));
  const done = server.deps.db.transaction(async (tx) => {
    await tx.select({ id: schema.matches.id }).from(schema.matches).where(eq(schema.matches.id, matchId)).for("no key update");
    await work(tx);
    held();
    await gate;
  });
  await isHeld;
  return { release: async () => (release(), await done) };
}

function track<T>(promise: Promise<T>) {
  const state = { settled: false, promise: promise.finally(() => (state.settled = true)) };
  return state;
}

describe("a send meeting a slow writer on the same match (PostgreSQL)", () => {
  it("waits for an earlier send to commit, so seq order is commit order and a cursor skips nothing", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const slowId = randomUUID();
    const slow = await holdMatch(matchId, async (tx) => {
      await tx.insert(schema.messages).values({ id: slowId, matchId, senderId: alice.id, recipientId: bob.id, content: "slow" });
    });
    const fast = track(bob.client.post("/api/messages", { matchId, content: "fast" }));
    await sleep(300);
    expect(fast.settled).toBe(false);
    await slow.release();
    const fastResult = await fast.promise;
    expect(fastResult.status).toBe(201);
    const listed = (await alice.client.get(`/api/messages/${matchId}`)).json as MessageJson[];
    expect(listed.map((message) => message.id)).toEqual([slowId, (fastResult.json as MessageJson).id]);
  });

  it("waits for a delete in progress and then answers 404, leaving no message behind", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const deleting = await holdMatch(matchId, async (tx) => {
      await tx.delete(schema.matches).where(eq(schema.matches.id, matchId));
    });
    const send = track(bob.client.post("/api/messages", { matchId, content: "too late" }));
    await sleep(300);
    expect(send.settled).toBe(false);
    await deleting.release();
    expect((await send.promise).status).toBe(404);
    expect(await orphanMessageCount(server.deps.db)).toBe(0);
    expect((await alice.client.get(`/api/matches/${matchId}`)).status).toBe(404);
  });

  it("waits for a block in progress and then answers 403", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const blocking = await holdMatch(matchId, async (tx) => {
      await tx.insert(schema.blocks).values({ blockerId: alice.id, blockedId: bob.id });
      await tx.update(schema.matches).set({ blockedAt: new Date() }).where(eq(schema.matches.id, matchId));
    });
    const send = track(bob.client.post("/api/messages", { matchId, content: "one last word" }));
    await sleep(300);
    expect(send.settled).toBe(false);
    await blocking.release();
    expect((await send.promise).status).toBe(403);
    const left = await server.deps.db.select().from(schema.messages).where(eq(schema.messages.matchId, matchId));
    expect(left).toEqual([]);
  });
});
