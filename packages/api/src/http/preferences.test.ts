import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { HttpClient, registerClient } from "../test/http-client";
import { createPlaces, matchesBetween, northOf, seedMatchingProfile, seedProfileFor } from "../test/matching-seeds";
import { useTestServer } from "../test/test-server";

const server = useTestServer();
const nextPlace = createPlaces();

async function profileSearchColumns(userId: string) {
  const [row] = await server.deps.db
    .select({
      ageMin: schema.profiles.searchAgeMin,
      ageMax: schema.profiles.searchAgeMax,
      distanceKm: schema.profiles.searchDistanceKm,
    })
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, userId));
  return row;
}

describe("GET /api/preferences", () => {
  it("answers the defaults 18, 99, 100 while none are saved", async () => {
    const { client } = await registerClient(server.baseUrl);
    const result = await client.get("/api/preferences");
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ ageMin: 18, ageMax: 99, distanceKm: 100 });
  });

  it("answers 401 when signed out", async () => {
    const anonymous = new HttpClient(server.baseUrl);
    expect((await anonymous.get("/api/preferences")).status).toBe(401);
    expect((await anonymous.put("/api/preferences", { ageMin: 20, ageMax: 30, distanceKm: 50 })).status).toBe(401);
  });
});

describe("PUT /api/preferences", () => {
  it("saves, answers 200 with the preferences, and copies them onto the profile", async () => {
    const { client, user } = await registerClient(server.baseUrl);
    await seedProfileFor(server.deps.db, user.id, { ...nextPlace() });
    const result = await client.put("/api/preferences", { ageMin: 25, ageMax: 41, distanceKm: 35 });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ ageMin: 25, ageMax: 41, distanceKm: 35 });
    expect((await client.get("/api/preferences")).json).toEqual({ ageMin: 25, ageMax: 41, distanceKm: 35 });
    expect(await profileSearchColumns(user.id)).toEqual({ ageMin: 25, ageMax: 41, distanceKm: 35 });

    // Saving again replaces them.
    expect((await client.put("/api/preferences", { ageMin: 18, ageMax: 18, distanceKm: 500 })).status).toBe(200);
    expect((await client.get("/api/preferences")).json).toEqual({ ageMin: 18, ageMax: 18, distanceKm: 500 });
    expect(await profileSearchColumns(user.id)).toEqual({ ageMin: 18, ageMax: 18, distanceKm: 500 });
  });

  it("saves without a profile (the profile copies them when it is created)", async () => {
    const { client, user } = await registerClient(server.baseUrl);
    const result = await client.put("/api/preferences", { ageMin: 30, ageMax: 35, distanceKm: 10 });
    expect(result.status).toBe(200);
    expect((await client.get("/api/preferences")).json).toEqual({ ageMin: 30, ageMax: 35, distanceKm: 10 });
    expect(await profileSearchColumns(user.id)).toBeUndefined();
  });

  it("accepts numbers sent as strings (form values) and answers numbers", async () => {
    const { client } = await registerClient(server.baseUrl);
    const result = await client.put("/api/preferences", { ageMin: "21", ageMax: "45", distanceKm: "75" });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ ageMin: 21, ageMax: 45, distanceKm: 75 });
  });

  it("searches for matches within the request, with the new distance and ages", async () => {
    const place = nextPlace();
    const { client, user } = await registerClient(server.baseUrl);
    await seedProfileFor(server.deps.db, user.id, { ...place, age: 33, answerBits: 0 });
    const far = await seedMatchingProfile(server.deps.db, { ...northOf(place, 150), age: 40, distanceKm: 500 });
    const older = await seedMatchingProfile(server.deps.db, { ...northOf(place, 20), age: 60 });

    expect((await client.put("/api/preferences", { ageMin: 18, ageMax: 50, distanceKm: 100 })).status).toBe(200);
    expect(await matchesBetween(server.deps.db, user.id, far)).toEqual([]);
    expect(await matchesBetween(server.deps.db, user.id, older)).toEqual([]);

    expect((await client.put("/api/preferences", { ageMin: 18, ageMax: 50, distanceKm: 200 })).status).toBe(200);
    expect(await matchesBetween(server.deps.db, user.id, far)).toHaveLength(1);
    expect(await matchesBetween(server.deps.db, user.id, older)).toEqual([]);

    expect((await client.put("/api/preferences", { ageMin: 18, ageMax: 60, distanceKm: 200 })).status).toBe(200);
    expect(await matchesBetween(server.deps.db, user.id, older)).toHaveLength(1);
  });

  it("narrowing the preferences keeps existing matches", async () => {
    const place = nextPlace();
    const { client, user } = await registerClient(server.baseUrl);
    await seedProfileFor(server.deps.db, user.id, { ...place, answerBits: 0 });
    const near = await seedMatchingProfile(server.deps.db, { ...northOf(place, 30) });
    expect((await client.put("/api/preferences", { ageMin: 18, ageMax: 99, distanceKm: 100 })).status).toBe(200);
    expect(await matchesBetween(server.deps.db, user.id, near)).toHaveLength(1);
    expect((await client.put("/api/preferences", { ageMin: 18, ageMax: 99, distanceKm: 5 })).status).toBe(200);
    expect(await matchesBetween(server.deps.db, user.id, near)).toHaveLength(1);
  });

  it.each([
    [{ ageMin: 40, ageMax: 30, distanceKm: 100 }, "ageMin", "Minimum age must be less than or equal to maximum age"],
    [{ ageMin: 17, ageMax: 30, distanceKm: 100 }, "ageMin", undefined],
    [{ ageMin: 18, ageMax: 100, distanceKm: 100 }, "ageMax", undefined],
    [{ ageMin: 18, ageMax: 99, distanceKm: 0 }, "distanceKm", undefined],
    [{ ageMin: 18, ageMax: 99, distanceKm: 501 }, "distanceKm", undefined],
    [{ ageMin: 18.5, ageMax: 99, distanceKm: 100 }, "ageMin", undefined],
    [{ ageMin: 18, ageMax: 99 }, "distanceKm", undefined],
    [{ ageMin: "old", ageMax: 99, distanceKm: 100 }, "ageMin", undefined],
  ])("answers 400 for %j and saves nothing", async (body, path, message) => {
    const { client } = await registerClient(server.baseUrl);
    const result = await client.put("/api/preferences", body);
    expect(result.status).toBe(400);
    const error = result.json as { message: string; code: string; issues: { path: string; message: string }[] };
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.issues[0]?.path).toBe(path);
    if (message) expect(error.message).toBe(message);
    expect((await client.get("/api/preferences")).json).toEqual({ ageMin: 18, ageMax: 99, distanceKm: 100 });
  });
});

