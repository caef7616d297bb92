import { schema } from "@unveil/db";
import { and, eq, or } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { HttpClient } from "../test/http-client";
import { createPerson, matchedPair, pngDataUrl, seedMatch, type MatchJson, type MessageJson } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

const server = useTestServer();

async function reportRow(reportId: string) {
  const [row] = await server.deps.db.select().from(schema.reports).where(eq(schema.reports.id, reportId));
  return row;
}

async function matchRow(matchId: string) {
  const [row] = await server.deps.db.select().from(schema.matches).where(eq(schema.matches.id, matchId));
  return row;
}

describe("POST /api/reports", () => {
  it("answers 201 with the Report for a bug report and stores the reporter", async () => {
    const reporter = await createPerson(server);
    const result = await reporter.client.post("/api/reports", {
      reportType: "bug",
      description: "The chat list does not scroll on my phone",
    });
    expect(result.status).toBe(201);
    const report = result.json as { id: string; createdAt: string };
    expect(Object.keys(report).sort()).toEqual(["createdAt", "description", "id", "reportType", "reportedUserId"]);
    expect(report).toMatchObject({
      reportType: "bug",
      description: "The chat list does not scroll on my phone",
      reportedUserId: null,
    });
    expect(new Date(report.createdAt).toISOString()).toBe(report.createdAt);
    expect(await reportRow(report.id)).toMatchObject({ reporterId: reporter.id, reportedUserId: null, evidence: null });
  });

  it("defaults the type to bug and treats an empty reportedUserId as none", async () => {
    const reporter = await createPerson(server);
    const result = await reporter.client.post("/api/reports", { description: "Something odd happened", reportedUserId: "" });
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({ reportType: "bug", reportedUserId: null });
  });

  it("refuses a short or long description and an unknown type with 400 and the spec's words", async () => {
    const reporter = await createPerson(server);
    const short = await reporter.client.post("/api/reports", { reportType: "user", description: "too short" });
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({ message: "Please provide more details (at least 10 characters)" });
    const long = await reporter.client.post("/api/reports", { reportType: "user", description: "x".repeat(1001) });
    expect(long.status).toBe(400);
    const badType = await reporter.client.post("/api/reports", { reportType: "spam", description: "long enough text" });
    expect(badType.status).toBe(400);
    const signedOut = await new HttpClient(server.baseUrl).post("/api/reports", { description: "long enough text" });
    expect(signedOut.status).toBe(401);
  });

  it("keeps a snapshot of the conversation with the reported user that outlives deleting the match", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    await alice.client.post("/api/messages", { matchId, content: "hi Bob" });
    await bob.client.post("/api/messages", { matchId, content: "something nasty" });
    await bob.client.post("/api/messages", { matchId, content: "", imageUrl: await pngDataUrl() });

    const result = await alice.client.post("/api/reports", {
      reportType: "user",
      description: "This person sent me abusive messages",
      reportedUserId: bob.id,
    });
    expect(result.status).toBe(201);
    const report = result.json as { id: string };
    expect(result.json).toMatchObject({ reportType: "user", reportedUserId: bob.id });
    // The evidence is for moderation only: not in the reporter's answer.
    expect(result.text).not.toContain("something nasty");

    expect((await alice.client.delete(`/api/matches/${matchId}`)).status).toBe(204);
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
    const { alice, bob, matchId } = await matchedPair(server);
    const base = Date.now() - 3_600_000;
    await server.deps.db.insert(schema.messages).values(
      Array.from({ length: 105 }, (_, index) => ({
        id: randomUUID(),
        matchId,
        senderId: index % 2 === 0 ? alice.id : bob.id,
        recipientId: index % 2 === 0 ? bob.id : alice.id,
        content: `message ${index + 1}`,
        createdAt: new Date(base + index * 1000),
      })),
    );
    expect((await alice.client.post(`/api/block/${bob.id}`)).status).toBe(204);
    const result = await alice.client.post("/api/reports", {
      reportType: "user",
      description: "Harassment over many messages",
      reportedUserId: bob.id,
    });
    expect(result.status).toBe(201);
    const evidence = (await reportRow((result.json as { id: string }).id))?.evidence ?? [];
    expect(evidence).toHaveLength(100);
    expect(evidence[0]?.content).toBe("message 6");
    expect(evidence[99]?.content).toBe("message 105");
  });

  it("stores an empty snapshot when there is no conversation with the reported user", async () => {
    const reporter = await createPerson(server);
    const stranger = await createPerson(server);
    const result = await reporter.client.post("/api/reports", {
      reportType: "user",
      description: "Fake profile, stolen photos",
      reportedUserId: stranger.id,
    });
    expect(result.status).toBe(201);
    expect((await reportRow((result.json as { id: string }).id))?.evidence).toEqual([]);
  });
});

