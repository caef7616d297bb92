import { schema } from "@unveil/db";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callerPair, createCallerPerson } from "../test/caller";
import { pngDataUrl } from "../test/match-fixtures";
import { useTestApp } from "../test/test-app";

/**
 * A later message (its sender wrote in the match before) is sent in one statement
 * (services/later-send.ts): it answers as every send does (docs/product-rules.md#matches-reveal-and-messages,
 * #are-you-sure, #blocks-and-reports). Through the procedures.
 */
const app = useTestApp();

const MAY_HURT = { code: "CONFLICT", message: "Are you sure? This message may be hurtful." };
const BLOCKED = { code: "FORBIDDEN", message: "You can no longer message this user" };

async function storedMessages(matchId: string) {
  return app.deps.db.select().from(schema.messages).where(eq(schema.messages.matchId, matchId)).orderBy(asc(schema.messages.seq));
}

/** A match in which both have written once. */
async function chattingPair() {
  const pair = await callerPair(app.deps);
  await pair.alice.caller.messages.send({ matchId: pair.matchId, content: "Hi Bob" });
  await pair.bob.caller.messages.send({ matchId: pair.matchId, content: "Hi Alice" });
  return pair;
}

describe("a later message", () => {
  it("is stored for the other participant, unread, in order, with no second opener", async () => {
    const { alice, bob, matchId } = await chattingPair();
    const sent = await alice.caller.messages.send({ matchId, content: "  How was your day?  " });
    expect(sent).toMatchObject({ matchId, senderId: alice.id, content: "How was your day?", imageUrl: null, mayHurt: false });
    const rows = await storedMessages(matchId);
    expect(rows.map((row) => row.content)).toEqual(["Hi Bob", "Hi Alice", "How was your day?"]);
    expect(rows[2]).toMatchObject({ id: sent.id, recipientId: bob.id, readAt: null, createdAt: sent.createdAt });
    const openers = await app.deps.db.select().from(schema.chatOpeners).where(eq(schema.chatOpeners.matchId, matchId));
    expect(openers.map((opener) => opener.senderId).sort()).toEqual([alice.id, bob.id].sort());
    expect((await bob.caller.messages.list({ matchId })).at(-1)).toEqual({ ...sent, safetyTips: [], hiddenByFilter: false });
  });

  it("keeps the screener's tips for the recipient and an image", async () => {
    const { alice, bob, matchId } = await chattingPair();
    const content = "Add me on WhatsApp +1 415 555 2671, and see bit.ly/x. Can you buy a gift card?";
    const sent = await alice.caller.messages.send({ matchId, content, imageUrl: await pngDataUrl() });
    expect(sent).toMatchObject({ safetyTips: [], imageUrl: expect.stringMatching(/^\/objects\//) as unknown });
    const atBob = (await bob.caller.messages.list({ matchId })).at(-1);
    expect(atBob).toMatchObject({ id: sent.id, safetyTips: ["link", "phone", "off-platform", "money"], imageUrl: sent.imageUrl });
  });

  it("answers 409 when the screen holds it and stores nothing; with confirmed: true it is stored, mayHurt for the recipient", async () => {
    const { alice, bob, matchId } = await chattingPair();
    await expect(alice.caller.messages.send({ matchId, content: "you are a stupid b!tch" })).rejects.toMatchObject(MAY_HURT);
    expect(await storedMessages(matchId)).toHaveLength(2);
    const sent = await alice.caller.messages.send({ matchId, content: "f u c k you", confirmed: true });
    expect(sent.mayHurt).toBe(false);
    expect((await bob.caller.messages.list({ matchId })).at(-1)).toMatchObject({ id: sent.id, mayHurt: true });
  });

  it("is FORBIDDEN once either side blocked the other, whichever side sends, and stores nothing", async () => {
    const { alice, bob, matchId } = await chattingPair();
    await bob.caller.reports.blockUser({ userId: alice.id });
    await expect(alice.caller.messages.send({ matchId, content: "Still there?" })).rejects.toMatchObject(BLOCKED);
    await expect(bob.caller.messages.send({ matchId, content: "Bye" })).rejects.toMatchObject(BLOCKED);
    await expect(alice.caller.messages.send({ matchId, content: "hurtful b!tch" })).rejects.toMatchObject(BLOCKED);
    expect(await storedMessages(matchId)).toHaveLength(2);
  });

  it("is FORBIDDEN when a block stands between the two although the match row was not marked", async () => {
    const { alice, bob, matchId } = await chattingPair();
    await app.deps.db.insert(schema.blocks).values({ blockerId: alice.id, blockedId: bob.id });
    await expect(bob.caller.messages.send({ matchId, content: "Hello?" })).rejects.toMatchObject(BLOCKED);
    expect(await storedMessages(matchId)).toHaveLength(2);
  });

  it("is NOT_FOUND to an outsider and once the match is deleted", async () => {
    const { alice, matchId } = await chattingPair();
    const outsider = await createCallerPerson(app.deps);
    await expect(outsider.caller.messages.send({ matchId, content: "Hey" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await alice.caller.matches.delete({ matchId });
    await expect(alice.caller.messages.send({ matchId, content: "Hey" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await storedMessages(matchId)).toEqual([]);
  });
});
