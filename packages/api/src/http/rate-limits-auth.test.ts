import { describe, expect, it } from "vitest";
import { HttpClient, registerClient, uniqueEmail } from "../test/http-client";
import { useTestServer } from "../test/test-server";

const server = useTestServer({ RATE_LIMIT_LOGIN_FAILURES: "3", RATE_LIMIT_REGISTER_PER_HOUR: "4" });

describe("docs/product-rules.md#limits limits on sign-in", () => {
  it("answers 429 with Retry-After once an email has had too many failed logins, even with the right password", async () => {
    const { email, password } = await registerClient(server.baseUrl);
    const client = new HttpClient(server.baseUrl);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await client.post("/api/login", { email, password: "wrong password!" })).status).toBe(401);
    }
    const blocked = await client.post("/api/login", { email, password });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another email is unaffected.
    const other = await registerClient(server.baseUrl);
    expect(
      (await new HttpClient(server.baseUrl).post("/api/login", { email: other.email, password: other.password })).status,
    ).toBe(200);
  });

  it("limits registrations per IP per hour", async () => {
    // The test above registered two accounts from this IP; the limit is 4 an hour.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await new HttpClient(server.baseUrl).post("/api/register", { email: uniqueEmail(), password: "long enough pw" })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 429, 429, 429]);
  });
});
