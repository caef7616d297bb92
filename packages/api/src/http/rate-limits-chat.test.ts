import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPerson, matchedPair } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/** docs/product-rules.md#limits: messages per user per minute, reports per user per hour (here 3 and 2). */

// Pinned 10 s into a fixed-window hour, so no test straddles a window boundary; one clock for the
// whole server, its shared stores included.
let clock = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 10_000);
const server = useTestServer({ RATE_LIMIT_MESSAGES_PER_MINUTE: "3", RATE_LIMIT_REPORTS_PER_HOUR: "2" }, { now: () => clock });

describe("message rate limit", () => {
  it("answers 429 with Retry-After to the 4th message in a minute, per sender, and lets it through in the next minute", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    for (let i = 1; i <= 3; i++) {
      expect((await alice.client.post("/api/messages", { matchId, content: `message ${i}` })).status).toBe(201);
    }
    const limited = await alice.client.post("/api/messages", { matchId, content: "one too many" });
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(limited.headers.get("retry-after")).toBe("50");
    const stored = await server.deps.db.select().from(schema.messages).where(eq(schema.messages.matchId, matchId));
    expect(stored.map((message) => message.content)).toEqual(["message 1", "message 2", "message 3"]);

    // Bob has his own allowance.
    expect((await bob.client.post("/api/messages", { matchId, content: "my turn" })).status).toBe(201);

    clock = new Date(clock.getTime() + 60_000);
    expect((await alice.client.post("/api/messages", { matchId, content: "a new minute" })).status).toBe(201);
  });
});

describe("report rate limit", () => {
  it("answers 429 with Retry-After to the 3rd report in an hour", async () => {
    const reporter = await createPerson(server);
    const report = { reportType: "other", description: "A perfectly reasonable report" };
    expect((await reporter.client.post("/api/reports", report)).status).toBe(201);
    expect((await reporter.client.post("/api/reports", report)).status).toBe(201);
    const limited = await reporter.client.post("/api/reports", report);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const stored = await server.deps.db.select().from(schema.reports).where(eq(schema.reports.reporterId, reporter.id));
    expect(stored).toHaveLength(2);

    // Another user is not affected.
    const other = await createPerson(server);
    expect((await other.client.post("/api/reports", report)).status).toBe(201);
  });
});
