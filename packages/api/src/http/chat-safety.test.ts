import { describe, expect, it } from "vitest";
import type { HttpClient } from "../test/http-client";
import { TestEventStream } from "../test/event-stream-client";
import { matchedPair, type MessageJson } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/** docs/product-rules.md#safety-in-the-chat over real HTTP: statuses, bodies and the raw event stream of each side. */
const server = useTestServer();

const open = (client: HttpClient) => TestEventStream.open(server.baseUrl, client.cookie);

describe("POST /api/messages screening", () => {
  it("answers 409 MESSAGE_MAY_HURT with the exact body, then 201 with confirmed: true", async () => {
    const { alice, matchId } = await matchedPair(server);
    const refused = await alice.client.post("/api/messages", { matchId, content: "you're a worthless loser" });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ code: "MESSAGE_MAY_HURT", message: "Are you sure? This message may be hurtful." });
    const sent = await alice.client.post("/api/messages", { matchId, content: "you're a worthless loser", confirmed: true });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ mayHurt: false, safetyTips: [], hiddenByFilter: false });
  });

  it("splits the raw SSE payloads: the recipient's carries tips, mayHurt and hiddenByFilter, the sender's none", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    expect((await bob.client.put("/api/hidden-words", { words: ["Telegram"] })).status).toBe(200);
    const [aliceStream, bobStream] = await Promise.all([open(alice.client), open(bob.client)]);
    const content = "Text me on Telegram, 07700 900123, you idiot";
    const sent = (await alice.client.post("/api/messages", { matchId, content, confirmed: true })).json as MessageJson;
    const isSent = (event: { event: string; data: unknown }) =>
      event.event === "message" && (event.data as MessageJson).id === sent.id;
    const atBob = await bobStream.next(isSent, { timeoutMs: 15_000 });
    const atAlice = await aliceStream.next(isSent, { timeoutMs: 15_000 });
    expect(atBob.data).toMatchObject({ safetyTips: ["phone", "off-platform"], mayHurt: true, hiddenByFilter: true });
    expect(atAlice.data).toMatchObject({ safetyTips: [], mayHurt: false, hiddenByFilter: false });
    // The raw bytes, not only the parsed events.
    expect(bobStream.raw).toContain(`"safetyTips":["phone","off-platform"],"mayHurt":true,"hiddenByFilter":true`);
    expect(aliceStream.raw).toContain(`"safetyTips":[],"mayHurt":false,"hiddenByFilter":false`);
    expect(aliceStream.raw).not.toContain(`"off-platform"`);
    // The REST listing agrees with the stream, side by side.
    const listed = (await bob.client.get(`/api/messages/${matchId}`)).json as MessageJson[];
    expect(listed[0]).toEqual(atBob.data);
    await Promise.all([aliceStream.close(), bobStream.close()]);
  });
});

describe("/api/hidden-words", () => {
  it("GET answers { words }; PUT answers 200 with the stored list; bad input is 400 JSON", async () => {
    const { alice } = await matchedPair(server);
    const empty = await alice.client.get("/api/hidden-words");
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({ words: [] });
    const put = await alice.client.put("/api/hidden-words", { words: [" Pineapple ", "pineapple", "Ex"] });
    expect(put.status).toBe(200);
    expect(put.json).toEqual({ words: ["pineapple", "ex"] });
    const bad = await alice.client.put("/api/hidden-words", { words: "pineapple" });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: "BAD_REQUEST", message: expect.any(String) as unknown });
    expect((await alice.client.put("/api/hidden-words", { words: ["x".repeat(51)] })).status).toBe(400);
  });
});

describe("POST /api/reports with messageId", () => {
  it("answers 201 naming the sender, and 404 for a message that is not from the other side", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const fromBob = (await bob.client.post("/api/messages", { matchId, content: "hello" })).json as MessageJson;
    const own = (await alice.client.post("/api/messages", { matchId, content: "hi" })).json as MessageJson;
    const report = await alice.client.post("/api/reports", { description: "This message bothered me", messageId: fromBob.id });
    expect(report.status).toBe(201);
    expect(report.json).toMatchObject({ reportType: "user", reportedUserId: bob.id });
    const refused = await alice.client.post("/api/reports", { description: "This message bothered me", messageId: own.id });
    expect(refused.status).toBe(404);
    expect(refused.json).toEqual({ code: "NOT_FOUND", message: "Message not found" });
  });
});
