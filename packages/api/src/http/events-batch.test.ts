import { schema } from "@unveil/db";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { TestEventStream } from "../test/event-stream-client";
import { matchedPair, type MessageJson } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/** docs/product-rules.md#live-events under a burst: the hub handles the notices that pile up as one batch, in order. */
const server = useTestServer();

/** More than one batch holds (about 1,000 ids), so the burst is split and must stay in order. */
const BURST = 1_100;

describe("GET /api/events under a burst of notices", () => {
  it("delivers 1,100 messages committed at once in order, none twice, with few unread counts and the last one right", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const stream = await TestEventStream.open(server.baseUrl, bob.client.cookie);
    const ids: string[] = Array.from({ length: BURST }, () => randomUUID());
    // One statement per message in one transaction: one notice each, all delivered at its commit.
    await server.deps.db.transaction(async (tx) => {
      for (const [index, id] of ids.entries()) {
        await tx
          .insert(schema.messages)
          .values({ id, matchId, senderId: alice.id, recipientId: bob.id, content: `burst ${index}` });
      }
    });
    const last = ids.at(-1);
    await stream.next((event) => event.event === "message" && (event.data as MessageJson).id === last, { timeoutMs: 50_000 });
    // A message sent afterwards marks the end of the burst's events.
    expect((await alice.client.post("/api/messages", { matchId, content: "after the burst" })).status).toBe(201);
    const marker = await stream.next(
      (event) => event.event === "message" && (event.data as MessageJson).content === "after the burst",
    );
    const burstEvents = stream.events.slice(0, stream.events.indexOf(marker));
    const received = burstEvents.filter((event) => event.event === "message").map((event) => (event.data as MessageJson).id);
    expect(received.filter((id) => ids.includes(id))).toEqual(ids);
    // The last count comes after the last change, paced (decision 0053): the burst, the marker and the unseen match.
    const final = await stream.next((event) => event.event === "unread" && (event.data as { count: number }).count === BURST + 2);
    // Each notice alone would have meant one unread event per message.
    const unread = stream.events.slice(0, stream.events.indexOf(final) + 1).filter((event) => event.event === "unread");
    expect(unread.length).toBeLessThan(BURST / 10);
    expect(unread.map((event) => (event.data as { count: number }).count)).toEqual(
      [...unread.map((event) => (event.data as { count: number }).count)].sort((a, b) => a - b),
    );
    await stream.close();
  }, 60_000);
});
