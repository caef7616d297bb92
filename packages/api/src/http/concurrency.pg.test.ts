import { schema } from "@unveil/db";
import { asc, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { matchedPair, orphanMessageCount, pngDataUrl, type MatchJson, type MessageJson } from "../test/match-fixtures";
import { holdMatch, track } from "../test/match-hold";
import { useTestServer } from "../test/test-server";

/**
 * Races that real users produce (both reveal at once, both type at once, one deletes
 * while the other sends) and the locks that settle them (docs/decisions/0005). Only a
 * server with several connections can race: these run in the PostgreSQL pass only
 * (see vitest.config.ts). On PGlite one statement runs at a time, so the same calls
 * would pass whatever the locking, and prove nothing.
 */

const server = useTestServer();

describe("a send meeting a slow writer on the same match (PostgreSQL)", () => {
  it("waits for an earlier send to commit, so seq order is commit order and a cursor skips nothing", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const slowId = randomUUID();
    const slow = await holdMatch(server.deps.db, matchId, async (tx) => {
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
    const deleting = await holdMatch(server.deps.db, matchId, async (tx) => {
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
    const blocking = await holdMatch(server.deps.db, matchId, async (tx) => {
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

describe("a later send (one statement, no transaction) meeting a slow writer (PostgreSQL)", () => {
  it("waits for an earlier send to commit, so seq order is commit order", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    expect((await bob.client.post("/api/messages", { matchId, content: "first" })).status).toBe(201);
    const slowId = randomUUID();
    const slow = await holdMatch(server.deps.db, matchId, async (tx) => {
      await tx.insert(schema.messages).values({ id: slowId, matchId, senderId: alice.id, recipientId: bob.id, content: "slow" });
    });
    const later = track(bob.client.post("/api/messages", { matchId, content: "later" }));
    await sleep(300);
    expect(later.settled).toBe(false);
    await slow.release();
    const laterResult = await later.promise;
    expect(laterResult.status).toBe(201);
    const listed = (await alice.client.get(`/api/messages/${matchId}`)).json as MessageJson[];
    expect(listed.map((message) => message.content)).toEqual(["first", "slow", "later"]);
  });

  it("waits for a block in progress and then answers 403, storing nothing", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    expect((await bob.client.post("/api/messages", { matchId, content: "first" })).status).toBe(201);
    const blocking = await holdMatch(server.deps.db, matchId, async (tx) => {
      await tx.insert(schema.blocks).values({ blockerId: alice.id, blockedId: bob.id });
      await tx.update(schema.matches).set({ blockedAt: new Date() }).where(eq(schema.matches.id, matchId));
    });
    const send = track(bob.client.post("/api/messages", { matchId, content: "one last word" }));
    await sleep(300);
    expect(send.settled).toBe(false);
    await blocking.release();
    expect((await send.promise).status).toBe(403);
    const left = await server.deps.db.select().from(schema.messages).where(eq(schema.messages.matchId, matchId));
    expect(left.map((message) => message.content)).toEqual(["first"]);
  });
});

describe("a block racing later sends", () => {
  it("never leaves a message after the block: each send landed before it (201) or answers 403 and stored nothing", async () => {
    for (let round = 0; round < 5; round++) {
      const { alice, bob, matchId } = await matchedPair(server);
      await alice.client.post("/api/messages", { matchId, content: "hi" });
      await bob.client.post("/api/messages", { matchId, content: "hello" });
      const [blocked, ...sends] = await Promise.all([
        alice.client.post(`/api/block/${bob.id}`),
        ...Array.from({ length: 6 }, (_, index) =>
          (index % 2 ? alice : bob).client.post("/api/messages", { matchId, content: `racing ${index}` }),
        ),
      ]);
      expect(blocked?.status).toBe(204);
      for (const send of sends) expect([201, 403]).toContain(send.status);
      const sent = sends.filter((send) => send.status === 201).map((send) => (send.json as MessageJson).id);
      const left = await server.deps.db.select().from(schema.messages).where(eq(schema.messages.matchId, matchId));
      expect(left).toHaveLength(2 + sent.length);
      expect(
        left
          .filter((message) => message.content.startsWith("racing"))
          .map((message) => message.id)
          .sort(),
      ).toEqual(sent.sort());
      // The block's event is recorded in the outbox (the messages are their own log, decision 0056).
      const outbox = await server.deps.db.select().from(schema.liveEvents).orderBy(asc(schema.liveEvents.seq));
      expect(outbox.some((event) => event.kind === "match-removed" && event.ids.some((id) => id.startsWith(`${matchId}:`)))).toBe(
        true,
      );
      expect((await bob.client.post("/api/messages", { matchId, content: "after" })).status).toBe(403);
    }
  });
});

describe("both reveal at the same instant", () => {
  it("ends with both flags set and bothRevealed for both, every time", async () => {
    for (let round = 0; round < 8; round++) {
      const { alice, bob, matchId } = await matchedPair(server);
      const answers = await Promise.all([
        alice.client.post("/api/matches/reveal", { matchId }),
        bob.client.post("/api/matches/reveal", { matchId }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      // The later of the two updates sees both flags.
      expect(answers.some((answer) => (answer.json as MatchJson).bothRevealed)).toBe(true);

      const [row] = await server.deps.db.select().from(schema.matches).where(eq(schema.matches.id, matchId));
      expect(row).toMatchObject({ user1Revealed: true, user2Revealed: true });
      for (const person of [alice, bob]) {
        const match = (await person.client.get(`/api/matches/${matchId}`)).json as MatchJson;
        expect(match).toMatchObject({ user1Revealed: true, user2Revealed: true, bothRevealed: true });
      }
    }
  });
});

describe("100 messages sent at once from both sides", () => {
  it("stores all of them and lists each once, in one stable, strictly increasing order", async () => {
    const { alice, bob, matchId } = await matchedPair(server);

    // A poller follows the conversation with the `after` cursor while the sends race:
    // with sends committing in seq order per match, it must not skip any message.
    let polling = true;
    const seenByPoller: string[] = [];
    const poller = (async () => {
      while (polling) {
        const after = seenByPoller.at(-1);
        const result = await bob.client.get(`/api/messages/${matchId}${after ? `?after=${after}` : ""}`);
        expect(result.status).toBe(200);
        seenByPoller.push(...(result.json as MessageJson[]).map((message) => message.id));
      }
    })();

    const sends = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        (index % 2 === 0 ? alice : bob).client.post("/api/messages", {
          matchId,
          content: `${index % 2 === 0 ? "alice" : "bob"} #${index}`,
        }),
      ),
    );
    polling = false;
    await poller;
    expect(sends.map((send) => send.status)).toEqual(Array.from({ length: 100 }, () => 201));
    const sentIds = sends.map((send) => (send.json as MessageJson).id);

    const rows = await server.deps.db
      .select({ id: schema.messages.id, seq: schema.messages.seq })
      .from(schema.messages)
      .where(eq(schema.messages.matchId, matchId))
      .orderBy(asc(schema.messages.seq));
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(sentIds));
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.seq).toBeGreaterThan(rows[i - 1]!.seq);

    const first = (await alice.client.get(`/api/messages/${matchId}`)).json as MessageJson[];
    const second = (await bob.client.get(`/api/messages/${matchId}`)).json as MessageJson[];
    expect(first.map((message) => message.id)).toEqual(rows.map((row) => row.id));
    expect(second.map((message) => message.id)).toEqual(first.map((message) => message.id));
    expect(new Set(first.map((message) => message.id)).size).toBe(100);

    // Catch the poller up once more: it saw every message exactly once, in the same order.
    const last = seenByPoller.at(-1);
    const rest = (await bob.client.get(`/api/messages/${matchId}${last ? `?after=${last}` : ""}`)).json as MessageJson[];
    seenByPoller.push(...rest.map((message) => message.id));
    expect(seenByPoller).toEqual(rows.map((row) => row.id));
  });
});

describe("a delete racing sends", () => {
  it("leaves no orphan message: each send landed before the delete (and went with it) or answers 404", async () => {
    for (let round = 0; round < 5; round++) {
      const { alice, bob, matchId } = await matchedPair(server);
      await alice.client.post("/api/messages", { matchId, content: "before the race" });
      const image = await pngDataUrl();
      const [deleted, ...sends] = await Promise.all([
        alice.client.delete(`/api/matches/${matchId}`),
        ...Array.from({ length: 6 }, (_, index) =>
          bob.client.post("/api/messages", {
            matchId,
            content: `racing ${index}`,
            imageUrl: index === 0 ? image : null,
          }),
        ),
      ]);
      expect(deleted?.status).toBe(204);
      for (const send of sends) expect([201, 404]).toContain(send.status);

      const left = await server.deps.db.select().from(schema.messages).where(eq(schema.messages.matchId, matchId));
      expect(left).toEqual([]);
      expect(await orphanMessageCount(server.deps.db)).toBe(0);
      // Chat images of refused or deleted messages are not left behind either.
      const bobChatObjects = await server.deps.db
        .select()
        .from(schema.storedObjects)
        .where(eq(schema.storedObjects.ownerId, bob.id));
      expect(bobChatObjects.filter((object) => object.purpose === "chat")).toEqual([]);
      expect((await bob.client.post("/api/messages", { matchId, content: "after" })).status).toBe(404);
    }
  });
});
