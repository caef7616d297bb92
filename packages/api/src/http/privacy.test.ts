import { describe, expect, it } from "vitest";
import type { HttpResult } from "../test/http-client";
import { matchedPair, otherPersonIn, ownPersonIn, seedMatch, type MatchJson, type Person } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/**
 * docs/product-rules.md#shapes-and-redaction privacy of a Match, checked on the raw body text of every REST
 * answer that carries matches: a field name change or a new field cannot hide a leak.
 */

const server = useTestServer();

/** Every answer that carries the match, as the viewer sees it. */
async function matchBodies(viewer: Person, matchId: string): Promise<Record<string, HttpResult>> {
  const bodies = {
    "GET /api/matches": await viewer.client.get("/api/matches"),
    "GET /api/matches/{id}": await viewer.client.get(`/api/matches/${matchId}`),
    "POST /api/matches/reveal": await viewer.client.post("/api/matches/reveal", { matchId }),
  };
  for (const [call, result] of Object.entries(bodies)) {
    expect(result.status, call).toBe(200);
    expect(result.text, call).toContain(matchId);
  }
  return bodies;
}

/** What must never leave the server about `person`, revealed or not. */
function expectNeverSent(text: string, person: Person, call: string) {
  expect(text, `${call}: latitude`).not.toContain(String(person.profile.latitude));
  expect(text, `${call}: longitude`).not.toContain(String(person.profile.longitude));
  expect(text, `${call}: email`).not.toContain(person.email);
  expect(text, `${call}: email domain`).not.toContain("@example.com");
  expect(text, `${call}: coordinate keys`).not.toMatch(/latitude|longitude|email|lookingFor|password/i);
}

function expectIdentityHidden(text: string, person: Person, call: string) {
  expect(text, `${call}: first name`).not.toContain(person.firstName);
  expect(text, `${call}: last name`).not.toContain(person.lastName);
  expect(text, `${call}: bio`).not.toContain(person.profile.bio);
  expect(text, `${call}: location`).not.toContain(person.profile.location);
  for (const photo of person.profile.photoUrls) expect(text, `${call}: photo`).not.toContain(photo);
}

function expectIdentityShown(text: string, person: Person, call: string) {
  expect(text, `${call}: first name`).toContain(person.firstName);
  expect(text, `${call}: last name`).toContain(person.lastName);
  expect(text, `${call}: bio`).toContain(person.profile.bio);
  expect(text, `${call}: location`).toContain(person.profile.location);
  for (const photo of person.profile.photoUrls) expect(text, `${call}: photo`).toContain(photo);
}

describe("a mystery match", () => {
  it("never shows the other person's identity before both reveal, to either side, on any path", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    // Before anyone revealed: read through GET paths only (POST reveal would reveal).
    for (const [viewer, other] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      for (const [call, result] of [
        ["GET /api/matches", await viewer.client.get("/api/matches")],
        ["GET /api/matches/{id}", await viewer.client.get(`/api/matches/${matchId}`)],
      ] as const) {
        expect(result.status).toBe(200);
        expectIdentityHidden(result.text, other, call);
        expectNeverSent(result.text, other, call);
        expectNeverSent(result.text, viewer, call);
      }
    }

    // Alice reveals: still a mystery for both until Bob does too.
    const aliceViews = await matchBodies(alice, matchId);
    for (const [call, result] of Object.entries(aliceViews)) {
      expectIdentityHidden(result.text, bob, call);
      expectNeverSent(result.text, bob, call);
      expectNeverSent(result.text, alice, call);
    }
    for (const [call, result] of [
      ["GET /api/matches", await bob.client.get("/api/matches")],
      ["GET /api/matches/{id}", await bob.client.get(`/api/matches/${matchId}`)],
    ] as const) {
      expectIdentityHidden(result.text, alice, call);
      expectNeverSent(result.text, alice, call);
    }
  });

  it("shows the other person's name, bio, location and photos once both revealed, never coordinates or email", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    expect((await alice.client.post("/api/matches/reveal", { matchId })).status).toBe(200);
    // Bob's reveal is the last one: its own answer already shows Alice.
    const lastReveal = await bob.client.post("/api/matches/reveal", { matchId });
    expect(lastReveal.json).toMatchObject({ bothRevealed: true });
    expectIdentityShown(lastReveal.text, alice, "POST /api/matches/reveal");
    expectNeverSent(lastReveal.text, alice, "POST /api/matches/reveal");
    for (const [viewer, other] of [
      [bob, alice],
      [alice, bob],
    ] as const) {
      for (const [call, result] of Object.entries(await matchBodies(viewer, matchId))) {
        expectIdentityShown(result.text, other, call);
        expectNeverSent(result.text, other, call);
        expectNeverSent(result.text, viewer, call);
      }
    }
    const match = (await alice.client.get(`/api/matches/${matchId}`)).json as MatchJson;
    expect(otherPersonIn(match, alice.id)).toEqual({
      id: bob.id,
      firstName: bob.firstName,
      lastName: bob.lastName,
      profileImageUrl: bob.profile.photoUrls[0],
      profile: {
        gender: bob.profile.gender,
        age: bob.profile.age,
        bio: bob.profile.bio,
        location: bob.profile.location,
        photos: bob.profile.photoUrls,
      },
      verified: false,
    });
  });

  it("keeps the viewer's own PublicUser filled while the other stays anonymous", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const match = (await bob.client.get(`/api/matches/${matchId}`)).json as MatchJson;
    expect(ownPersonIn(match, bob.id)).toMatchObject({ id: bob.id, firstName: bob.firstName, lastName: bob.lastName });
    expect(otherPersonIn(match, bob.id)).toEqual({
      id: alice.id,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      profile: null,
      verified: false,
    });
  });

  it("hides each mystery match separately in a list that also holds a revealed one", async () => {
    const { alice, bob, matchId: revealedId } = await matchedPair(server, { user1Revealed: true, user2Revealed: true });
    const { bob: carol, matchId: mysteryId } = await matchedPair(server);
    // Put Carol into a match with Alice too: Alice then lists one revealed and one mystery match.
    const aliceCarol = await seedMatch(server.deps.db, alice.id, carol.id);
    const list = await alice.client.get("/api/matches");
    const ids = (list.json as MatchJson[]).map((match) => match.id);
    expect(ids).toEqual(expect.arrayContaining([revealedId, aliceCarol]));
    expect(ids).not.toContain(mysteryId);
    expectIdentityShown(list.text, bob, "GET /api/matches");
    expectIdentityHidden(list.text, carol, "GET /api/matches");
    expectNeverSent(list.text, bob, "GET /api/matches");
    expectNeverSent(list.text, carol, "GET /api/matches");
  });
});
