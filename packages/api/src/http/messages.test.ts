import { schema } from "@unveil/db";
import { IMAGE_ONLY_MESSAGE_CONTENT } from "@unveil/validators";
import { and, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpClient } from "../test/http-client";
import { createPerson, largePngDataUrl, matchedPair, pngDataUrl, type MessageJson } from "../test/match-fixtures";
import { startTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function storedMessages(matchId: string) {
  return server.deps.db.select().from(schema.messages).where(eq(schema.messages.matchId, matchId)).orderBy(schema.messages.seq);
}

const unreadCount = async (client: HttpClient) => {
  const result = await client.get("/api/notifications/unread-count");
  expect(result.status).toBe(200);
  return (result.json as { count: number }).count;
};

describe("POST /api/messages", () => {
  it("answers 201 with the Message and addresses it to the other participant", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const result = await alice.client.post("/api/messages", { matchId, content: "Hello there!", imageUrl: null });
    expect(result.status).toBe(201);
    const message = result.json as MessageJson;
    expect(Object.keys(message).sort()).toEqual(["content", "createdAt", "id", "imageUrl", "matchId", "senderId"]);
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

  it("stores an image-only message as [image] and serves its image as /objects/<id>", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const result = await alice.client.post("/api/messages", { matchId, content: "", imageUrl: await pngDataUrl() });
    expect(result.status).toBe(201);
    const message = result.json as MessageJson;
    expect(message.content).toBe(IMAGE_ONLY_MESSAGE_CONTENT);
    expect(message.imageUrl).toMatch(/^\/objects\/[0-9a-f-]{36}$/);
    const objectId = (message.imageUrl ?? "").slice("/objects/".length);
    const [row] = await storedMessages(matchId);
    expect(row).toMatchObject({ content: "[image]", imageObjectId: objectId });
    const [object] = await server.deps.db.select().from(schema.storedObjects).where(eq(schema.storedObjects.id, objectId));
    expect(object).toMatchObject({ ownerId: alice.id, purpose: "chat", contentType: "image/png" });
    expect(await server.deps.storage.get(objectId)).not.toBeNull();

    const listed = (await bob.client.get(`/api/messages/${matchId}`)).json as MessageJson[];
    expect(listed).toEqual([message]);
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

  it("keeps the text of a message that has both text and an image", async () => {
    const { alice, matchId } = await matchedPair(server);
    const result = await alice.client.post("/api/messages", { matchId, content: "Look at this", imageUrl: await pngDataUrl() });
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({ content: "Look at this", imageUrl: expect.stringMatching(/^\/objects\//) });
  });

  it("refuses a chat image of 5 MB or more with 413 and stores nothing", async () => {
    const { alice, matchId } = await matchedPair(server);
    const objectsBefore = await server.deps.db
      .select()
      .from(schema.storedObjects)
      .where(and(eq(schema.storedObjects.ownerId, alice.id), eq(schema.storedObjects.purpose, "chat")));
    const result = await alice.client.post("/api/messages", {
      matchId,
      content: "big",
      imageUrl: await largePngDataUrl(5 * 1024 * 1024 + 1024),
    });
    expect(result.status).toBe(413);
    expect((result.json as { message: string }).message).toMatch(/5 MB/);
    expect(await storedMessages(matchId)).toEqual([]);
    const objectsAfter = await server.deps.db
      .select()
      .from(schema.storedObjects)
      .where(and(eq(schema.storedObjects.ownerId, alice.id), eq(schema.storedObjects.purpose, "chat")));
    expect(objectsAfter.length).toBe(objectsBefore.length);
  });

  it("refuses something that is not an image with 400", async () => {
    const { alice, matchId } = await matchedPair(server);
    const text = `data:image/png;base64,${Buffer.from("definitely not a picture").toString("base64")}`;
    const result = await alice.client.post("/api/messages", { matchId, content: "hi", imageUrl: text });
    expect(result.status).toBe(400);
    expect(await storedMessages(matchId)).toEqual([]);
  });

  it("answers 404 to an outsider and for an unknown match, and stores nothing", async () => {
    const { matchId } = await matchedPair(server);
    const outsider = await createPerson(server);
    const notMine = await outsider.client.post("/api/messages", { matchId, content: "let me in" });
    expect(notMine.status).toBe(404);
    const withImage = await outsider.client.post("/api/messages", { matchId, content: "", imageUrl: await pngDataUrl() });
    expect(withImage.status).toBe(404);
    const unknown = await outsider.client.post("/api/messages", { matchId: randomUUID(), content: "anyone?" });
    expect(unknown.status).toBe(404);
    expect(notMine.json).toEqual(unknown.json);
    expect(await storedMessages(matchId)).toEqual([]);
    const outsiderObjects = await server.deps.db
      .select()
      .from(schema.storedObjects)
      .where(and(eq(schema.storedObjects.ownerId, outsider.id), eq(schema.storedObjects.purpose, "chat")));
    expect(outsiderObjects).toEqual([]);
    expect((await new HttpClient(server.baseUrl).post("/api/messages", { matchId, content: "x" })).status).toBe(401);
  });
});

describe("GET /api/messages/{matchId}", () => {
  it("lists the conversation oldest first, the same for both participants", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const sent: MessageJson[] = [];
    for (const [person, content] of [
      [alice, "one"],
      [bob, "two"],
      [alice, "three"],
      [bob, "four"],
    ] as const) {
      const result = await person.client.post("/api/messages", { matchId, content });
      sent.push(result.json as MessageJson);
    }
    const forAlice = await alice.client.get(`/api/messages/${matchId}`);
    expect(forAlice.status).toBe(200);
    expect((forAlice.json as MessageJson[]).map((message) => message.content)).toEqual(["one", "two", "three", "four"]);
    expect(forAlice.json).toEqual(sent);
    expect((await bob.client.get(`/api/messages/${matchId}`)).json).toEqual(sent);
  });

  it("answers only newer messages after a cursor, and [] after the newest", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const ids: string[] = [];
    for (const content of ["a", "b", "c", "d"]) {
      ids.push(((await alice.client.post("/api/messages", { matchId, content })).json as MessageJson).id);
    }
    const afterSecond = await bob.client.get(`/api/messages/${matchId}?after=${ids[1]}`);
    expect(afterSecond.status).toBe(200);
    expect((afterSecond.json as MessageJson[]).map((message) => message.id)).toEqual(ids.slice(2));
    const afterLast = await bob.client.get(`/api/messages/${matchId}?after=${ids[3]}`);
    expect(afterLast.json).toEqual([]);
    const newest = ((await bob.client.post("/api/messages", { matchId, content: "e" })).json as MessageJson).id;
    const poll = await alice.client.get(`/api/messages/${matchId}?after=${ids[3]}`);
    expect((poll.json as MessageJson[]).map((message) => message.id)).toEqual([newest]);
  });

  it("answers 404 for a cursor that is not a message of this match (documented choice), 400 for a malformed one", async () => {
    const { alice, matchId } = await matchedPair(server);
    const other = await matchedPair(server);
    const foreign = (
      (await other.alice.client.post("/api/messages", { matchId: other.matchId, content: "elsewhere" })).json as MessageJson
    ).id;
    await alice.client.post("/api/messages", { matchId, content: "here" });
    const unknown = await alice.client.get(`/api/messages/${matchId}?after=${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ message: "Message not found", code: "NOT_FOUND" });
    const fromAnotherMatch = await alice.client.get(`/api/messages/${matchId}?after=${foreign}`);
    expect(fromAnotherMatch.status).toBe(404);
    expect((await alice.client.get(`/api/messages/${matchId}?after=garbage`)).status).toBe(400);
  });

  it("answers 404 to an outsider, for an unknown match, and 400 for a malformed match id", async () => {
    const { alice, matchId } = await matchedPair(server);
    await alice.client.post("/api/messages", { matchId, content: "private words" });
    const outsider = await createPerson(server);
    const notMine = await outsider.client.get(`/api/messages/${matchId}`);
    expect(notMine.status).toBe(404);
    expect(notMine.text).not.toContain("private words");
    expect((await outsider.client.get(`/api/messages/${randomUUID()}`)).status).toBe(404);
    expect((await outsider.client.get("/api/messages/nope")).status).toBe(400);
    // The outsider's attempt marked nothing read.
    expect((await storedMessages(matchId))[0]?.readAt).toBeNull();
  });
});

describe("unread count", () => {
  it("counts unseen matches and unread messages addressed to the caller, and clears them as they are read", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    expect(await unreadCount(alice.client)).toBe(1);
    expect(await unreadCount(bob.client)).toBe(1);

    await alice.client.post("/api/messages", { matchId, content: "first" });
    await alice.client.post("/api/messages", { matchId, content: "second" });
    // Alice's own messages are not unread for her.
    expect(await unreadCount(alice.client)).toBe(1);
    expect(await unreadCount(bob.client)).toBe(3);

    // Listing matches marks the match seen (messages stay unread).
    await bob.client.get("/api/matches");
    expect(await unreadCount(bob.client)).toBe(2);
    // Listing the conversation reads Alice's messages, only for Bob.
    await bob.client.get(`/api/messages/${matchId}`);
    expect(await unreadCount(bob.client)).toBe(0);
    const rows = await storedMessages(matchId);
    expect(rows.every((row) => row.readAt instanceof Date)).toBe(true);

    // Opening one match marks it seen too.
    await alice.client.get(`/api/matches/${matchId}`);
    expect(await unreadCount(alice.client)).toBe(0);

    // Bob answers: unread for Alice until she lists the conversation (with a cursor too).
    const lastRead = rows[rows.length - 1]?.id ?? "";
    await bob.client.post("/api/messages", { matchId, content: "reply" });
    expect(await unreadCount(alice.client)).toBe(1);
    expect(await unreadCount(bob.client)).toBe(0);
    const poll = await alice.client.get(`/api/messages/${matchId}?after=${lastRead}`);
    expect((poll.json as MessageJson[]).map((message) => message.content)).toEqual(["reply"]);
    expect(await unreadCount(alice.client)).toBe(0);
  });

  it("stops counting a match and its messages once it is blocked or deleted", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    await alice.client.post("/api/messages", { matchId, content: "are you there?" });
    expect(await unreadCount(bob.client)).toBe(2);
    expect((await alice.client.post(`/api/block/${bob.id}`)).status).toBe(204);
    expect(await unreadCount(bob.client)).toBe(0);
    expect(await unreadCount(alice.client)).toBe(0);

    const second = await matchedPair(server);
    await second.alice.client.post("/api/messages", { matchId: second.matchId, content: "hello" });
    expect(await unreadCount(second.bob.client)).toBe(2);
    expect((await second.alice.client.delete(`/api/matches/${second.matchId}`)).status).toBe(204);
    expect(await unreadCount(second.bob.client)).toBe(0);
  });

  it("answers 401 when signed out", async () => {
    const result = await new HttpClient(server.baseUrl).get("/api/notifications/unread-count");
    expect(result.status).toBe(401);
  });
});
