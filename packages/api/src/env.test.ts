import { describe, expect, it } from "vitest";
import { readServerConfig } from "./env";
import { RATE_LIMITS, everyRateLimitAt } from "./rate-limits";

describe("readServerConfig: the rate limits (docs/product-rules.md#limits, #configuration)", () => {
  it("reads each limit from its variable in RATE_LIMITS, and falls back to the table's default", () => {
    const config = readServerConfig({ RATE_LIMIT_MESSAGES_PER_MINUTE: "7" });
    expect(config.rateLimits.messagesPerMinute).toBe(7);
    expect(config.rateLimits.reportsPerHour).toBe(RATE_LIMITS.reportsPerHour.defaultLimit);
    expect(Object.keys(config.rateLimits).sort()).toEqual(Object.keys(RATE_LIMITS).sort());
  });

  it("sets every limit through everyRateLimitAt", () => {
    const config = readServerConfig(everyRateLimitAt(1234));
    expect(new Set(Object.values(config.rateLimits))).toEqual(new Set([1234]));
  });

  it("refuses a limit that is not a positive whole number, naming the variable", () => {
    expect(() => readServerConfig({ RATE_LIMIT_UPLOADS_PER_HOUR: "0" })).toThrow(/RATE_LIMIT_UPLOADS_PER_HOUR/);
    expect(() => readServerConfig({ RATE_LIMIT_REGISTER_PER_HOUR: "lots" })).toThrow(/RATE_LIMIT_REGISTER_PER_HOUR/);
  });
});

describe("readServerConfig: beyond one machine (docs/product-rules.md#beyond-one-machine)", () => {
  it("reads the pool mode, the direct URL (DATABASE_URL when unset) and the trusted proxies", () => {
    const plain = readServerConfig({ DATABASE_URL: "postgres://db/app" });
    expect(plain).toMatchObject({ databasePoolMode: "session", databaseDirectUrl: "postgres://db/app", trustedProxies: [] });
    const pooled = readServerConfig({
      DATABASE_URL: "postgres://pgbouncer/app",
      DATABASE_POOL_MODE: "transaction",
      DATABASE_DIRECT_URL: "postgres://db/app",
      TRUSTED_PROXIES: " 10.0.0.2, 10.1.0.0/16 ",
    });
    expect(pooled).toMatchObject({
      databaseUrl: "postgres://pgbouncer/app",
      databasePoolMode: "transaction",
      databaseDirectUrl: "postgres://db/app",
      trustedProxies: ["10.0.0.2", "10.1.0.0/16"],
    });
  });

  it("refuses transaction pooling without a direct URL, and an unknown pool mode", () => {
    expect(() => readServerConfig({ DATABASE_URL: "postgres://pgbouncer/app", DATABASE_POOL_MODE: "transaction" })).toThrow(
      /DATABASE_DIRECT_URL/,
    );
    expect(() => readServerConfig({ DATABASE_POOL_MODE: "statement" })).toThrow(/DATABASE_POOL_MODE/);
  });
});
