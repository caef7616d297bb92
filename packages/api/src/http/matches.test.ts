import { PERSONALITY_QUESTIONS, schema } from "@unveil/db";
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpClient } from "../test/http-client";
import {
  createPerson,
  matchedPair,
  otherPersonIn,
  ownPersonIn,
  pngDataUrl,
  seedMatch,
  type MatchJson,
} from "../test/match-fixtures";
import { startTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

async function matchRow(matchId: string) {
  const [row] = await server.deps.db.select().from(schema.matches).where(eq(schema.matches.id, matchId));
  return row;
}

describe("GET /api/matches", () => {
  it("answers the caller's matches newest first, without blocked matches or other people's", async () => {
    const me = await createPerson(server);
    const [older, newer, blocked, strangerA, strangerB] = await Promise.all([
      createPerson(server),
      createPerson(server),
      createPerson(server),
      createPerson(server),
      createPerson(server),
    ]);
    const olderMatch = await seedMatch(server.deps.db, me.id, older.id, { createdAt: hoursAgo(3) });
    const newerMatch = await seedMatch(server.deps.db, me.id, newer.id, { createdAt: hoursAgo(2) });
    await seedMatch(server.deps.db, me.id, blocked.id, { createdAt: hoursAgo(1) });
    await seedMatch(server.deps.db, strangerA.id, strangerB.id);
    expect((await me.client.post(`/api/block/${blocked.id}`)).status).toBe(204);

    const result = await me.client.get("/api/matches");
    expect(result.status).toBe(200);
    const list = result.json as MatchJson[];
    expect(list.map((match) => match.id)).toEqual([newerMatch, olderMatch]);
  });

  it("answers every Match field of the contract and nothing else", async () => {
    const { alice, bob, matchId } = await matchedPair(server, { compatibilityScore: 6 });
    const [match] = (await alice.client.get("/api/matches")).json as MatchJson[];
    expect(Object.keys(match ?? {}).sort()).toEqual(
      [
        "bothRevealed",
        "compatibilityScore",
        "createdAt",
        "id",
        "sharedCategories",
        "user1",
        "user1Id",
        "user1Revealed",
        "user2",
        "user2Id",
        "user2Revealed",
      ].sort(),
    );
    const [user1Id, user2Id] = alice.id < bob.id ? [alice.id, bob.id] : [bob.id, alice.id];
    expect(match).toMatchObject({
      id: matchId,
      user1Id,
      user2Id,
      user1Revealed: false,
      user2Revealed: false,
      bothRevealed: false,
      compatibilityScore: 6,
    });
    expect(new Date(match?.createdAt ?? "").toISOString()).toBe(match?.createdAt);
    // The caller's own PublicUser is filled (without email or coordinates).
    expect(ownPersonIn(match as MatchJson, alice.id)).toEqual({
      id: alice.id,
      firstName: alice.firstName,
      lastName: alice.lastName,
      profileImageUrl: alice.profile.photoUrls[0],
      profile: {
        gender: alice.profile.gender,
        age: alice.profile.age,
        bio: alice.profile.bio,
        location: alice.profile.location,
        photos: alice.profile.photoUrls,
      },
    });
  });

  it("marks the caller's side seen and leaves the other side unseen", async () => {
    const { alice, matchId } = await matchedPair(server);
    const before = await matchRow(matchId);
    expect(before?.user1SeenAt).toBeNull();
    expect(before?.user2SeenAt).toBeNull();

    expect((await alice.client.get("/api/matches")).status).toBe(200);
    const after = await matchRow(matchId);
    const aliceIsUser1 = after?.user1Id === alice.id;
    expect(aliceIsUser1 ? after?.user1SeenAt : after?.user2SeenAt).toBeInstanceOf(Date);
    expect(aliceIsUser1 ? after?.user2SeenAt : after?.user1SeenAt).toBeNull();
  });

  it("answers an empty list to a user without matches, and 401 when signed out", async () => {
    const loner = await createPerson(server);
    const result = await loner.client.get("/api/matches");
    expect(result.status).toBe(200);
    expect(result.json).toEqual([]);
    expect((await new HttpClient(server.baseUrl).get("/api/matches")).status).toBe(401);
  });
});

describe("GET /api/matches/{id}", () => {
  it("answers the match to either participant and marks that side seen", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const forBob = await bob.client.get(`/api/matches/${matchId}`);
    expect(forBob.status).toBe(200);
    expect((forBob.json as MatchJson).id).toBe(matchId);
    const row = await matchRow(matchId);
    expect(row?.user1Id === bob.id ? row.user1SeenAt : row?.user2SeenAt).toBeInstanceOf(Date);
    expect(row?.user1Id === alice.id ? row.user1SeenAt : row?.user2SeenAt).toBeNull();
    expect((await alice.client.get(`/api/matches/${matchId}`)).status).toBe(200);
  });

  it("answers 404 alike for a match of other people and an unknown id, 400 for a malformed id", async () => {
    const { matchId } = await matchedPair(server);
    const outsider = await createPerson(server);
    const notMine = await outsider.client.get(`/api/matches/${matchId}`);
    const unknown = await outsider.client.get(`/api/matches/${randomUUID()}`);
    expect(notMine.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(notMine.json).toEqual(unknown.json);
    expect(notMine.text).not.toContain(matchId);
    const malformed = await outsider.client.get("/api/matches/not-an-id");
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ message: "Invalid id", code: "BAD_REQUEST" });
    // The outsider's look did not mark anything seen.
    const row = await matchRow(matchId);
    expect(row?.user1SeenAt).toBeNull();
    expect(row?.user2SeenAt).toBeNull();
  });
});

