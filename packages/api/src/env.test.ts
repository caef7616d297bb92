import { describe, expect, it } from "vitest";
import { readServerConfig } from "./env";
import { RATE_LIMITS, everyRateLimitAt } from "./rate-limits";

describe("readServerConfig: the rate limits (contract §8, §10)", () => {
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
