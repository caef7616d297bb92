import { schema } from "@unveil/db";
import { IMAGE_ONLY_MESSAGE_CONTENT } from "@unveil/validators";
import { and, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { callerPair, createCallerPerson } from "../test/caller";
import { largePngDataUrl, pngDataUrl } from "../test/match-fixtures";
import { recordStatements } from "../test/statement-log";
import { useTestApp } from "../test/test-app";

/** Messages (docs/product-rules.md#matches-reveal-and-messages), through the procedures (no HTTP); the unread badge is in stats.test.ts. */
const app = useTestApp();

async function storedMessages(matchId: string) {
  return app.deps.db.select().from(schema.messages).where(eq(schema.messages.matchId, matchId)).orderBy(schema.messages.seq);
}

async function chatObjectsOf(userId: string) {
  return app.deps.db
    .select()
    .from(schema.storedObjects)
    .where(and(eq(schema.storedObjects.ownerId, userId), eq(schema.storedObjects.purpose, "chat")));
}

describe("messages.send", () => {
  it("addresses the message to the other participant, unread", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    const message = await alice.caller.messages.send({ matchId, content: "Hello there!", imageUrl: null });
    expect(message).toMatchObject({ matchId, senderId: alice.id, content: "Hello there!", imageUrl: null });
    const [row] = await storedMessages(matchId);
    expect(row).toMatchObject({ id: message.id, senderId: alice.id, recipientId: bob.id, readAt: null });
  });

  it("sends a later message in one statement without a transaction (match with blocks, opener check, insert), after its rate limit and before the push's two", async () => {
    const { alice, matchId } = await callerPair(app.deps);
    await alice.caller.messages.send({ matchId, content: "Hello" });
    await app.deps.pushQueue.idle();
    const transaction = vi.spyOn(app.deps.db, "transaction");
    const log = recordStatements(app.deps.db);
    try {
      await alice.caller.messages.send({ matchId, content: "Are you there?" });
      await app.deps.pushQueue.idle();
    } finally {
      log.stop();
      transaction.mockRestore();
    }
    // The app's own hub may read the outbox meanwhile.
    const statements = log.statements.filter((text) => !text.includes("live_events"));
    // Each statement by the table it reads or writes (its last quoted FROM or INTO: subqueries come first).
    const tableOf = (text: string) => [...text.matchAll(/(?:from|into) "(\w+)"/g)].at(-1)?.[1];
    expect(statements.map(tableOf)).toEqual(["rate_limits", "send_match", "live_presence", "users"]);
    expect(statements[1]).toMatch(/from matches m[\s\S]*for no key update[\s\S]*insert into messages/);
    expect(transaction).not.toHaveBeenCalled();
  });

  it("stores an image-only message as [image], its image a chat object served as /objects/<id>", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    const message = await alice.caller.messages.send({ matchId, content: "", imageUrl: await pngDataUrl() });
    expect(message.content).toBe(IMAGE_ONLY_MESSAGE_CONTENT);
    expect(message.imageUrl).toMatch(/^\/objects\/[0-9a-f-]{36}$/);
    const objectId = (message.imageUrl ?? "").slice("/objects/".length);
    const [row] = await storedMessages(matchId);
    expect(row).toMatchObject({ content: "[image]", imageObjectId: objectId });
    const [object] = await app.deps.db.select().from(schema.storedObjects).where(eq(schema.storedObjects.id, objectId));
    expect(object).toMatchObject({ ownerId: alice.id, purpose: "chat", contentType: "image/png" });
    expect(await app.deps.storage.get(objectId)).not.toBeNull();

    expect(await bob.caller.messages.list({ matchId })).toEqual([message]);
  });

  it("keeps the text of a message that has both text and an image", async () => {
    const { alice, matchId } = await callerPair(app.deps);
    const message = await alice.caller.messages.send({ matchId, content: "Look at this", imageUrl: await pngDataUrl() });
    expect(message).toMatchObject({ content: "Look at this", imageUrl: expect.stringMatching(/^\/objects\//) as unknown });
  });

  it("refuses a chat image of 5 MB or more (PAYLOAD_TOO_LARGE) and stores nothing", async () => {
    const { alice, matchId } = await callerPair(app.deps);
    const objectsBefore = await chatObjectsOf(alice.id);
    const sending = alice.caller.messages.send({
      matchId,
      content: "big",
      imageUrl: await largePngDataUrl(5 * 1024 * 1024 + 1024),
    });
    await expect(sending).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: expect.stringMatching(/5 MB/) as unknown });
    expect(await storedMessages(matchId)).toEqual([]);
    expect((await chatObjectsOf(alice.id)).length).toBe(objectsBefore.length);
  });

  it("refuses something that is not an image (BAD_REQUEST) and stores nothing", async () => {
    const { alice, matchId } = await callerPair(app.deps);
    const text = `data:image/png;base64,${Buffer.from("definitely not a picture").toString("base64")}`;
    await expect(alice.caller.messages.send({ matchId, content: "hi", imageUrl: text })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await storedMessages(matchId)).toEqual([]);
  });

  it("is NOT_FOUND to an outsider and for an unknown match, and stores nothing, not even the image", async () => {
    const { matchId } = await callerPair(app.deps);
    const outsider = await createCallerPerson(app.deps);
    await expect(outsider.caller.messages.send({ matchId, content: "let me in" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Match not found",
    });
    await expect(outsider.caller.messages.send({ matchId, content: "", imageUrl: await pngDataUrl() })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(outsider.caller.messages.send({ matchId: randomUUID(), content: "anyone?" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Match not found",
    });
    expect(await storedMessages(matchId)).toEqual([]);
    expect(await chatObjectsOf(outsider.id)).toEqual([]);
  });
});

describe("messages.list", () => {
  it("lists the conversation oldest first, the same for both participants", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    const sent = [];
    for (const [person, content] of [
      [alice, "one"],
      [bob, "two"],
      [alice, "three"],
      [bob, "four"],
    ] as const) {
      sent.push(await person.caller.messages.send({ matchId, content }));
    }
    const forAlice = await alice.caller.messages.list({ matchId });
    expect(forAlice.map((message) => message.content)).toEqual(["one", "two", "three", "four"]);
    expect(forAlice).toEqual(sent);
    expect(await bob.caller.messages.list({ matchId })).toEqual(sent);
  });

  it("answers only newer messages after a cursor, and [] after the newest", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    const ids: string[] = [];
    for (const content of ["a", "b", "c", "d"]) ids.push((await alice.caller.messages.send({ matchId, content })).id);
    const afterSecond = await bob.caller.messages.list({ matchId, after: ids[1] });
    expect(afterSecond.map((message) => message.id)).toEqual(ids.slice(2));
    expect(await bob.caller.messages.list({ matchId, after: ids[3] })).toEqual([]);
    const newest = (await bob.caller.messages.send({ matchId, content: "e" })).id;
    const poll = await alice.caller.messages.list({ matchId, after: ids[3] });
    expect(poll.map((message) => message.id)).toEqual([newest]);
  });

  it("is NOT_FOUND `Message not found` for a cursor that is not a message of this match (documented choice)", async () => {
    const { alice, matchId } = await callerPair(app.deps);
    const other = await callerPair(app.deps);
    const foreign = (await other.alice.caller.messages.send({ matchId: other.matchId, content: "elsewhere" })).id;
    await alice.caller.messages.send({ matchId, content: "here" });
    await expect(alice.caller.messages.list({ matchId, after: randomUUID() })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Message not found",
    });
    await expect(alice.caller.messages.list({ matchId, after: foreign })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("polls after a cursor in one statement (match, cursor, marking read and listing), marking read what it lists", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    const first = await alice.caller.messages.send({ matchId, content: "one" });
    const second = await alice.caller.messages.send({ matchId, content: "two" });
    // The sends' pushes read settings after the 201: not in the poll's window.
    await app.deps.pushQueue.idle();
    const log = recordStatements(app.deps.db);
    let poll;
    try {
      poll = await bob.caller.messages.list({ matchId, after: first.id });
    } finally {
      log.stop();
    }
    expect(poll).toEqual([second]);
    // The session is the caller's own here (no HTTP): the poll's statements alone, the hub's outbox reads aside.
    expect(log.statements.filter((text) => !text.includes("live_events"))).toHaveLength(1);
    expect((await storedMessages(matchId)).map((row) => row.readAt === null)).toEqual([false, false]);
    expect(await bob.caller.messages.list({ matchId, after: second.id })).toEqual([]);
  });

  it("marks nothing read when the poll answers 404: a cursor of another match, an outsider's or a blocked match's poll", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    const other = await callerPair(app.deps);
    const foreign = (await other.alice.caller.messages.send({ matchId: other.matchId, content: "elsewhere" })).id;
    const mine = (await alice.caller.messages.send({ matchId, content: "here" })).id;
    await alice.caller.messages.send({ matchId, content: "unread" });
    await expect(bob.caller.messages.list({ matchId, after: foreign })).rejects.toMatchObject({ message: "Message not found" });
    const outsider = await createCallerPerson(app.deps);
    await expect(outsider.caller.messages.list({ matchId, after: mine })).rejects.toMatchObject({ message: "Match not found" });
    await app.deps.db.update(schema.matches).set({ blockedAt: new Date() }).where(eq(schema.matches.id, matchId));
    await expect(bob.caller.messages.list({ matchId, after: mine })).rejects.toMatchObject({ message: "Match not found" });
    expect((await storedMessages(matchId)).map((row) => row.readAt)).toEqual([null, null]);
  });

  it("is NOT_FOUND to an outsider and for an unknown match, and the outsider marks nothing read", async () => {
    const { alice, matchId } = await callerPair(app.deps);
    await alice.caller.messages.send({ matchId, content: "private words" });
    const outsider = await createCallerPerson(app.deps);
    await expect(outsider.caller.messages.list({ matchId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(outsider.caller.messages.list({ matchId: randomUUID() })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await storedMessages(matchId))[0]?.readAt).toBeNull();
  });
});