describe("DELETE /api/matches/{id}", () => {
  it("deletes the match and its messages in one go, answers 204 and records the pair", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const sent = await alice.client.post("/api/messages", { matchId, content: "hello", imageUrl: await pngDataUrl() });
    expect(sent.status).toBe(201);
    expect((await bob.client.post("/api/messages", { matchId, content: "hi back" })).status).toBe(201);
    const imageObjectId = ((sent.json as { imageUrl: string }).imageUrl ?? "").replace("/objects/", "");

    const result = await bob.client.delete(`/api/matches/${matchId}`);
    expect(result.status).toBe(204);
    expect(result.text).toBe("");

    expect(await matchRow(matchId)).toBeUndefined();
    const leftMessages = await server.deps.db.select().from(schema.messages).where(eq(schema.messages.matchId, matchId));
    expect(leftMessages).toEqual([]);
    const [user1Id, user2Id] = alice.id < bob.id ? [alice.id, bob.id] : [bob.id, alice.id];
    const pairs = await server.deps.db
      .select()
      .from(schema.deletedPairs)
      .where(inArray(schema.deletedPairs.user1Id, [user1Id]));
    expect(pairs.map((pair) => [pair.user1Id, pair.user2Id])).toContainEqual([user1Id, user2Id]);
    // The conversation's chat image is removed with it (spec §4: permanently).
    const images = await server.deps.db.select().from(schema.storedObjects).where(eq(schema.storedObjects.id, imageObjectId));
    expect(images).toEqual([]);

    for (const person of [alice, bob]) {
      expect((await person.client.get(`/api/matches/${matchId}`)).status).toBe(404);
      expect(((await person.client.get("/api/matches")).json as MatchJson[]).map((m) => m.id)).not.toContain(matchId);
      expect((await person.client.get(`/api/messages/${matchId}`)).status).toBe(404);
    }
    expect((await alice.client.delete(`/api/matches/${matchId}`)).status).toBe(404);
  });

  it("answers 404 to someone outside the match and leaves it in place", async () => {
    const { matchId } = await matchedPair(server);
    const outsider = await createPerson(server);
    expect((await outsider.client.delete(`/api/matches/${matchId}`)).status).toBe(404);
    expect(await matchRow(matchId)).toBeDefined();
    expect((await outsider.client.delete(`/api/matches/${randomUUID()}`)).status).toBe(404);
  });
});

