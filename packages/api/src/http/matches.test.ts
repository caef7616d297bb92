import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { HttpClient } from "../test/http-client";
import { createPerson, matchedPair, ownPersonIn, type MatchJson } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/** What the REST twin adds to the match procedures: paths, statuses, JSON bodies. Rules: routers/matches.test.ts. */
const server = useTestServer();

describe("GET /api/matches", () => {
  it("answers every Match field of the contract and nothing else, dates as ISO strings", async () => {
    const { alice, bob, matchId } = await matchedPair(server, { compatibilityScore: 6 });
    const result = await alice.client.get("/api/matches");
    expect(result.status).toBe(200);
    const [match] = result.json as MatchJson[];
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
      verified: false,
      profile: {
        gender: alice.profile.gender,
        age: alice.profile.age,
        bio: alice.profile.bio,
        location: alice.profile.location,
        photos: alice.profile.photoUrls,
      },
    });
  });

  it("answers 200 [] to a user without matches, and 401 when signed out", async () => {
    const loner = await createPerson(server);
    const result = await loner.client.get("/api/matches");
    expect(result.status).toBe(200);
    expect(result.json).toEqual([]);
    expect((await new HttpClient(server.baseUrl).get("/api/matches")).status).toBe(401);
  });
});

describe("GET /api/matches/{id}", () => {
  it("answers 200 with the match to a participant", async () => {
    const { bob, matchId } = await matchedPair(server);
    const forBob = await bob.client.get(`/api/matches/${matchId}`);
    expect(forBob.status).toBe(200);
    expect((forBob.json as MatchJson).id).toBe(matchId);
  });

  it("answers the same 404 body for a match of other people and an unknown id, 400 for a malformed id", async () => {
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
  });
});

describe("DELETE /api/matches/{id}", () => {
  it("answers 204 without a body, then 404 to the same call and to an outsider", async () => {
    const { bob, matchId } = await matchedPair(server);
    const outsider = await createPerson(server);
    expect((await outsider.client.delete(`/api/matches/${matchId}`)).status).toBe(404);
    const result = await bob.client.delete(`/api/matches/${matchId}`);
    expect(result.status).toBe(204);
    expect(result.text).toBe("");
    expect((await bob.client.delete(`/api/matches/${matchId}`)).status).toBe(404);
  });
});

describe("POST /api/matches/reveal", () => {
  it("answers 200 with the Match, 404 to an outsider, 400 without a valid matchId, 401 signed out", async () => {
    const { alice, matchId } = await matchedPair(server);
    const first = await alice.client.post("/api/matches/reveal", { matchId });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ id: matchId, bothRevealed: false });
    const outsider = await createPerson(server);
    expect((await outsider.client.post("/api/matches/reveal", { matchId })).status).toBe(404);
    expect((await outsider.client.post("/api/matches/reveal", {})).status).toBe(400);
    expect((await outsider.client.post("/api/matches/reveal", { matchId: "nope" })).status).toBe(400);
    expect((await new HttpClient(server.baseUrl).post("/api/matches/reveal", { matchId })).status).toBe(401);
  });
});
