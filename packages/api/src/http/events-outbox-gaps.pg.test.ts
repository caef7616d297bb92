import { schema } from "@unveil/db";
import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { TestEventStream, type StreamEvent } from "../test/event-stream-client";
import { matchedPair, type MessageJson } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/**
 * docs/decisions/0029-events-after-commit.md: an outbox seq is taken at insert but seen at commit,
 * so a transaction that took seq 11 may commit after one that took 12 was read. Its event
 * must still arrive (the reader keeps 11 as a gap and asks again). PostgreSQL only: PGlite
 * runs one transaction at a time.
 */
const server = useTestServer();

const isMessage = (id: string) => (event: StreamEvent) => event.event === "message" && (event.data as MessageJson).id === id;

it("delivers the event of a transaction that took the lower seq and committed after a later one was read", async () => {
  const { alice, bob, matchId } = await matchedPair(server);
  const stream = await TestEventStream.open(server.baseUrl, bob.client.cookie);
  const slowId = randomUUID();
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let inserted = () => {};
  const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
  // The slow transaction inserts first (taking the lower outbox seq) and commits last.
  const slow = server.deps.db.transaction(async (tx) => {
    await tx.insert(schema.messages).values({ id: slowId, matchId, senderId: alice.id, recipientId: bob.id, content: "slow" });
    inserted();
    await gate;
  });
  await insertedYet;
  const fast = (await alice.client.post("/api/messages", { matchId, content: "fast" })).json as MessageJson;
  // The fast one's row is read (and its seq passed) while the slow one is still open.
  await stream.next(isMessage(fast.id));
  release();
  await slow;
  await stream.next(isMessage(slowId), { timeoutMs: 3_000 });
  expect(stream.named("message").map((event) => (event.data as MessageJson).id)).toEqual([fast.id, slowId]);
  await stream.close();
});
