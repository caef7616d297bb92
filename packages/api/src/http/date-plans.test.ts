import { describe, expect, it } from "vitest";
import { HttpClient } from "../test/http-client";
import { matchedPair } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/**
 * docs/product-rules.md#share-my-date over HTTP: statuses and body shapes of the REST
 * twins (the rules are tested at the procedures, routers/date-plans.test.ts); every
 * answer is also checked against the API description (test/contract.ts).
 */
const server = useTestServer();

const inTwoDays = () => new Date(Date.now() + 2 * 24 * 3600_000).toISOString();

describe("POST, GET and DELETE /api/date-plans", () => {
  it("answers 201 DatePlan with its url, lists it, deletes it with 204 and then 404", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const created = await alice.client.post("/api/date-plans", { matchId, place: "Café Lumen", startsAt: inTwoDays() });
    expect(created.status).toBe(201);
    const plan = created.json as Record<string, string>;
    expect(Object.keys(plan).sort()).toEqual(["createdAt", "expiresAt", "id", "matchId", "note", "place", "startsAt", "url"]);
    expect(plan.url).toMatch(new RegExp(`^${server.deps.config.publicOrigin}/date/[A-Za-z0-9_-]{43}$`));
    expect(plan.note).toBe("");
    expect(new Date(plan.expiresAt!).getTime() - new Date(plan.startsAt!).getTime()).toBe(24 * 3600_000);

    const listed = await alice.client.get("/api/date-plans");
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([plan]);
    expect((await bob.client.get("/api/date-plans")).json).toEqual([]);

    expect((await bob.client.delete(`/api/date-plans/${plan.id}`)).status).toBe(404);
    const deleted = await alice.client.delete(`/api/date-plans/${plan.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe("");
    expect((await alice.client.delete(`/api/date-plans/${plan.id}`)).status).toBe(404);
  });

  it("answers 400 with the error body for bad input, 404 for a match not the caller's, 401 signed out", async () => {
    const { alice, matchId } = await matchedPair(server);
    const badTime = await alice.client.post("/api/date-plans", { matchId, place: "Park", startsAt: "tomorrow" });
    expect(badTime.status).toBe(400);
    expect(badTime.json).toMatchObject({ code: "BAD_REQUEST", issues: [{ path: "startsAt" }] });
    const past = await alice.client.post("/api/date-plans", { matchId, place: "Park", startsAt: "2020-01-01T10:00:00Z" });
    expect(past.json).toMatchObject({ message: "Pick a time from now to 60 days ahead", issues: [{ path: "startsAt" }] });
    const notYours = await alice.client.post("/api/date-plans", {
      matchId: crypto.randomUUID(),
      place: "Park",
      startsAt: inTwoDays(),
    });
    expect(notYours.status).toBe(404);
    expect((await alice.client.delete("/api/date-plans/not-an-id")).status).toBe(400);
    const signedOut = new HttpClient(server.baseUrl);
    expect((await signedOut.get("/api/date-plans")).status).toBe(401);
    expect((await signedOut.post("/api/date-plans", { matchId, place: "Park", startsAt: inTwoDays() })).status).toBe(401);
  });
});
