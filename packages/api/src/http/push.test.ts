import { fakeBrowserSubscription } from "@unveil/vitest-setup/push-service";
import { describe, expect, it } from "vitest";
import { HttpClient, registerClient } from "../test/http-client";
import { matchedPair, type Person } from "../test/match-fixtures";
import { newBrowser, subscribedEndpoints, usePushWorld } from "../test/push-fixtures";
import { startTestServer } from "../test/test-server";

/**
 * docs/product-rules.md#push over REST: statuses, bodies and headers, and what a browser's
 * session cookie decides. The rules (endpoints, switches, the pushes sent) are in
 * routers/push.test.ts and routers/push-delivery.test.ts.
 */
const world = usePushWorld(startTestServer);
const server = () => world.app;

async function subscribe(person: Person | { client: HttpClient }) {
  const browser = newBrowser(world.push);
  const result = await person.client.post("/api/push/subscriptions", browser.json);
  expect(result.status).toBe(201);
  return browser;
}

const subscriptionCount = async (userId: string) => (await subscribedEndpoints(server().deps, userId)).length;

describe("GET /api/push/key", () => {
  it("answers 200 and { publicKey } signed out", async () => {
    const result = await new HttpClient(server().baseUrl).get("/api/push/key");
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ publicKey: expect.stringMatching(/^[\w-]+$/) as unknown });
  });
});

describe("POST /api/push/subscriptions", () => {
  it("answers 201 with an empty body, 401 when signed out", async () => {
    const { client } = await registerClient(server().baseUrl);
    const created = await client.post(
      "/api/push/subscriptions",
      fakeBrowserSubscription("https://fcm.googleapis.com/fcm/send/a").json,
    );
    expect(created.status).toBe(201);
    expect(created.text).toBe("");
    const browser = fakeBrowserSubscription(`${world.push.baseUrl}/send/x`);
    expect((await new HttpClient(server().baseUrl).post("/api/push/subscriptions", browser.json)).status).toBe(401);
  });

  it("answers 400 naming the endpoint for one no push service serves, and 400 without keys", async () => {
    const { client } = await registerClient(server().baseUrl);
    const refused = await client.post("/api/push/subscriptions", fakeBrowserSubscription("https://evil.example/x").json);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: "BAD_REQUEST", issues: [{ path: "endpoint" }] });
    const result = await client.post("/api/push/subscriptions", { endpoint: `${world.push.baseUrl}/send/nokeys` });
    expect(result.status).toBe(400);
  });
});

describe("DELETE /api/push/subscriptions", () => {
  it("answers 204 and removes the caller's subscription", async () => {
    const { alice } = await matchedPair(server());
    const browser = await subscribe(alice);
    const result = await alice.client.delete("/api/push/subscriptions", { body: { endpoint: browser.json.endpoint } });
    expect(result.status).toBe(204);
    expect(await subscriptionCount(alice.id)).toBe(0);
  });
});

describe("GET/PUT /api/notification-settings", () => {
  it("answers 200 with the four switches, and PUT answers what was saved", async () => {
    const { client } = await registerClient(server().baseUrl);
    const read = await client.get("/api/notification-settings");
    expect(read.status).toBe(200);
    expect(read.json).toEqual({ messages: true, matches: true, reveals: true, previews: false });
    const saved = { messages: false, matches: true, reveals: false, previews: true };
    const put = await client.put("/api/notification-settings", saved);
    expect(put.status).toBe(200);
    expect(put.json).toEqual(saved);
  });

  it("answers 400 for a missing or non-boolean switch, 401 signed out", async () => {
    const { client } = await registerClient(server().baseUrl);
    expect((await client.put("/api/notification-settings", { messages: "yes", matches: true, reveals: true })).status).toBe(400);
    expect((await new HttpClient(server().baseUrl).get("/api/notification-settings")).status).toBe(401);
  });
});

describe("POST /api/push/test", () => {
  it("answers 202 and { sent }", async () => {
    const { alice } = await matchedPair(server());
    await subscribe(alice);
    await subscribe(alice);
    const result = await alice.client.post("/api/push/test");
    expect(result.status).toBe(202);
    expect(result.json).toEqual({ sent: 2 });
  });

  it("answers 409 with the error body when no browser is subscribed, 401 signed out", async () => {
    const { client } = await registerClient(server().baseUrl);
    const result = await client.post("/api/push/test");
    expect(result.status).toBe(409);
    expect(result.json).toMatchObject({ code: "CONFLICT", message: "Turn on notifications on this device first" });
    expect((await new HttpClient(server().baseUrl).post("/api/push/test")).status).toBe(401);
  });

  it("answers 429 with Retry-After beyond the hourly limit", async () => {
    const { client } = await registerClient(server().baseUrl);
    await subscribe({ client });
    for (let i = 0; i < 2; i += 1) expect((await client.post("/api/push/test")).status).toBe(202);
    const limited = await client.post("/api/push/test");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("cleaning up subscriptions", () => {
  it("logout deletes that browser's subscriptions only; account deletion all", async () => {
    const { alice } = await matchedPair(server());
    const otherBrowser = new HttpClient(server().baseUrl);
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
