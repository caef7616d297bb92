import { PERSONALITY_QUESTIONS, schema } from "@unveil/db";
import { eq, inArray } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { callerPair, createCallerPerson } from "../test/caller";
import { pngDataUrl, seedMatch } from "../test/match-fixtures";
import { useTestApp } from "../test/test-app";

/** The match rules of docs/product-rules.md#shapes-and-redaction, #matching, #matches-reveal-and-messages, through the procedures (no HTTP). */
const app = useTestApp();

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const otherIn = <Match extends { user1Id: string; user1: unknown; user2: unknown }>(match: Match, viewerId: string) =>
  match.user1Id === viewerId ? match.user2 : match.user1;

async function matchRow(matchId: string) {
  const [row] = await app.deps.db.select().from(schema.matches).where(eq(schema.matches.id, matchId));
  return row;
}

describe("matches.list", () => {
  it("lists the caller's matches newest first, without blocked matches or other people's", async () => {
    const me = await createCallerPerson(app.deps);
    const [older, newer, blocked, strangerA, strangerB] = await Promise.all([
      createCallerPerson(app.deps),
      createCallerPerson(app.deps),
      createCallerPerson(app.deps),
      createCallerPerson(app.deps),
      createCallerPerson(app.deps),
    ]);
    const olderMatch = await seedMatch(app.deps.db, me.id, older.id, { createdAt: hoursAgo(3) });
    const newerMatch = await seedMatch(app.deps.db, me.id, newer.id, { createdAt: hoursAgo(2) });
    await seedMatch(app.deps.db, me.id, blocked.id, { createdAt: hoursAgo(1) });
    await seedMatch(app.deps.db, strangerA.id, strangerB.id);
    await me.caller.reports.blockUser({ userId: blocked.id });

    const list = await me.caller.matches.list();
    expect(list.map((match) => match.id)).toEqual([newerMatch, olderMatch]);
  });

  it("marks the caller's side seen and leaves the other side unseen", async () => {
    const { alice, matchId } = await callerPair(app.deps);
    const before = await matchRow(matchId);
    expect(before?.user1SeenAt).toBeNull();
    expect(before?.user2SeenAt).toBeNull();

    await alice.caller.matches.list();
    const after = await matchRow(matchId);
    const aliceIsUser1 = after?.user1Id === alice.id;
    expect(aliceIsUser1 ? after?.user1SeenAt : after?.user2SeenAt).toBeInstanceOf(Date);
    expect(aliceIsUser1 ? after?.user2SeenAt : after?.user1SeenAt).toBeNull();
  });

  it("is empty for a user without matches", async () => {
    const loner = await createCallerPerson(app.deps);
    expect(await loner.caller.matches.list()).toEqual([]);
  });
});

describe("matches.get", () => {
  it("answers the match to either participant and marks that side seen", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    expect((await bob.caller.matches.get({ matchId })).id).toBe(matchId);
    const row = await matchRow(matchId);
    expect(row?.user1Id === bob.id ? row.user1SeenAt : row?.user2SeenAt).toBeInstanceOf(Date);
    expect(row?.user1Id === alice.id ? row.user1SeenAt : row?.user2SeenAt).toBeNull();
    expect((await alice.caller.matches.get({ matchId })).id).toBe(matchId);
  });

  it("is NOT_FOUND alike for a match of other people and an unknown id, and the outsider's look marks nothing seen", async () => {
    const { matchId } = await callerPair(app.deps);
    const outsider = await createCallerPerson(app.deps);
    const notMine = outsider.caller.matches.get({ matchId });
    await expect(notMine).rejects.toMatchObject({ code: "NOT_FOUND", message: "Match not found" });
    await expect(outsider.caller.matches.get({ matchId: randomUUID() })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Match not found",
    });
    const row = await matchRow(matchId);
    expect(row?.user1SeenAt).toBeNull();
    expect(row?.user2SeenAt).toBeNull();
  });
});