describe("POST /api/block/{userId}", () => {
  it("refuses blocking oneself (400), an unknown user (404) and a malformed id (400)", async () => {
    const me = await createPerson(server);
    const self = await me.client.post(`/api/block/${me.id}`);
    expect(self.status).toBe(400);
    expect(self.json).toMatchObject({ message: "You cannot block yourself", code: "BAD_REQUEST" });
    expect((await me.client.post(`/api/block/${randomUUID()}`)).status).toBe(404);
    expect((await me.client.post("/api/block/not-a-user")).status).toBe(400);
    expect((await new HttpClient(server.baseUrl).post(`/api/block/${me.id}`)).status).toBe(401);
  });

  for (const direction of ["the first", "the second"] as const) {
    it(`hides the match from both sides and stops messages both ways when ${direction} user blocks`, async () => {
      const { alice, bob, matchId } = await matchedPair(server);
      const sent = (await alice.client.post("/api/messages", { matchId, content: "kept for moderation" })).json as MessageJson;
      const [blocker, blocked] = direction === "the first" ? [alice, bob] : [bob, alice];

      const result = await blocker.client.post(`/api/block/${blocked.id}`);
      expect(result.status).toBe(204);
      expect(result.text).toBe("");

      for (const person of [alice, bob]) {
        const list = (await person.client.get("/api/matches")).json as MatchJson[];
        expect(list.map((match) => match.id)).not.toContain(matchId);
        expect((await person.client.get(`/api/matches/${matchId}`)).status).toBe(404);
        expect((await person.client.get(`/api/messages/${matchId}`)).status).toBe(404);
        expect((await person.client.post("/api/matches/reveal", { matchId })).status).toBe(404);
        expect((await person.client.delete(`/api/matches/${matchId}`)).status).toBe(404);
        const send = await person.client.post("/api/messages", { matchId, content: "can you hear me?" });
        expect(send.status).toBe(403);
        expect(send.json).toMatchObject({ message: "You can no longer message this user", code: "FORBIDDEN" });
        const image = await person.client.post("/api/messages", { matchId, content: "", imageUrl: await pngDataUrl() });
        expect(image.status).toBe(403);
      }

      // Kept in the database: the match (marked blocked), its messages and the block.
      const row = await matchRow(matchId);
      expect(row?.blockedAt).toBeInstanceOf(Date);
      const messages = await server.deps.db.select().from(schema.messages).where(eq(schema.messages.matchId, matchId));
      expect(messages.map((message) => message.id)).toEqual([sent.id]);
      const blocks = await server.deps.db
        .select()
        .from(schema.blocks)
        .where(and(eq(schema.blocks.blockerId, blocker.id), eq(schema.blocks.blockedId, blocked.id)));
      expect(blocks).toHaveLength(1);
      // No chat image was stored for the refused sends.
      const chatObjects = await server.deps.db
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
    const { alice, bob, matchId } = await matchedPair(server);
    expect((await alice.client.post(`/api/block/${bob.id}`)).status).toBe(204);
    const firstBlockedAt = (await matchRow(matchId))?.blockedAt;
    expect((await alice.client.post(`/api/block/${bob.id}`)).status).toBe(204);
    expect((await bob.client.post(`/api/block/${alice.id}`)).status).toBe(204);
    const blocks = await server.deps.db
      .select()
      .from(schema.blocks)
      .where(or(eq(schema.blocks.blockerId, alice.id), eq(schema.blocks.blockerId, bob.id)));
    expect(blocks.map((block) => `${block.blockerId}>${block.blockedId}`).sort()).toEqual(
      [`${alice.id}>${bob.id}`, `${bob.id}>${alice.id}`].sort(),
    );
    expect((await matchRow(matchId))?.blockedAt).toEqual(firstBlockedAt);
  });

  it("stops messages even in a match created after the block", async () => {
    const alice = await createPerson(server);
    const bob = await createPerson(server);
    expect((await alice.client.post(`/api/block/${bob.id}`)).status).toBe(204);
    // A match row that somehow exists without blocked_at (e.g. written concurrently): the block still applies.
    const matchId = await seedMatch(server.deps.db, alice.id, bob.id);
    const send = await bob.client.post("/api/messages", { matchId, content: "hello?" });
    expect(send.status).toBe(403);
  });

  it("blocks a user without any match between them", async () => {
    const me = await createPerson(server);
    const stranger = await createPerson(server);
    expect((await me.client.post(`/api/block/${stranger.id}`)).status).toBe(204);
  });
});
