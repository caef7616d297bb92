import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { callerPair, createCallerPerson } from "../test/caller";
import { seedMatch } from "../test/match-fixtures";
import { useTestApp } from "../test/test-app";

/** Screening, "Are you sure?" and reports from a message (docs/product-rules.md#safety-in-the-chat), through the procedures. */
const app = useTestApp();

const messagesOf = (matchId: string) => app.deps.db.select().from(schema.messages).where(eq(schema.messages.matchId, matchId));

const MAY_HURT = { code: "CONFLICT", message: "Are you sure? This message may be hurtful." };

describe("screening at send", () => {
  it("gives the recipient the tips, never the sender, in the answer, the listing and the export", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    const sent = await alice.caller.messages.send({
      matchId,
      content: "Add me on WhatsApp +1 415 555 2671, and see bit.ly/x. Can you buy a gift card?",
    });
    expect(sent).toMatchObject({ safetyTips: [], mayHurt: false, hiddenByFilter: false });
    const [row] = await messagesOf(matchId);
    expect(row?.safetyTips).toEqual(["link", "phone", "off-platform", "money"]);

    const [atBob] = await bob.caller.messages.list({ matchId });
    expect(atBob?.safetyTips).toEqual(["link", "phone", "off-platform", "money"]);
    const [atAlice] = await alice.caller.messages.list({ matchId });
    expect(atAlice?.safetyTips).toEqual([]);

    expect((await bob.caller.dataControl.export()).messages[0]?.safetyTips).toEqual(["link", "phone", "off-platform", "money"]);
    expect((await alice.caller.dataControl.export()).messages[0]?.safetyTips).toEqual([]);
  });

  it("finds nothing in ordinary talk", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    await alice.caller.messages.send({ matchId, content: "Drinks at 7:30? The Crown, 12 High St. I'd kill for a pizza after." });
    const [message] = await bob.caller.messages.list({ matchId });
    expect(message).toMatchObject({ safetyTips: [], mayHurt: false, hiddenByFilter: false });
  });
});

describe("Are you sure?", () => {
  it("answers 409 MESSAGE_MAY_HURT for a hurtful text without confirmed, and stores nothing", async () => {
    const { alice, matchId } = await callerPair(app.deps);
    await expect(alice.caller.messages.send({ matchId, content: "you are a stupid b!tch" })).rejects.toMatchObject(MAY_HURT);
    await expect(
      alice.caller.messages.send({ matchId, content: "you are a stupid b!tch", confirmed: false }),
    ).rejects.toMatchObject(MAY_HURT);
    expect(await messagesOf(matchId)).toEqual([]);
  });

  it("stores it with confirmed: true; mayHurt is the recipient's alone", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    const sent = await alice.caller.messages.send({ matchId, content: "f u c k you", confirmed: true });
    expect(sent.mayHurt).toBe(false);
    expect((await bob.caller.messages.list({ matchId }))[0]?.mayHurt).toBe(true);
    expect((await alice.caller.messages.list({ matchId }))[0]?.mayHurt).toBe(false);
    expect((await bob.caller.dataControl.export()).messages[0]?.mayHurt).toBe(true);
  });

  it("still checks the match first: a stranger's match is 404 whatever the text", async () => {
    const { matchId } = await callerPair(app.deps);
    const outsider = await createCallerPerson(app.deps);
    await expect(outsider.caller.messages.send({ matchId, content: "kill yourself" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("reports from a message", () => {
  it("names the message's sender, puts the message first in the evidence, and is a user report", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    const first = await bob.caller.messages.send({ matchId, content: "hey" });
    await alice.caller.messages.send({ matchId, content: "hi" });
    const later = await bob.caller.messages.send({ matchId, content: "hello again" });
    const report = await alice.caller.reports.create({
      description: "This message bothered me",
      messageId: first.id,
    });
    expect(report).toMatchObject({ reportedUserId: bob.id, reportType: "user" });
    const [row] = await app.deps.db.select().from(schema.reports).where(eq(schema.reports.id, report.id));
    expect(row?.evidence?.map((message) => message.id)).toEqual([first.id, expect.any(String), later.id]);
    expect(row?.evidence?.[0]).toMatchObject({ id: first.id, senderId: bob.id, content: "hey" });
  });

  it("answers 404 for the caller's own message, someone else's chat, a mismatched user and an unknown id", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    const own = await alice.caller.messages.send({ matchId, content: "mine" });
    const fromBob = await bob.caller.messages.send({ matchId, content: "his" });
    const carol = await createCallerPerson(app.deps);
    const otherMatch = await seedMatch(app.deps.db, bob.id, carol.id);
    const elsewhere = await bob.caller.messages.send({ matchId: otherMatch, content: "not for alice" });
    const notFound = { code: "NOT_FOUND", message: "Message not found" };
    const report = (messageId: string, reportedUserId?: string) =>
      alice.caller.reports.create({ description: "Reporting this message", messageId, reportedUserId });
    await expect(report(own.id)).rejects.toMatchObject(notFound);
    await expect(report(elsewhere.id)).rejects.toMatchObject(notFound);
    await expect(report(fromBob.id, carol.id)).rejects.toMatchObject(notFound);
    await expect(report(randomUUID())).rejects.toMatchObject(notFound);
    await expect(report("not-an-id")).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
