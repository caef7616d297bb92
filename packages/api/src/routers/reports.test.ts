import { schema } from "@unveil/db";
import { and, eq, or } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { callerPair, createCallerPerson } from "../test/caller";
import { pngDataUrl, seedMatch } from "../test/match-fixtures";
import { useTestApp } from "../test/test-app";

/** Reports and blocks (docs/product-rules.md#blocks-and-reports), through the procedures (no HTTP). */
const app = useTestApp();

async function reportRow(reportId: string) {
  const [row] = await app.deps.db.select().from(schema.reports).where(eq(schema.reports.id, reportId));
  return row;
}

async function matchRow(matchId: string) {
  const [row] = await app.deps.db.select().from(schema.matches).where(eq(schema.matches.id, matchId));
  return row;
}

describe("reports.create", () => {
  it("stores the reporter of a bug report, without evidence", async () => {
    const reporter = await createCallerPerson(app.deps);
    const report = await reporter.caller.reports.create({
      reportType: "bug",
      description: "The chat list does not scroll on my phone",
    });
    expect(report).toMatchObject({
      reportType: "bug",
      description: "The chat list does not scroll on my phone",
      reportedUserId: null,
    });
    expect(await reportRow(report.id)).toMatchObject({ reporterId: reporter.id, reportedUserId: null, evidence: null });
  });

  it("defaults the type to bug and treats an empty reportedUserId as none", async () => {
    const reporter = await createCallerPerson(app.deps);
    const report = await reporter.caller.reports.create({ description: "Something odd happened", reportedUserId: "" });
    expect(report).toMatchObject({ reportType: "bug", reportedUserId: null });
  });

  it("keeps a snapshot of the conversation with the reported user that outlives deleting the match", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    await alice.caller.messages.send({ matchId, content: "hi Bob" });
    await bob.caller.messages.send({ matchId, content: "something nasty" });
    await bob.caller.messages.send({ matchId, content: "", imageUrl: await pngDataUrl() });

    const report = await alice.caller.reports.create({
      reportType: "user",
      description: "This person sent me abusive messages",
      reportedUserId: bob.id,
    });
    expect(report).toMatchObject({ reportType: "user", reportedUserId: bob.id });

    await alice.caller.matches.delete({ matchId });
    expect(await matchRow(matchId)).toBeUndefined();

    const stored = await reportRow(report.id);
    expect(stored?.reporterId).toBe(alice.id);
    expect(stored?.evidence?.map((message) => [message.senderId, message.content, message.hasImage])).toEqual([
      [alice.id, "hi Bob", false],
      [bob.id, "something nasty", false],
      [bob.id, "[image]", true],
    ]);
    for (const message of stored?.evidence ?? []) {
      expect(message.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(message.createdAt).toISOString()).toBe(message.createdAt);
    }
  });

  it("keeps only the last 100 messages, oldest first, including a blocked conversation", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    const base = Date.now() - 3_600_000;
    await app.deps.db.insert(schema.messages).values(
      Array.from({ length: 105 }, (_, index) => ({
        id: randomUUID(),
        matchId,
        senderId: index % 2 === 0 ? alice.id : bob.id,
        recipientId: index % 2 === 0 ? bob.id : alice.id,
        content: `message ${index + 1}`,
        createdAt: new Date(base + index * 1000),
      })),
    );
    await alice.caller.reports.blockUser({ userId: bob.id });
    const report = await alice.caller.reports.create({
      reportType: "user",
      description: "Harassment over many messages",
      reportedUserId: bob.id,
    });
    const evidence = (await reportRow(report.id))?.evidence ?? [];
    expect(evidence).toHaveLength(100);
    expect(evidence[0]?.content).toBe("message 6");
    expect(evidence[99]?.content).toBe("message 105");
  });

  it("stores an empty snapshot when there is no conversation with the reported user", async () => {
    const reporter = await createCallerPerson(app.deps);
    const stranger = await createCallerPerson(app.deps);
    const report = await reporter.caller.reports.create({
      reportType: "user",
      description: "Fake profile, stolen photos",
      reportedUserId: stranger.id,
    });
    expect((await reportRow(report.id))?.evidence).toEqual([]);
  });
});

