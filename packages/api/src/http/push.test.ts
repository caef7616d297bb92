import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PUSH_TEXTS } from "../services/push-notifications";
import { HttpClient, registerClient } from "../test/http-client";
import { matchedPair, type Person } from "../test/match-fixtures";
import { fakeBrowserSubscription, startFakePushService, type FakePushService } from "../test/push-service";
import { startTestServer, type TestServer } from "../test/test-server";

/** Contract §12 end to end: the API, a real database, and a local HTTP server standing in for the push service. */
let push: FakePushService;
let server: TestServer;

beforeAll(async () => {
  push = await startFakePushService();
  server = await startTestServer({
    PUSH_SERVICE_HOSTS: `fcm.googleapis.com,*.notify.windows.com,${push.host}`,
    RATE_LIMIT_TEST_PUSHES_PER_HOUR: "2",
  });
});
afterAll(async () => {
  await server.close();
  await push.close();
});
beforeEach(() => {
  push.received.length = 0;
  push.answer.clear();
  server.deps.presence = { isLooking: () => false };
});

async function subscribe(person: Person | { client: HttpClient }) {
  const browser = fakeBrowserSubscription(`${push.baseUrl}/send/${randomUUID()}`);
  const result = await person.client.post("/api/push/subscriptions", browser.json);
  expect(result.status).toBe(201);
  return browser;
}

/** Every push the requests so far caused, decrypted. */
async function deliveredTo(browser: ReturnType<typeof fakeBrowserSubscription>) {
  await server.deps.pushQueue.idle();
  const path = new URL(browser.json.endpoint).pathname;
  return push.received
    .filter((request) => request.path === path)
    .map((request) => JSON.parse(browser.decrypt(request.body)) as Record<string, string>);
}

const subscriptionCount = async (userId: string) =>
  (await server.deps.db.select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.userId, userId))).length;

describe("GET /api/push/key", () => {
  it("answers one VAPID public key, the same every time (generated once into the database)", async () => {
    const first = await new HttpClient(server.baseUrl).get("/api/push/key");
    expect(first.status).toBe(200);
    const { publicKey } = first.json as { publicKey: string };
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect((await new HttpClient(server.baseUrl).get("/api/push/key")).json).toEqual({ publicKey });
    expect(await server.deps.db.select().from(schema.vapidKeys)).toHaveLength(1);
  });
});

describe("POST /api/push/subscriptions", () => {
  it("answers 401 when signed out", async () => {
    const browser = fakeBrowserSubscription(`${push.baseUrl}/send/x`);
    expect((await new HttpClient(server.baseUrl).post("/api/push/subscriptions", browser.json)).status).toBe(401);
  });

  it.each([
    "https://fcm.googleapis.com/fcm/send/abc",
    "https://db5p.notify.windows.com/w/?token=abc",
    "http://127.0.0.1:9/named-loopback",
  ])("accepts %s", async (endpoint) => {
    const { client } = await registerClient(server.baseUrl);
    expect((await client.post("/api/push/subscriptions", fakeBrowserSubscription(endpoint).json)).status).toBe(201);
  });

  it.each([
    "https://evil.example/fcm/send/abc",
    "https://fcm.googleapis.com.evil.example/x",
    "https://notify.windows.com/x",
    "http://fcm.googleapis.com/fcm/send/abc",
    "http://localhost:9/not-named",
    "http://169.254.169.254/latest/meta-data",
    "https://user:pass@fcm.googleapis.com/x",
    "ftp://fcm.googleapis.com/x",
    "not a url",
  ])("answers 400 for %s (no one picks the address the server calls)", async (endpoint) => {
    const { client, user } = await registerClient(server.baseUrl);
    const result = await client.post("/api/push/subscriptions", fakeBrowserSubscription(endpoint).json);
    expect(result.status).toBe(400);
    expect(await subscriptionCount(user.id)).toBe(0);
  });

  it("answers 400 without keys", async () => {
    const { client } = await registerClient(server.baseUrl);
    const result = await client.post("/api/push/subscriptions", { endpoint: `${push.baseUrl}/send/nokeys` });
    expect(result.status).toBe(400);
  });
});

describe("DELETE /api/push/subscriptions", () => {
  it("answers 204 and removes the caller's subscription", async () => {
    const { alice } = await matchedPair(server);
    const browser = await subscribe(alice);
    const result = await alice.client.delete("/api/push/subscriptions", { body: { endpoint: browser.json.endpoint } });
    expect(result.status).toBe(204);
    expect(await subscriptionCount(alice.id)).toBe(0);
  });
});

