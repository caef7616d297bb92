import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { HttpClient } from "../test/http-client";
import { createPerson, matchedPair } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/** What the REST twin adds to reports and blocks. Rules: routers/reports.test.ts. */
const server = useTestServer();

describe("POST /api/reports", () => {
  it("answers 201 with exactly the Report fields, the date as an ISO string", async () => {
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
  });

  it("refuses a short or long description and an unknown type with 400 and the spec's words, 401 signed out", async () => {
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

  it("never hands the evidence back to the reporter", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    await bob.client.post("/api/messages", { matchId, content: "something nasty" });
    const result = await alice.client.post("/api/reports", {
      reportType: "user",
      description: "This person sent me abusive messages",
      reportedUserId: bob.id,
    });
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({ reportType: "user", reportedUserId: bob.id });
    expect(result.text).not.toContain("something nasty");
  });
});

describe("POST /api/block/{userId}", () => {
  it("answers 204 without a body; 400 for oneself, 404 for an unknown user, 400 for a malformed id, 401 signed out", async () => {
    const me = await createPerson(server);
    const stranger = await createPerson(server);
    const self = await me.client.post(`/api/block/${me.id}`);
    expect(self.status).toBe(400);
    expect(self.json).toMatchObject({ message: "You cannot block yourself", code: "BAD_REQUEST" });
    expect((await me.client.post(`/api/block/${randomUUID()}`)).status).toBe(404);
    expect((await me.client.post("/api/block/not-a-user")).status).toBe(400);
    expect((await new HttpClient(server.baseUrl).post(`/api/block/${me.id}`)).status).toBe(401);
    const result = await me.client.post(`/api/block/${stranger.id}`);
    expect(result.status).toBe(204);
    expect(result.text).toBe("");
  });

  it("answers 403 `You can no longer message this user` to a send after the block", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    expect((await alice.client.post(`/api/block/${bob.id}`)).status).toBe(204);
    const send = await bob.client.post("/api/messages", { matchId, content: "can you hear me?" });
    expect(send.status).toBe(403);
    expect(send.json).toMatchObject({ message: "You can no longer message this user", code: "FORBIDDEN" });
    expect((await bob.client.get(`/api/matches/${matchId}`)).status).toBe(404);
  });
});