describe("reports.blockUser", () => {
  it("refuses blocking oneself (BAD_REQUEST) and an unknown user (NOT_FOUND)", async () => {
    const me = await createCallerPerson(app.deps);
    await expect(me.caller.reports.blockUser({ userId: me.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "You cannot block yourself",
    });
    await expect(me.caller.reports.blockUser({ userId: randomUUID() })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  for (const direction of ["the first", "the second"] as const) {
    it(`hides the match from both sides and stops messages both ways when ${direction} user blocks`, async () => {
      const { alice, bob, matchId } = await callerPair(app.deps);
      const sent = await alice.caller.messages.send({ matchId, content: "kept for moderation" });
      const [blocker, blocked] = direction === "the first" ? [alice, bob] : [bob, alice];

      await blocker.caller.reports.blockUser({ userId: blocked.id });

      for (const person of [alice, bob]) {
        expect((await person.caller.matches.list()).map((match) => match.id)).not.toContain(matchId);
        await expect(person.caller.matches.get({ matchId })).rejects.toMatchObject({ code: "NOT_FOUND" });
        await expect(person.caller.messages.list({ matchId })).rejects.toMatchObject({ code: "NOT_FOUND" });
        await expect(person.caller.matches.reveal({ matchId })).rejects.toMatchObject({ code: "NOT_FOUND" });
        await expect(person.caller.matches.delete({ matchId })).rejects.toMatchObject({ code: "NOT_FOUND" });
        await expect(person.caller.messages.send({ matchId, content: "can you hear me?" })).rejects.toMatchObject({
          code: "FORBIDDEN",
          message: "You can no longer message this user",
        });
        await expect(person.caller.messages.send({ matchId, content: "", imageUrl: await pngDataUrl() })).rejects.toMatchObject({
          code: "FORBIDDEN",
        });
      }

      // Kept in the database: the match (marked blocked), its messages and the block.
      expect((await matchRow(matchId))?.blockedAt).toBeInstanceOf(Date);
      const messages = await app.deps.db.select().from(schema.messages).where(eq(schema.messages.matchId, matchId));
      expect(messages.map((message) => message.id)).toEqual([sent.id]);
      const blocks = await app.deps.db
        .select()
        .from(schema.blocks)
        .where(and(eq(schema.blocks.blockerId, blocker.id), eq(schema.blocks.blockedId, blocked.id)));
      expect(blocks).toHaveLength(1);
      // No chat image was stored for the refused sends.
      const chatObjects = await app.deps.db
        .select()
        .from(schema.storedObjects)
        .where(
          and(
            eq(schema.storedObjects.purpose, "chat"),
            or(eq(schema.storedObjects.ownerId, alice.id), eq(schema.storedObjects.ownerId, bob.id)),
          ),
        );
      expect(chatObjects).toEqual([]);
    });
  }

  it("is idempotent, and both may block each other", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    await alice.caller.reports.blockUser({ userId: bob.id });
    const firstBlockedAt = (await matchRow(matchId))?.blockedAt;
    await alice.caller.reports.blockUser({ userId: bob.id });
    await bob.caller.reports.blockUser({ userId: alice.id });
    const blocks = await app.deps.db
      .select()
      .from(schema.blocks)
      .where(or(eq(schema.blocks.blockerId, alice.id), eq(schema.blocks.blockerId, bob.id)));
    expect(blocks.map((block) => `${block.blockerId}>${block.blockedId}`).sort()).toEqual(
      [`${alice.id}>${bob.id}`, `${bob.id}>${alice.id}`].sort(),
    );
    expect((await matchRow(matchId))?.blockedAt).toEqual(firstBlockedAt);
  });

  it("stops messages even in a match created after the block", async () => {
    const alice = await createCallerPerson(app.deps);
    const bob = await createCallerPerson(app.deps);
    await alice.caller.reports.blockUser({ userId: bob.id });
    // A match row that somehow exists without blocked_at (e.g. written concurrently): the block still applies.
    const matchId = await seedMatch(app.deps.db, alice.id, bob.id);
    await expect(bob.caller.messages.send({ matchId, content: "hello?" })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("blocks a user without any match between them", async () => {
    const me = await createCallerPerson(app.deps);
    const stranger = await createCallerPerson(app.deps);
    await expect(me.caller.reports.blockUser({ userId: stranger.id })).resolves.toBeUndefined();
  });
});