describe("GET/PUT /api/notification-settings", () => {
  it("answers the defaults, then what was saved", async () => {
    const { client } = await registerClient(server.baseUrl);
    expect((await client.get("/api/notification-settings")).json).toEqual({
      messages: true,
      matches: true,
      reveals: true,
      previews: false,
    });
    const saved = { messages: false, matches: true, reveals: false, previews: true };
    const put = await client.put("/api/notification-settings", saved);
    expect(put.status).toBe(200);
    expect(put.json).toEqual(saved);
    expect((await client.get("/api/notification-settings")).json).toEqual(saved);
  });

  it("answers 400 for a missing or non-boolean switch, 401 signed out", async () => {
    const { client } = await registerClient(server.baseUrl);
    expect((await client.put("/api/notification-settings", { messages: "yes", matches: true, reveals: true })).status).toBe(400);
    expect((await new HttpClient(server.baseUrl).get("/api/notification-settings")).status).toBe(401);
  });
});

describe("POST /api/push/test", () => {
  it("answers 202 and sends 'Notifications are working.' to every browser of the caller, even while looking", async () => {
    const { alice, bob } = await matchedPair(server);
    const phone = await subscribe(alice);
    const laptop = await subscribe(alice);
    const bobsBrowser = await subscribe(bob);
    server.deps.presence = { isLooking: () => true };
    const result = await alice.client.post("/api/push/test");
    expect(result.status).toBe(202);
    expect(result.json).toEqual({ sent: 2 });
    const expected = { title: "Unveil", body: "Notifications are working.", tag: "test", url: "/settings" };
    expect(await deliveredTo(phone)).toEqual([expected]);
    expect(await deliveredTo(laptop)).toEqual([expected]);
    expect(await deliveredTo(bobsBrowser)).toEqual([]);
  });

  it("answers 409 with a clear message when no browser is subscribed, 401 signed out", async () => {
    const { client } = await registerClient(server.baseUrl);
    const result = await client.post("/api/push/test");
    expect(result.status).toBe(409);
    expect(result.json).toMatchObject({ code: "CONFLICT", message: "Turn on notifications on this device first" });
    expect(push.received).toEqual([]);
    expect((await new HttpClient(server.baseUrl).post("/api/push/test")).status).toBe(401);
  });

  it("deletes a gone subscription and answers 409 the next time; 429 beyond the hourly limit", async () => {
    const { client } = await registerClient(server.baseUrl);
    const gone = await subscribe({ client });
    push.answer.set(new URL(gone.json.endpoint).pathname, 410);
    expect((await client.post("/api/push/test")).status).toBe(202);
    await server.deps.pushQueue.idle();
    expect((await client.post("/api/push/test")).status).toBe(409);

    await subscribe({ client });
    expect((await client.post("/api/push/test")).status).toBe(202);
    const limited = await client.post("/api/push/test");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("a push for a new message", () => {
  it("arrives encrypted (aes128gcm) with VAPID, a TTL and the chat as topic, and says nothing private", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const browser = await subscribe(alice);
    const sent = await bob.client.post("/api/messages", { matchId, content: "Meet me at the blue door at 8" });
    expect(sent.status).toBe(201);

    const pushes = await deliveredTo(browser);
    expect(pushes).toEqual([
      { title: PUSH_TEXTS.title, body: "New message from a Mystery Match", tag: matchId, url: `/chat/${matchId}` },
    ]);
    const [request] = push.received;
    expect(request?.headers["content-encoding"]).toBe("aes128gcm");
    expect(request?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(Number(request?.headers.ttl)).toBeGreaterThan(0);
    expect(request?.headers.topic).toBe(matchId.replaceAll("-", ""));
    const raw = request?.body.toString("latin1") ?? "";
    for (const secret of ["blue door", bob.firstName, bob.lastName]) expect(raw).not.toContain(secret);
  });

  it("keeps the text private when both revealed but previews are off", async () => {
    const { alice, bob, matchId } = await matchedPair(server, { user1Revealed: true, user2Revealed: true });
    const browser = await subscribe(alice);
    await bob.client.post("/api/messages", { matchId, content: "Secret plans" });
    const [pushed] = await deliveredTo(browser);
    expect(pushed?.body).toBe("You have a new message");
    expect(JSON.stringify(pushed)).not.toContain(bob.firstName);
  });

  it("previews the message only with previews on and both sides revealed", async () => {
    const revealed = await matchedPair(server, { user1Revealed: true, user2Revealed: true });
    const oneSided = await matchedPair(server, { user1Revealed: true, user2Revealed: false });
    for (const pair of [revealed, oneSided]) {
      await pair.alice.client.put("/api/notification-settings", { messages: true, matches: true, reveals: true, previews: true });
    }
    const revealedBrowser = await subscribe(revealed.alice);
    const oneSidedBrowser = await subscribe(oneSided.alice);
    await revealed.bob.client.post("/api/messages", { matchId: revealed.matchId, content: "See you at 8?" });
    await oneSided.bob.client.post("/api/messages", { matchId: oneSided.matchId, content: "Hidden words" });

    expect(await deliveredTo(revealedBrowser)).toEqual([
      { title: revealed.bob.firstName, body: "See you at 8?", tag: revealed.matchId, url: `/chat/${revealed.matchId}` },
    ]);
    const [hidden] = await deliveredTo(oneSidedBrowser);
    expect(hidden?.body).toBe("New message from a Mystery Match");
    expect(JSON.stringify(hidden)).not.toContain("Hidden words");
    expect(JSON.stringify(hidden)).not.toContain(oneSided.bob.firstName);
  });

  it("is not sent when the recipient turned messages off", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    await alice.client.put("/api/notification-settings", { messages: false, matches: true, reveals: true, previews: false });
    const browser = await subscribe(alice);
    await bob.client.post("/api/messages", { matchId, content: "Hello?" });
    expect(await deliveredTo(browser)).toEqual([]);
  });

  it("is not sent while the recipient is looking at the app", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const browser = await subscribe(alice);
    server.deps.presence = { isLooking: (userId) => userId === alice.id };
    await bob.client.post("/api/messages", { matchId, content: "Hello?" });
    expect(await deliveredTo(browser)).toEqual([]);
  });

  it("deletes a subscription the push service answers 410 (gone) for", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const gone = await subscribe(alice);
    const alive = await subscribe(alice);
    push.answer.set(new URL(gone.json.endpoint).pathname, 410);
    await bob.client.post("/api/messages", { matchId, content: "Anyone?" });
    expect(await deliveredTo(alive)).toHaveLength(1);
    const left = await server.deps.db
      .select({ endpoint: schema.pushSubscriptions.endpoint })
      .from(schema.pushSubscriptions)
      .where(eq(schema.pushSubscriptions.userId, alice.id));
    expect(left).toEqual([{ endpoint: alive.json.endpoint }]);
  });
});

describe("a push for a reveal", () => {
  it("says 'Your Mystery Match wants to reveal', then 'It's a Reveal!', once each", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const aliceBrowser = await subscribe(alice);
    const bobBrowser = await subscribe(bob);
    expect((await bob.client.post("/api/matches/reveal", { matchId })).status).toBe(200);
    await bob.client.post("/api/matches/reveal", { matchId });
    expect((await deliveredTo(aliceBrowser)).map((pushed) => pushed.body)).toEqual(["Your Mystery Match wants to reveal"]);
    await alice.client.post("/api/matches/reveal", { matchId });
    expect(await deliveredTo(bobBrowser)).toEqual([
      { title: "Unveil", body: "It's a Reveal!", tag: matchId, url: `/chat/${matchId}` },
    ]);
  });

  it("is not sent when the recipient turned reveals off", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    await alice.client.put("/api/notification-settings", { messages: true, matches: true, reveals: false, previews: false });
    const browser = await subscribe(alice);
    await bob.client.post("/api/matches/reveal", { matchId });
    expect(await deliveredTo(browser)).toEqual([]);
  });
});

describe("cleaning up subscriptions", () => {
  it("logout deletes that browser's subscriptions only; account deletion all", async () => {
    const { alice } = await matchedPair(server);
    const otherBrowser = new HttpClient(server.baseUrl);
    expect((await otherBrowser.post("/api/login", { email: alice.email, password: "correct horse battery" })).status).toBe(200);
    await subscribe(alice);
    await subscribe({ client: otherBrowser });
    expect(await subscriptionCount(alice.id)).toBe(2);
    expect((await otherBrowser.post("/api/logout")).status).toBe(204);
    expect(await subscriptionCount(alice.id)).toBe(1);
    await subscribe(alice);
    expect((await alice.client.delete("/api/profile")).status).toBe(204);
    expect(await subscriptionCount(alice.id)).toBe(0);
  });
});
