import { describe, expect, it } from "vitest";
import { createPerson, seedMatch } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/** docs/product-rules.md#trust-levels-and-new-chats over HTTP: the 429's body and Retry-After (the rule: routers/new-chats.test.ts). */
// One clock for the whole server, its shared stores included (the counters' sweep ages windows by it).
const server = useTestServer({ RATE_LIMIT_NEW_CHATS_PER_DAY_NEW: "1" }, { now: () => new Date("2026-11-25T18:00:00.000Z") });

describe("POST /api/messages beyond the day's new chats", () => {
  it("answers 429 with the contract's message and Retry-After up to the next UTC day", async () => {
    const dater = await createPerson(server);
    const first = await seedMatch(server.deps.db, dater.id, (await createPerson(server)).id);
    const second = await seedMatch(server.deps.db, dater.id, (await createPerson(server)).id);
    expect((await dater.client.post("/api/messages", { matchId: first, content: "Hi there" })).status).toBe(201);
    const limited = await dater.client.post("/api/messages", { matchId: second, content: "Hi there" });
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: "You've started a lot of new chats today. Reply to the chats you have, or try again tomorrow.",
    });
    expect(limited.headers.get("retry-after")).toBe(String(6 * 3600));
  });
});
