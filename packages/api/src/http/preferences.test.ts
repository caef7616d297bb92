import { describe, expect, it } from "vitest";
import { HttpClient, registerClient } from "../test/http-client";
import { useTestServer } from "../test/test-server";

/** What the REST twin adds to the preference procedures. Rules: routers/preferences.test.ts. */
const server = useTestServer();

describe("GET /api/preferences", () => {
  it("answers the defaults 18, 99, 100 while none are saved", async () => {
    const { client } = await registerClient(server.baseUrl);
    const result = await client.get("/api/preferences");
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ ageMin: 18, ageMax: 99, distanceKm: 100, verifiedOnly: false });
  });

  it("answers 401 when signed out", async () => {
    const anonymous = new HttpClient(server.baseUrl);
    expect((await anonymous.get("/api/preferences")).status).toBe(401);
    expect((await anonymous.put("/api/preferences", { ageMin: 20, ageMax: 30, distanceKm: 50 })).status).toBe(401);
  });
});

describe("PUT /api/preferences", () => {
  it("answers 200 with the saved preferences", async () => {
    const { client } = await registerClient(server.baseUrl);
    const result = await client.put("/api/preferences", { ageMin: 25, ageMax: 41, distanceKm: 35 });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ ageMin: 25, ageMax: 41, distanceKm: 35, verifiedOnly: false });
    expect((await client.get("/api/preferences")).json).toEqual({ ageMin: 25, ageMax: 41, distanceKm: 35, verifiedOnly: false });
  });

  it("accepts numbers sent as strings (form values) and answers numbers", async () => {
    const { client } = await registerClient(server.baseUrl);
    const result = await client.put("/api/preferences", { ageMin: "21", ageMax: "45", distanceKm: "75" });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ ageMin: 21, ageMax: 45, distanceKm: 75, verifiedOnly: false });
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
    expect((await client.get("/api/preferences")).json).toEqual({ ageMin: 18, ageMax: 99, distanceKm: 100, verifiedOnly: false });
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
    expect((await client.get("/api/preferences")).json).toEqual({ ageMin: 21, ageMax: 31, distanceKm: 51, verifiedOnly: false });

    // Reading is not limited, and another user has their own allowance.
    expect((await client.get("/api/preferences")).status).toBe(200);
    const other = await registerClient(limited.baseUrl);
    expect((await other.client.put("/api/preferences", { ageMin: 20, ageMax: 30, distanceKm: 50 })).status).toBe(200);
  });
});
