import { schema } from "@unveil/db";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { encodeCursor } from "../events/event-cursor";
import type { HttpClient } from "../test/http-client";
import { TestEventStream } from "../test/event-stream-client";
import { createPerson, matchedPair, seedMatch, type MessageJson } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/** docs/product-rules.md#live-events over real HTTP and a real database: GET /api/events and the typing path. */
const server = useTestServer();

const open = (client: HttpClient, options?: { lastEventId?: string; query?: string }) =>
  TestEventStream.open(server.baseUrl, client.cookie, options);

async function send(client: HttpClient, matchId: string, content: string): Promise<MessageJson> {
  const result = await client.post("/api/messages", { matchId, content });
  expect(result.status).toBe(201);
  return result.json as MessageJson;
}

const isMessage = (id: string) => (event: { event: string; data: unknown }) =>
  event.event === "message" && (event.data as MessageJson).id === id;

describe("GET /api/events", () => {
  it("answers 401 JSON signed out, and a text/event-stream with X-Accel-Buffering: no signed in", async () => {
    const signedOut = await TestEventStream.open(server.baseUrl, undefined);
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get("content-type")).toMatch(/application\/json/);
    const { alice } = await matchedPair(server);
    const stream = await open(alice.client);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.headers.get("x-accel-buffering")).toBe("no");
    await stream.close();
  });

  it("sends a message to both sides (each with an id), and the recipient's unread count", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const [aliceStream, bobStream] = await Promise.all([open(alice.client), open(bob.client)]);
    const sent = await send(alice.client, matchId, "Hello live");
    const atBob = await bobStream.next(isMessage(sent.id));
    expect(atBob.data).toEqual(sent);
    expect(atBob.id).toBeTruthy();
    await aliceStream.next(isMessage(sent.id));
    // The count that follows the message: the match's own notice may reach Bob's stream
    // after it opened, with a count of 1 before the message.
    const unread = await bobStream.next((event) => event.event === "unread", { from: bobStream.events.indexOf(atBob) });
    expect(unread.data).toEqual({ count: 2 }); // the unseen match and the message
    await Promise.all([aliceStream.close(), bobStream.close()]);
  });

  it("never carries a mystery match's name, photos, bio or place in the raw stream", async () => {
    const alice = await createPerson(server, { gender: "female" });
    const bob = await createPerson(server, { gender: "male" });
    const [aliceStream, bobStream] = await Promise.all([open(alice.client), open(bob.client)]);
    const matchId = await seedMatch(server.deps.db, alice.id, bob.id);
    await aliceStream.next((event) => event.event === "match");
    await bobStream.next((event) => event.event === "match");
    expect((await alice.client.post("/api/matches/reveal", { matchId })).status).toBe(200);
    await bobStream.next((event) => event.event === "match-updated");
    await aliceStream.next((event) => event.event === "match-updated");
    const sent = await send(bob.client, matchId, "hi mystery");
    await aliceStream.next(isMessage(sent.id));
    await Promise.all([aliceStream.close(), bobStream.close()]);
    const secretsOf = (person: typeof alice) => [
      person.firstName,
      person.lastName,
      person.profile.bio,
      person.profile.location,
      String(person.profile.latitude),
      ...person.profile.photoUrls,
    ];
    for (const secret of secretsOf(bob)) expect(aliceStream.raw).not.toContain(secret);
    for (const secret of secretsOf(alice)) expect(bobStream.raw).not.toContain(secret);
    // Each side sees its own name.
    expect(aliceStream.raw).toContain(alice.firstName);
  });

  it("resumes from Last-Event-ID (or ?lastEventId=) with every missed message once, oldest first", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const first = await open(bob.client);
    const one = await send(alice.client, matchId, "one");
    const cursor = (await first.next(isMessage(one.id))).id ?? "";
    await first.close();
    const two = await send(alice.client, matchId, "two");
    const three = await send(bob.client, matchId, "three");
    // Plain words for the fourth messages: random hex can read as a word the screen holds back (409).
    const resumes = [
      { options: { lastEventId: cursor }, fourth: "four, after the header" },
      { options: { query: `?lastEventId=${encodeURIComponent(cursor)}` }, fourth: "four, after the query" },
    ];
    for (const { options, fourth } of resumes) {
      const resumed = await open(bob.client, options);
      await resumed.next(isMessage(three.id));
      const four = await send(alice.client, matchId, fourth);
      await resumed.next(isMessage(four.id));
      const ids = resumed.named("message").map((event) => (event.data as MessageJson).id);
      expect(ids[0]).toBe(two.id);
      expect(ids[1]).toBe(three.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain(one.id);
      await resumed.close();
    }
  });

  it("answers reset for an unknown or day-old cursor", async () => {
    const { alice } = await matchedPair(server);
    const old = encodeCursor({ seq: 0, at: Date.now() - 25 * 60 * 60_000 });
    for (const lastEventId of ["not-a-cursor", old, encodeCursor({ seq: 10 ** 12, at: Date.now() })]) {
      const stream = await open(alice.client, { lastEventId });
      expect(stream.status).toBe(200);
      const reset = await stream.next((event) => event.event === "reset");
      expect(reset.data).toEqual({});
      await stream.close();
    }
  });

  it("sends nothing for a write that rolled back", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const stream = await open(bob.client);
    const ghostId = randomUUID();
    await expect(
      server.deps.db.transaction(async (tx) => {
        await tx
          .insert(schema.messages)
          .values({ id: ghostId, matchId, senderId: alice.id, recipientId: bob.id, content: "ghost" });
        throw new Error("rolled back on purpose");
      }),
    ).rejects.toThrow("rolled back on purpose");
    const real = await send(alice.client, matchId, "real");
    await stream.next(isMessage(real.id));
    expect(stream.raw).not.toContain(ghostId);
    expect(stream.raw).not.toContain("ghost");
    await stream.close();
  });

  it("sends typing to the other side at most once per 2 s; 204, and 404 for a match that is not the caller's", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const stranger = await createPerson(server);
    const bobStream = await open(bob.client);
    expect((await alice.client.post(`/api/matches/${matchId}/typing`)).status).toBe(204);
    expect((await alice.client.post(`/api/matches/${matchId}/typing`)).status).toBe(204);
    const typing = await bobStream.next((event) => event.event === "typing");
    expect(typing.data).toEqual({ matchId });
    const marker = await send(alice.client, matchId, "after typing");
    await bobStream.next(isMessage(marker.id));
    expect(bobStream.named("typing")).toHaveLength(1);
    const notYours = await stranger.client.post(`/api/matches/${matchId}/typing`);
    expect(notYours.status).toBe(404);
    expect(notYours.json).toMatchObject({ message: "Match not found" });
    await bobStream.close();
  });

  it("tells the sender when the other side has read up to a message", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const aliceStream = await open(alice.client);
    await send(alice.client, matchId, "first");
    const last = await send(alice.client, matchId, "second");
    expect((await bob.client.get(`/api/messages/${matchId}`)).status).toBe(200);
    const read = await aliceStream.next((event) => event.event === "read");
    expect(read.data).toEqual({ matchId, lastReadMessageId: last.id });
    await aliceStream.close();
  });

  it("sends match-removed on a block and on a delete, then nothing of that match", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const bobStream = await open(bob.client);
    expect((await alice.client.post(`/api/block/${bob.id}`)).status).toBeLessThan(300);
    const removed = await bobStream.next((event) => event.event === "match-removed");
    expect(removed.data).toEqual({ matchId });
    const other = await matchedPair(server);
    const otherStream = await open(other.bob.client);
    expect((await other.alice.client.delete(`/api/matches/${other.matchId}`)).status).toBe(204);
    expect((await otherStream.next((event) => event.event === "match-removed")).data).toEqual({ matchId: other.matchId });
    await Promise.all([bobStream.close(), otherStream.close()]);
  });

  it("closes a stream within 5 s of logout and of account deletion", async () => {
    const { alice, bob } = await matchedPair(server);
    const aliceStream = await open(alice.client);
    const bobStream = await open(bob.client);
    const started = Date.now();
    expect((await alice.client.post("/api/logout")).status).toBe(204);
    expect((await bob.client.delete("/api/profile")).status).toBe(204);
    await Promise.all([aliceStream.ended, bobStream.ended]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("holds at most 5 streams per user: the sixth closes the oldest", async () => {
    const { alice } = await matchedPair(server);
    const streams: TestEventStream[] = [];
    for (let index = 0; index < 6; index++) streams.push(await open(alice.client));
    const [oldest, ...rest] = streams;
    await oldest?.ended;
    expect(server.deps.events.hasOpenStream(alice.id)).toBe(true);
    await Promise.all(rest.map((stream) => stream.close()));
  });
});
