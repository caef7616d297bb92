import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createProfile } from "../test/images";
import { registerClient } from "../test/http-client";
import { useTestServer } from "../test/test-server";

const server = useTestServer({ RATE_LIMIT_LOCATION_CHANGES_PER_DAY: "2", RATE_LIMIT_UPLOADS_PER_HOUR: "3" });

async function storedCoordinates(userId: string) {
  const [row] = await server.db.db
    .select({ latitude: schema.profiles.latitude, longitude: schema.profiles.longitude })
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, userId));
  return row;
}

describe("location changes (RATE_LIMIT_LOCATION_CHANGES_PER_DAY=2)", () => {
  it("allows 2 coordinate changes a day, then answers 429 with Retry-After and keeps the location", async () => {
    const { client, user } = await registerClient(server.baseUrl);
    await createProfile(client, { latitude: 48.85, longitude: 2.35 });

    const first = await client.patch("/api/profile", { latitude: 45.764, longitude: 4.8357 });
    expect(first.status).toBe(200);
    expect(await storedCoordinates(user.id)).toEqual({ latitude: 45.76, longitude: 4.84 });
    const second = await client.patch("/api/profile", { location: "Marseille", latitude: 43.2965, longitude: 5.3698 });
    expect(second.status).toBe(200);
    expect(await storedCoordinates(user.id)).toEqual({ latitude: 43.3, longitude: 5.37 });

    const third = await client.patch("/api/profile", { location: "Nice", latitude: 43.7102, longitude: 7.262 });
    expect(third.status).toBe(429);
    expect(third.json).toEqual({ code: "TOO_MANY_REQUESTS", message: "You can change your location up to 2 times a day" });
    const retryAfter = Number(third.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await storedCoordinates(user.id)).toEqual({ latitude: 43.3, longitude: 5.37 });
    expect((await client.get("/api/profile")).json).toMatchObject({ location: "Marseille" });

    // Edits that do not move the user are not limited.
    expect((await client.patch("/api/profile", { bio: "Still here, still reading." })).status).toBe(200);
    expect((await client.patch("/api/profile", { location: "Marseille, France" })).status).toBe(200);
  });

  it("does not count a 'change' that rounds to the same coordinates", async () => {
    const { client, user } = await registerClient(server.baseUrl);
    await createProfile(client, { latitude: 10.12, longitude: 20.34 });
    for (let i = 0; i < 4; i++) {
      const result = await client.patch("/api/profile", { latitude: 10.1201 + i / 10_000, longitude: 20.3399 });
      expect(result.status).toBe(200);
    }
    expect(await storedCoordinates(user.id)).toEqual({ latitude: 10.12, longitude: 20.34 });
    expect((await client.patch("/api/profile", { latitude: 11, longitude: 21 })).status).toBe(200);
  });

  it("counts per user: another user moves freely", async () => {
    const mover = await registerClient(server.baseUrl);
    const other = await registerClient(server.baseUrl);
    await createProfile(mover.client, { latitude: 1, longitude: 1 });
    await createProfile(other.client, { latitude: 1, longitude: 1 });
    expect((await mover.client.patch("/api/profile", { latitude: 2, longitude: 2 })).status).toBe(200);
    expect((await mover.client.patch("/api/profile", { latitude: 3, longitude: 3 })).status).toBe(200);
    expect((await mover.client.patch("/api/profile", { latitude: 4, longitude: 4 })).status).toBe(429);
    expect((await other.client.patch("/api/profile", { latitude: 5, longitude: 5 })).status).toBe(200);
  });
});

describe("upload URLs (RATE_LIMIT_UPLOADS_PER_HOUR=3)", () => {
  it("hands out 3 upload URLs an hour per user, then 429 with Retry-After", async () => {
    const { client } = await registerClient(server.baseUrl);
    for (let i = 0; i < 3; i++) expect((await client.post("/api/objects/upload")).status).toBe(200);
    const refused = await client.post("/api/objects/upload");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(3600);

    const other = await registerClient(server.baseUrl);
    expect((await other.client.post("/api/objects/upload")).status).toBe(200);
  });
});