describe("PUT /api/preferences rate limit (RATE_LIMIT_PREFERENCE_SAVES_PER_HOUR=2)", () => {
  const limited = useTestServer({ RATE_LIMIT_PREFERENCE_SAVES_PER_HOUR: "2" });

  it("answers 429 with Retry-After on the third save in an hour, per user, and keeps the last saved values", async () => {
    const { client } = await registerClient(limited.baseUrl);
    expect((await client.put("/api/preferences", { ageMin: 20, ageMax: 30, distanceKm: 50 })).status).toBe(200);
    expect((await client.put("/api/preferences", { ageMin: 21, ageMax: 31, distanceKm: 51 })).status).toBe(200);
    const third = await client.put("/api/preferences", { ageMin: 22, ageMax: 32, distanceKm: 52 });
    expect(third.status).toBe(429);
    expect(third.json).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const retryAfter = Number(third.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await client.get("/api/preferences")).json).toEqual({ ageMin: 21, ageMax: 31, distanceKm: 51 });

    // Reading is not limited, and another user has their own allowance.
    expect((await client.get("/api/preferences")).status).toBe(200);
    const other = await registerClient(limited.baseUrl);
    expect((await other.client.put("/api/preferences", { ageMin: 20, ageMax: 30, distanceKm: 50 })).status).toBe(200);
  });
});