describe("matches.delete", () => {
  it("deletes the match, its messages and its chat images in one go, and records the pair", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    const sent = await alice.caller.messages.send({ matchId, content: "hello", imageUrl: await pngDataUrl() });
    await bob.caller.messages.send({ matchId, content: "hi back" });
    const imageObjectId = (sent.imageUrl ?? "").replace("/objects/", "");

    await bob.caller.matches.delete({ matchId });

    expect(await matchRow(matchId)).toBeUndefined();
    const leftMessages = await app.deps.db.select().from(schema.messages).where(eq(schema.messages.matchId, matchId));
    expect(leftMessages).toEqual([]);
    const [user1Id, user2Id] = alice.id < bob.id ? [alice.id, bob.id] : [bob.id, alice.id];
    const pairs = await app.deps.db
      .select()
      .from(schema.deletedPairs)
      .where(inArray(schema.deletedPairs.user1Id, [user1Id]));
    expect(pairs.map((pair) => [pair.user1Id, pair.user2Id])).toContainEqual([user1Id, user2Id]);
    // The conversation's chat image is removed with it (spec §4: permanently).
    const images = await app.deps.db.select().from(schema.storedObjects).where(eq(schema.storedObjects.id, imageObjectId));
    expect(images).toEqual([]);

    for (const person of [alice, bob]) {
      await expect(person.caller.matches.get({ matchId })).rejects.toMatchObject({ code: "NOT_FOUND" });
      expect((await person.caller.matches.list()).map((match) => match.id)).not.toContain(matchId);
      await expect(person.caller.messages.list({ matchId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    await expect(alice.caller.matches.delete({ matchId })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("is NOT_FOUND to someone outside the match and leaves it in place", async () => {
    const { matchId } = await callerPair(app.deps);
    const outsider = await createCallerPerson(app.deps);
    await expect(outsider.caller.matches.delete({ matchId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await matchRow(matchId)).toBeDefined();
    await expect(outsider.caller.matches.delete({ matchId: randomUUID() })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("matches.reveal", () => {
  it("sets the caller's flag, is idempotent, and answers bothRevealed once both did", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    const aliceFlag = alice.id < bob.id ? "user1Revealed" : "user2Revealed";
    const bobFlag = aliceFlag === "user1Revealed" ? "user2Revealed" : "user1Revealed";

    const first = await alice.caller.matches.reveal({ matchId });
    expect(first).toMatchObject({ id: matchId, [aliceFlag]: true, [bobFlag]: false, bothRevealed: false });
    const again = await alice.caller.matches.reveal({ matchId });
    expect(again).toMatchObject({ [aliceFlag]: true, [bobFlag]: false, bothRevealed: false });
    expect(await bob.caller.matches.get({ matchId })).toMatchObject({ [aliceFlag]: true, [bobFlag]: false, bothRevealed: false });

    const both = await bob.caller.matches.reveal({ matchId });
    expect(both).toMatchObject({ [aliceFlag]: true, [bobFlag]: true, bothRevealed: true });
    const afterAgain = await bob.caller.matches.reveal({ matchId });
    expect(afterAgain).toMatchObject({ [aliceFlag]: true, [bobFlag]: true, bothRevealed: true });

    expect(await matchRow(matchId)).toMatchObject({ user1Revealed: true, user2Revealed: true });
  });

  it("is NOT_FOUND to an outsider, without touching the flags", async () => {
    const { matchId } = await callerPair(app.deps);
    const outsider = await createCallerPerson(app.deps);
    await expect(outsider.caller.matches.reveal({ matchId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await matchRow(matchId)).toMatchObject({ user1Revealed: false, user2Revealed: false });
  });
});

describe("sharedCategories", () => {
  const categories = PERSONALITY_QUESTIONS.map((question) => question.category);

  it("holds the first three shared categories before both reveal and all of them after", async () => {
    // Questions 2, 4, 5, 9, 12 and 15 shared: score 6.
    const sharedMask = (1 << 1) | (1 << 3) | (1 << 4) | (1 << 8) | (1 << 11) | (1 << 14);
    const all = [categories[1], categories[3], categories[4], categories[8], categories[11], categories[14]];
    const { alice, bob, matchId } = await callerPair(app.deps, { compatibilityScore: 6, sharedMask });

    expect((await alice.caller.matches.get({ matchId })).sharedCategories).toEqual(all.slice(0, 3));
    await alice.caller.matches.reveal({ matchId });
    const oneSide = await bob.caller.matches.list();
    expect(oneSide.find((match) => match.id === matchId)?.sharedCategories).toEqual(all.slice(0, 3));

    const revealed = await bob.caller.matches.reveal({ matchId });
    expect(revealed.sharedCategories).toEqual(all);
    expect(revealed.sharedCategories).toHaveLength(revealed.compatibilityScore);
    const listed = await alice.caller.matches.list();
    expect(listed.find((match) => match.id === matchId)?.sharedCategories).toEqual(all);
  });

  it("holds min(3, score) categories for a low score", async () => {
    const { alice, matchId } = await callerPair(app.deps, { compatibilityScore: 2, sharedMask: (1 << 6) | (1 << 10) });
    expect((await alice.caller.matches.get({ matchId })).sharedCategories).toEqual([categories[6], categories[10]]);
  });

  it("leaves the other person anonymous while only one side revealed", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    await alice.caller.matches.reveal({ matchId });
    expect(otherIn(await alice.caller.matches.get({ matchId }), alice.id)).toEqual({
      id: bob.id,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      profile: null,
      verified: false,
    });
  });
});
