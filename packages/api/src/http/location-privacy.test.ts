import { describe, expect, it } from "vitest";
import type { HttpClient } from "../test/http-client";
import { createPerson, seedMatch } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/**
 * docs/product-rules.md#a-profile-that-stays-true with docs/product-rules.md#shapes-and-redaction over REST, on the raw body text: a dater moves with PATCH
 * /api/profile; a mystery match learns nothing of the place before or after, a
 * revealed match sees the new place's name, and nobody but the mover its coordinates.
 */
const server = useTestServer();

const NEW_PLACE = { location: "Wellingford-on-Sea", latitude: -41.37, longitude: -174.83 };

async function matchAnswers(viewer: HttpClient, matchId: string): Promise<[string, string][]> {
  const answers: [string, string][] = [];
  for (const path of ["/api/matches", `/api/matches/${matchId}`]) {
    const result = await viewer.get(path);
    expect(result.status, path).toBe(200);
    expect(result.text, path).toContain(matchId);
    answers.push([`GET ${path}`, result.text]);
  }
  return answers;
}

function expectNoPlace(text: string, place: { location: string; latitude: number; longitude: number }, call: string) {
  expect(text, `${call}: place name`).not.toContain(place.location);
  expect(text, `${call}: latitude`).not.toContain(String(place.latitude));
  expect(text, `${call}: longitude`).not.toContain(String(place.longitude));
  expect(text, `${call}: coordinate keys`).not.toMatch(/latitude|longitude/i);
}

describe("moving (PATCH /api/profile with coordinates)", () => {
  it("answers the mover's Profile; a mystery match sees no place before or after, a revealed match the new name only", async () => {
    const mover = await createPerson(server, { gender: "female" });
    const mystery = await createPerson(server, { gender: "male" });
    const revealed = await createPerson(server, { gender: "male" });
    const mysteryMatch = await seedMatch(server.deps.db, mover.id, mystery.id);
    const revealedMatch = await seedMatch(server.deps.db, mover.id, revealed.id, { user1Revealed: true, user2Revealed: true });
    const oldPlace = mover.profile;

    for (const [call, text] of await matchAnswers(mystery.client, mysteryMatch)) expectNoPlace(text, oldPlace, call);

    const moved = await mover.client.patch("/api/profile", NEW_PLACE);
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ userId: mover.id, ...NEW_PLACE });

    for (const [call, text] of await matchAnswers(mystery.client, mysteryMatch)) {
      expectNoPlace(text, oldPlace, call);
      expectNoPlace(text, NEW_PLACE, call);
    }
    for (const [call, text] of await matchAnswers(revealed.client, revealedMatch)) {
      expect(text, `${call}: new place name`).toContain(NEW_PLACE.location);
      expect(text, `${call}: old place name`).not.toContain(oldPlace.location);
      expect(text, `${call}: latitude`).not.toContain(String(NEW_PLACE.latitude));
      expect(text, `${call}: longitude`).not.toContain(String(NEW_PLACE.longitude));
      expect(text, `${call}: coordinate keys`).not.toMatch(/latitude|longitude/i);
    }
  });
});
