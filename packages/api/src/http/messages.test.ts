import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { HttpClient } from "../test/http-client";
import { createPerson, largePngDataUrl, matchedPair, pngDataUrl, type MessageJson } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/** What the REST twin adds to the message procedures. Rules: routers/messages.test.ts. */
const server = useTestServer();

async function storedMessages(matchId: string) {
  return server.deps.db.select().from(schema.messages).where(eq(schema.messages.matchId, matchId)).orderBy(schema.messages.seq);
}

describe("POST /api/messages", () => {
  it("answers 201 with the Message and addresses it to the other participant", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const result = await alice.client.post("/api/messages", { matchId, content: "Hello there!", imageUrl: null });
    expect(result.status).toBe(201);
    const message = result.json as MessageJson;
    expect(Object.keys(message).sort()).toEqual([
      "content",
      "createdAt",
      "hiddenByFilter",
      "id",
      "imageSensitive",
      "imageUrl",
      "matchId",
      "mayHurt",
      "safetyTips",
      "senderId",
    ]);
    expect(message).toMatchObject({ matchId, senderId: alice.id, content: "Hello there!", imageUrl: null });
    expect(message.id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await storedMessages(matchId);
    expect(row).toMatchObject({ id: message.id, senderId: alice.id, recipientId: bob.id, readAt: null });
  });

  it("refuses blank text without an image and text over 2000 characters, with the validators' words", async () => {
    const { alice, matchId } = await matchedPair(server);
    const blank = await alice.client.post("/api/messages", { matchId, content: "   " });
    expect(blank.status).toBe(400);
    expect(blank.json).toMatchObject({ message: "Write a message or attach an image", code: "BAD_REQUEST" });
    const tooLong = await alice.client.post("/api/messages", { matchId, content: "x".repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toMatchObject({ message: "Messages must be at most 2000 characters" });
    const longest = await alice.client.post("/api/messages", { matchId, content: "y".repeat(2000) });
    expect(longest.status).toBe(201);
    expect((await storedMessages(matchId)).length).toBe(1);
  });

  it("accepts the caller's own uploaded image by its URL, and refuses someone else's upload", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const upload = async (person: typeof alice) => {
      const target = await person.client.post("/api/objects/upload");
      expect(target.status).toBe(200);
      const { uploadURL } = target.json as { uploadURL: string };
      const bytes = Buffer.from((await pngDataUrl(16, 16)).split(",")[1] ?? "", "base64");
      const put = await person.client.request("PUT", uploadURL, { rawBody: bytes, headers: { "content-type": "image/png" } });
      expect(put.status).toBe(200);
      return { uploadURL, url: (put.json as { url: string }).url };
    };
    const mine = await upload(alice);
    const result = await alice.client.post("/api/messages", { matchId, content: "", imageUrl: mine.url });
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({ content: "[image]", imageUrl: mine.url });

    // Both participants can load the chat image; an outsider cannot.
    expect((await bob.client.get(mine.url)).status).toBe(200);
    expect((await alice.client.get(mine.url)).status).toBe(200);
    const outsider = await createPerson(server);
    expect((await outsider.client.get(mine.url)).status).toBe(404);

    const bobs = await upload(bob);
    const stolen = await alice.client.post("/api/messages", { matchId, content: "mine now", imageUrl: bobs.url });
    expect(stolen.status).toBe(400);
    // A refused send leaves the uploader's object alone.
    const [object] = await server.deps.db
      .select()
      .from(schema.storedObjects)
      .where(eq(schema.storedObjects.id, bobs.url.replace("/objects/", "")));
    expect(object?.ownerId).toBe(bob.id);
    expect((await storedMessages(matchId)).length).toBe(1);
  });

  it("answers the same 404 body to an outsider and for an unknown match, and 401 signed out", async () => {
    const { matchId } = await matchedPair(server);
    const outsider = await createPerson(server);
    const notMine = await outsider.client.post("/api/messages", { matchId, content: "let me in" });
    expect(notMine.status).toBe(404);
    const unknown = await outsider.client.post("/api/messages", { matchId: randomUUID(), content: "anyone?" });
    expect(unknown.status).toBe(404);
    expect(notMine.json).toEqual(unknown.json);
    expect((await new HttpClient(server.baseUrl).post("/api/messages", { matchId, content: "x" })).status).toBe(401);
  });

  it("answers 413 for a chat image of 5 MB or more, 400 for something that is not an image", async () => {
    const { alice, matchId } = await matchedPair(server);
    const big = await alice.client.post("/api/messages", {
      matchId,
      content: "big",
      imageUrl: await largePngDataUrl(5 * 1024 * 1024 + 1024),
    });
    expect(big.status).toBe(413);
    expect((big.json as { message: string }).message).toMatch(/5 MB/);
    const text = `data:image/png;base64,${Buffer.from("definitely not a picture").toString("base64")}`;
    expect((await alice.client.post("/api/messages", { matchId, content: "hi", imageUrl: text })).status).toBe(400);
  });
});

describe("GET /api/messages/{matchId}", () => {
  it("answers 200 with the conversation, the same Message JSON the sends answered", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const sent: MessageJson[] = [];
    for (const [person, content] of [
      [alice, "one"],
      [bob, "two"],
    ] as const) {
      sent.push((await person.client.post("/api/messages", { matchId, content })).json as MessageJson);
    }
    const forAlice = await alice.client.get(`/api/messages/${matchId}`);
    expect(forAlice.status).toBe(200);
    expect(forAlice.json).toEqual(sent);
    const afterFirst = await bob.client.get(`/api/messages/${matchId}?after=${sent[0]?.id}`);
    expect(afterFirst.status).toBe(200);
    expect(afterFirst.json).toEqual(sent.slice(1));
  });

  it("answers 404 `Message not found` for a cursor that is not a message of this match, 400 for a malformed one", async () => {
    const { alice, matchId } = await matchedPair(server);
    await alice.client.post("/api/messages", { matchId, content: "here" });
    const unknown = await alice.client.get(`/api/messages/${matchId}?after=${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ message: "Message not found", code: "NOT_FOUND" });
    expect((await alice.client.get(`/api/messages/${matchId}?after=garbage`)).status).toBe(400);
  });

  it("answers 404 to an outsider without a word of the conversation, and 400 for a malformed match id", async () => {
    const { alice, matchId } = await matchedPair(server);
    await alice.client.post("/api/messages", { matchId, content: "private words" });
    const outsider = await createPerson(server);
    const notMine = await outsider.client.get(`/api/messages/${matchId}`);
    expect(notMine.status).toBe(404);
    expect(notMine.text).not.toContain("private words");
    expect((await outsider.client.get(`/api/messages/${randomUUID()}`)).status).toBe(404);
    expect((await outsider.client.get("/api/messages/nope")).status).toBe(400);
  });
});

describe("GET /api/notifications/unread-count", () => {
  it("answers 200 {count}, and 401 when signed out", async () => {
    const { bob } = await matchedPair(server);
    const result = await bob.client.get("/api/notifications/unread-count");
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ count: 1 });
    expect((await new HttpClient(server.baseUrl).get("/api/notifications/unread-count")).status).toBe(401);
  });
});
