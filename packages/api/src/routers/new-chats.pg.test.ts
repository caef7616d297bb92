import { schema } from "@unveil/db";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUp, type SignedUp } from "../test/caller";
import { seedMatch } from "../test/match-fixtures";
import { useTestApp } from "../test/test-app";

/**
 * docs/product-rules.md#trust-levels-and-new-chats under real concurrency (PostgreSQL only: PGlite runs
 * one statement at a time, so nothing could race there). A new dater may start 2 chats here.
 */
const app = useTestApp({ RATE_LIMIT_NEW_CHATS_PER_DAY_NEW: "2" });

const say = (who: SignedUp, matchId: string) =>
  who.caller.messages.send({ matchId, content: "Hi! Coffee or tea person?", imageUrl: null });

async function newChatsCounted(userIds: string[]) {
  const rows = await app.deps.db
    .select({ hits: schema.rateLimits.hits })
    .from(schema.rateLimits)
    .where(and(eq(schema.rateLimits.bucket, "new-chat"), inArray(schema.rateLimits.key, userIds)));
  return rows.reduce((sum, row) => sum + row.hits, 0);
}

describe("new chats started at the same moment (PostgreSQL)", () => {
  it("lets exactly 2 of 6 simultaneous first messages through", async () => {
    const dater = await signUp(app.deps);
    const matchIds: string[] = [];
    for (let i = 0; i < 6; i++) matchIds.push(await seedMatch(app.deps.db, dater.id, (await signUp(app.deps)).id));
    const results = await Promise.allSettled(matchIds.map((matchId) => say(dater, matchId)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(2);
    const refused = results.filter((result) => result.status === "rejected");
    expect(refused).toHaveLength(4);
    for (const result of refused) expect(result.reason).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const stored = await app.deps.db.select().from(schema.messages).where(inArray(schema.messages.matchId, matchIds));
    expect(stored).toHaveLength(2);
  });

  it("counts one new chat when both sides write the first message at once", async () => {
    for (let round = 0; round < 5; round++) {
      const alice = await signUp(app.deps);
      const bob = await signUp(app.deps);
      const matchId = await seedMatch(app.deps.db, alice.id, bob.id);
      await Promise.all([say(alice, matchId), say(bob, matchId)]);
      expect(await newChatsCounted([alice.id, bob.id])).toBe(1);
      const openers = await app.deps.db.select().from(schema.chatOpeners).where(eq(schema.chatOpeners.matchId, matchId));
      expect(openers).toHaveLength(2);
    }
  });
});
