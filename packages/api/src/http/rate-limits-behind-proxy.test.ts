import { describe, expect, it } from "vitest";
import { HttpClient, uniqueEmail } from "../test/http-client";
import { useTestServer } from "../test/test-server";

// The test server listens on 127.0.0.1: here that is the balancer.
const behindBalancer = useTestServer({ RATE_LIMIT_LOGIN_FAILURES_PER_IP: "2", TRUSTED_PROXIES: "127.0.0.1" });
const exposed = useTestServer({ RATE_LIMIT_LOGIN_FAILURES_PER_IP: "2" });

const failLogin = (baseUrl: string, forwardedFor: string) =>
  new HttpClient(baseUrl).post(
    "/api/login",
    { email: uniqueEmail(), password: "one password tried" },
    { headers: { "x-forwarded-for": forwardedFor } },
  );

describe("docs/product-rules.md#beyond-one-machine: per-IP limits behind a balancer", () => {
  it("counts each client X-Forwarded-For names when the peer is a trusted proxy", async () => {
    expect((await failLogin(behindBalancer.baseUrl, "198.51.100.1")).status).toBe(401);
    expect((await failLogin(behindBalancer.baseUrl, "198.51.100.1")).status).toBe(401);
    expect((await failLogin(behindBalancer.baseUrl, "198.51.100.1")).status).toBe(429);
    // Another dater behind the same balancer is not blocked by the first one's failures.
    expect((await failLogin(behindBalancer.baseUrl, "198.51.100.2")).status).toBe(401);
  });

  it("ignores X-Forwarded-For without TRUSTED_PROXIES: a client cannot pick its own address", async () => {
    expect((await failLogin(exposed.baseUrl, "198.51.100.1")).status).toBe(401);
    expect((await failLogin(exposed.baseUrl, "198.51.100.2")).status).toBe(401);
    expect((await failLogin(exposed.baseUrl, "198.51.100.3")).status).toBe(429);
  });
});
