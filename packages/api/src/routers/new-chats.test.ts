import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readServerConfig } from "../env";
import { trustLevel } from "../services/trust-level";
import { signUp, type SignedUp } from "../test/caller";
import { seedMatch } from "../test/match-fixtures";
import { startTestApp, useStarted } from "../test/test-app";

/**
 * docs/product-rules.md#trust-levels-and-new-chats: the first message of a match in which nobody has
 * written yet starts a chat; a dater starts at most N a day by trust level (here 2 new,
 * 3 confirmed, 4 verified); answering never counts. Through the procedures.
 */
let clock = new Date("2026-11-25T10:00:00.000Z");
const app = useStarted(() =>
  startTestApp(
    {
      RATE_LIMIT_NEW_CHATS_PER_DAY_NEW: "2",
      RATE_LIMIT_NEW_CHATS_PER_DAY_CONFIRMED: "3",
      RATE_LIMIT_NEW_CHATS_PER_DAY_VERIFIED: "4",
    },
    { now: () => clock },
  ),
);

const LIMIT = {
  code: "TOO_MANY_REQUESTS",
  message: "You've started a lot of new chats today. Reply to the chats you have, or try again tomorrow.",
};

/** A dater with `count` matches in which nobody has written yet. */
async function daterWithMatches(count: number) {
  const dater = await signUp(app.deps);
  const others: SignedUp[] = [];
  const matchIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const other = await signUp(app.deps);
    others.push(other);
    matchIds.push(await seedMatch(app.deps.db, dater.id, other.id));
  }
  return { dater, others, matchIds };
}

const say = (who: SignedUp, matchId: string, content = "Hi! Your quiz answers made me smile.") =>
  who.caller.messages.send({ matchId, content, imageUrl: null });

async function messageCount(matchId: string) {
  return (await app.deps.db.select().from(schema.messages).where(eq(schema.messages.matchId, matchId))).length;
}

describe("trustLevel", () => {
  it("is verified once photo verified, else confirmed once the email is confirmed, else new", () => {
    expect(trustLevel({ verified: false, emailVerified: false })).toBe("new");
    expect(trustLevel({ verified: false, emailVerified: true })).toBe("confirmed");
    expect(trustLevel({ verified: true, emailVerified: false })).toBe("verified");
    expect(trustLevel({ verified: true, emailVerified: true })).toBe("verified");
  });

  it("allows 5, 20 and 50 new chats a day unless configured", () => {
    const { rateLimits } = readServerConfig({});
    expect([rateLimits.newChatsPerDayNew, rateLimits.newChatsPerDayConfirmed, rateLimits.newChatsPerDayVerified]).toEqual([
      5, 20, 50,
    ]);
  });
});

describe("new chats a day", () => {
  it("lets a new dater start 2 chats; the 3rd first message is a 429 that stores nothing", async () => {
    clock = new Date("2026-11-25T10:00:00.000Z");
    const { dater, matchIds } = await daterWithMatches(3);
    const [first, second, third] = matchIds as [string, string, string];
    await say(dater, first);
    await say(dater, second);
    await expect(say(dater, third)).rejects.toMatchObject(LIMIT);
    expect(await messageCount(third)).toBe(0);

    // More messages in the chats already started are not new chats.
    await say(dater, first, "Also: tacos or ramen?");
    await say(dater, second, "What are you reading?");

    // A new day (UTC), a new allowance.
    clock = new Date("2026-11-26T00:00:01.000Z");
    await say(dater, third);
    expect(await messageCount(third)).toBe(1);
  });

  it("never limits answering a chat the other side started", async () => {
    clock = new Date("2026-11-25T11:00:00.000Z");
    const { dater, others, matchIds } = await daterWithMatches(4);
    for (const [i, matchId] of matchIds.entries()) await say(others[i] as SignedUp, matchId);
    for (const matchId of matchIds) await say(dater, matchId, "Hello back!");
    // Answering used none of the allowance: both new chats are still there.
    for (const matchId of await freshMatches(dater, 2)) await say(dater, matchId);
  });

  it("gives a confirmed dater 3 and a verified dater 4, counting what they used before", async () => {
    clock = new Date("2026-11-25T12:00:00.000Z");
    const { dater, matchIds } = await daterWithMatches(5);
    await say(dater, matchIds[0] as string);
    await say(dater, matchIds[1] as string);
    await expect(say(dater, matchIds[2] as string)).rejects.toMatchObject(LIMIT);

    await app.deps.db.update(schema.users).set({ emailVerified: true }).where(eq(schema.users.id, dater.id));
    await say(dater, matchIds[2] as string);
    await expect(say(dater, matchIds[3] as string)).rejects.toMatchObject(LIMIT);

    await app.deps.db.update(schema.users).set({ verified: true }).where(eq(schema.users.id, dater.id));
    await say(dater, matchIds[3] as string);
    await expect(say(dater, matchIds[4] as string)).rejects.toMatchObject(LIMIT);
  });

  it("counts nothing for a send that is refused for another reason", async () => {
    clock = new Date("2026-11-25T13:00:00.000Z");
    const { dater, others, matchIds } = await daterWithMatches(3);
    await app.deps.db.insert(schema.blocks).values({ blockerId: others[0]?.id ?? "", blockedId: dater.id });
    await expect(say(dater, matchIds[0] as string)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await say(dater, matchIds[1] as string);
    await say(dater, matchIds[2] as string);
  });
});

async function freshMatches(dater: SignedUp, count: number) {
  const matchIds: string[] = [];
  for (let i = 0; i < count; i++) matchIds.push(await seedMatch(app.deps.db, dater.id, (await signUp(app.deps)).id));
  return matchIds;
}
