import { describe, expect, it } from "vitest";
import { HttpClient, registerClient, uniqueEmail } from "../test/http-client";
import { useTestServer } from "../test/test-server";

const server = useTestServer({ RATE_LIMIT_LOGIN_FAILURES_PER_IP: "3" });

describe("docs/product-rules.md#hardening: failed logins are limited per client IP too", () => {
  it("answers 429 once one IP has failed too often, whichever emails it tried", async () => {
    const { email, password } = await registerClient(server.baseUrl);
    const client = new HttpClient(server.baseUrl);
    for (let attempt = 0; attempt < 3; attempt++) {
      // A different email each time: the per-email limit (10) is never met.
      expect((await client.post("/api/login", { email: uniqueEmail(), password: "one password tried" })).status).toBe(401);
    }
    const blocked = await client.post("/api/login", { email, password });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
