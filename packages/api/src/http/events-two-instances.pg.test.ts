import { createDb, rowsOf, schema } from "@unveil/db";
import { testServerConnection } from "@unveil/db/testing";
import { eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { TestEventStream, type StreamEvent } from "../test/event-stream-client";
import { HttpClient } from "../test/http-client";
import { createPerson, matchedPair, seedMatch, type MatchJson, type MessageJson } from "../test/match-fixtures";
import { useStarted } from "../test/test-app";
import { startTestServer, type TestServer } from "../test/test-server";

/**
 * docs/product-rules.md#live-events across instances: two app instances (each its own deps, handler, HTTP
 * port, connection pool and LISTEN connection) on one throw-away PostgreSQL database.
 * PostgreSQL only (see vitest.config.ts): PGlite is one process's database, there is
 * no second instance to reach.
 */
const instances = useStarted(async () => {
  const first = await startTestServer();
  const second = await startTestServer({}, {}, async () => ({
    ...(await createDb({ ...testServerConnection(first.db.label), maxConnections: 10 })),
    label: `${first.db.label} (second instance)`,
  }));
  return {
    first,
    second,
    // The second only closes its own pool; the first then drops the database.
    close: async () => {
      await second.close();
      await first.close();
    },
  };
});

const open = (server: TestServer, client: HttpClient, options?: { lastEventId?: string }) =>
  TestEventStream.open(server.baseUrl, client.cookie, options);

/** The same signed-in dater, talking to `server` (sessions live in the shared database). */
function via(server: TestServer, client: HttpClient): HttpClient {
  const onServer = new HttpClient(server.baseUrl);
  onServer.cookie = client.cookie;
  return onServer;
}

async function send(server: TestServer, client: HttpClient, matchId: string, content: string): Promise<MessageJson> {
  const result = await via(server, client).post("/api/messages", { matchId, content });
  expect(result.status).toBe(201);
  return result.json as MessageJson;
}

/** Connections to the shared database whose last statement was a LISTEN (the hubs' dedicated ones). */
async function listeningConnections(server: TestServer): Promise<number> {
  const rows = rowsOf<{ count: number }>(
    await server.deps.db.execute(
      sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
    ),
  );
  return rows[0]?.count ?? 0;
}

const isMessage = (id: string) => (event: StreamEvent) => event.event === "message" && (event.data as MessageJson).id === id;
const messageIds = (stream: TestEventStream) => stream.named("message").map((event) => (event.data as MessageJson).id);

describe("two app instances on one PostgreSQL database", () => {
  it("delivers a message sent through instance 1 to a stream held by instance 2, each instance on its own LISTEN connection", async () => {
    const { first, second } = instances;
    // matchedPair registers through the first instance; sessions live in the shared database.
    const { alice, bob, matchId } = await matchedPair(first);
    const bobOnSecond = await open(second, bob.client);
    const aliceOnFirst = await open(first, alice.client);
    expect([bobOnSecond.status, aliceOnFirst.status]).toEqual([200, 200]);

    // Each hub starts its LISTEN as its first stream opens (just after the answer's head).
    await expect.poll(() => listeningConnections(first), { timeout: 5_000 }).toBe(2);

    const sent = await send(first, alice.client, matchId, "Hello from instance 1");
    const atBob = await bobOnSecond.next(isMessage(sent.id));
    expect(atBob.data).toEqual(sent);
    expect(atBob.id).toBeTruthy();
    // The sender's own stream on instance 1, and the recipient's unread count on instance 2.
    await aliceOnFirst.next(isMessage(sent.id));
    const unread = await bobOnSecond.next((event) => event.event === "unread", { from: bobOnSecond.events.indexOf(atBob) });
    expect(unread.data).toEqual({ count: 2 });
    await Promise.all([bobOnSecond.close(), aliceOnFirst.close()]);
  });

  it("delivers a new match and a reveal caused on instance 1 to streams on instance 2", async () => {
    const { first, second } = instances;
    const alice = await createPerson(first, { gender: "female" });
    const bob = await createPerson(first, { gender: "male" });
    const [aliceOnSecond, bobOnSecond] = await Promise.all([open(second, alice.client), open(second, bob.client)]);
    // Written through instance 1's pool, as the matching engine there would.
    const matchId = await seedMatch(first.deps.db, alice.id, bob.id);
    const matched = await bobOnSecond.next((event) => event.event === "match");
    expect((matched.data as MatchJson).id).toBe(matchId);
    await aliceOnSecond.next((event) => event.event === "match");

    expect((await via(first, alice.client).post("/api/matches/reveal", { matchId })).status).toBe(200);
    const updated = await bobOnSecond.next((event) => event.event === "match-updated");
    expect((updated.data as MatchJson).id).toBe(matchId);
    // Bob's view: the other side has revealed, but he has not; the stream says so as REST does.
    const bobsRest = await via(second, bob.client).get(`/api/matches/${matchId}`);
    expect(updated.data).toEqual(bobsRest.json);
    expect(bobOnSecond.raw).not.toContain(alice.firstName);
    await Promise.all([aliceOnSecond.close(), bobOnSecond.close()]);
  });

  it("resumes on the other instance after a cut connection: every missed message once, in order, none lost while reconnecting", async () => {
    const { first, second } = instances;
    const { alice, bob, matchId } = await matchedPair(first);
    const before = await open(second, bob.client);
    const seen = await send(first, alice.client, matchId, "seen before the cut");
    const cursor = (await before.next(isMessage(seen.id))).id ?? "";
    await before.close(); // the connection is cut

    const missed: MessageJson[] = [];
    for (let index = 0; index < 5; index++) {
      const [server, client] = index % 2 ? [second, bob.client] : [first, alice.client];
      missed.push(await send(server, client, matchId, `missed ${index}`));
    }
    // Reconnect to instance 1 while instance 2 keeps taking sends: replay and live overlap.
    const opening = open(first, bob.client, { lastEventId: cursor });
    const during: MessageJson[] = [];
    for (let index = 0; index < 5; index++) during.push(await send(second, alice.client, matchId, `during ${index}`));
    const resumed = await opening;
    expect(resumed.status).toBe(200);
    const last = during.at(-1);
    if (!last) throw new Error("nothing sent");
    await resumed.next(isMessage(last.id));
    expect(messageIds(resumed)).toEqual([...missed, ...during].map((message) => message.id));
    await resumed.close();
  });

  it("sends nothing for a write that rolled back on the other instance", async () => {
    const { first, second } = instances;
    const { alice, bob, matchId } = await matchedPair(first);
    const bobOnSecond = await open(second, bob.client);
    const ghostId = randomUUID();
    await expect(
      first.deps.db.transaction(async (tx) => {
        await tx
          .insert(schema.messages)
          .values({ id: ghostId, matchId, senderId: alice.id, recipientId: bob.id, content: "ghost" });
        await tx.update(schema.matches).set({ user1Revealed: true, user2Revealed: true }).where(eq(schema.matches.id, matchId));
        throw new Error("rolled back on purpose");
      }),
    ).rejects.toThrow("rolled back on purpose");
    const real = await send(first, alice.client, matchId, "real");
    await bobOnSecond.next(isMessage(real.id));
    expect(bobOnSecond.raw).not.toContain(ghostId);
    expect(bobOnSecond.raw).not.toContain("ghost");
    expect(bobOnSecond.named("match-updated")).toHaveLength(0);
    expect(messageIds(bobOnSecond)).toEqual([real.id]);
    await bobOnSecond.close();
  });
});