describe("POST /api/matches/reveal", () => {
  it("sets the caller's flag, is idempotent, and answers bothRevealed once both did", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const aliceFlag = alice.id < bob.id ? "user1Revealed" : "user2Revealed";
    const bobFlag = aliceFlag === "user1Revealed" ? "user2Revealed" : "user1Revealed";

    const first = await alice.client.post("/api/matches/reveal", { matchId });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ id: matchId, [aliceFlag]: true, [bobFlag]: false, bothRevealed: false });

    const again = await alice.client.post("/api/matches/reveal", { matchId });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ [aliceFlag]: true, [bobFlag]: false, bothRevealed: false });

    const forBob = (await bob.client.get(`/api/matches/${matchId}`)).json as MatchJson;
    expect(forBob).toMatchObject({ [aliceFlag]: true, [bobFlag]: false, bothRevealed: false });

    const both = await bob.client.post("/api/matches/reveal", { matchId });
    expect(both.status).toBe(200);
    expect(both.json).toMatchObject({ [aliceFlag]: true, [bobFlag]: true, bothRevealed: true });
    const afterAgain = await bob.client.post("/api/matches/reveal", { matchId });
    expect(afterAgain.json).toMatchObject({ [aliceFlag]: true, [bobFlag]: true, bothRevealed: true });

    const row = await matchRow(matchId);
    expect(row).toMatchObject({ user1Revealed: true, user2Revealed: true });
  });

  it("answers 404 to an outsider without touching the flags, and 400 without a valid matchId", async () => {
    const { matchId } = await matchedPair(server);
    const outsider = await createPerson(server);
    expect((await outsider.client.post("/api/matches/reveal", { matchId })).status).toBe(404);
    expect(await matchRow(matchId)).toMatchObject({ user1Revealed: false, user2Revealed: false });
    expect((await outsider.client.post("/api/matches/reveal", {})).status).toBe(400);
    expect((await outsider.client.post("/api/matches/reveal", { matchId: "nope" })).status).toBe(400);
    expect((await new HttpClient(server.baseUrl).post("/api/matches/reveal", { matchId })).status).toBe(401);
  });
});

describe("sharedCategories", () => {
  const categories = PERSONALITY_QUESTIONS.map((question) => question.category);

  it("holds the first three shared categories before both reveal and all of them after", async () => {
    // Questions 2, 4, 5, 9, 12 and 15 shared: score 6.
    const sharedMask = (1 << 1) | (1 << 3) | (1 << 4) | (1 << 8) | (1 << 11) | (1 << 14);
    const all = [categories[1], categories[3], categories[4], categories[8], categories[11], categories[14]];
    const { alice, bob, matchId } = await matchedPair(server, { compatibilityScore: 6, sharedMask });

    const mystery = (await alice.client.get(`/api/matches/${matchId}`)).json as MatchJson;
    expect(mystery.sharedCategories).toEqual(all.slice(0, 3));
    await alice.client.post("/api/matches/reveal", { matchId });
    const oneSide = (await bob.client.get("/api/matches")).json as MatchJson[];
    expect(oneSide.find((match) => match.id === matchId)?.sharedCategories).toEqual(all.slice(0, 3));

    const revealed = (await bob.client.post("/api/matches/reveal", { matchId })).json as MatchJson;
    expect(revealed.sharedCategories).toEqual(all);
    expect(revealed.sharedCategories).toHaveLength(revealed.compatibilityScore);
    const listed = (await alice.client.get("/api/matches")).json as MatchJson[];
    expect(listed.find((match) => match.id === matchId)?.sharedCategories).toEqual(all);
  });

  it("holds min(3, score) categories for a low score", async () => {
    const { alice, matchId } = await matchedPair(server, { compatibilityScore: 2, sharedMask: (1 << 6) | (1 << 10) });
    const match = (await alice.client.get(`/api/matches/${matchId}`)).json as MatchJson;
    expect(match.sharedCategories).toEqual([categories[6], categories[10]]);
  });

  it("leaves the other person anonymous while only one side revealed", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    await alice.client.post("/api/matches/reveal", { matchId });
    const forAlice = (await alice.client.get(`/api/matches/${matchId}`)).json as MatchJson;
    expect(otherPersonIn(forAlice, alice.id)).toEqual({
      id: bob.id,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      profile: null,
    });
  });
});
