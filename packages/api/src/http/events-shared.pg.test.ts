import { fakeBrowserSubscription, startFakePushService, type FakePushService } from "@unveil/vitest-setup/push-service";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEventStream, type StreamEvent } from "../test/event-stream-client";
import type { HttpClient } from "../test/http-client";
import { matchedPair, type MessageJson } from "../test/match-fixtures";
import { redisAvailable, startTestRedis, type TestRedis } from "../test/redis-server";
import type { TestServer } from "../test/test-server";
import { startTwoInstances, via } from "../test/two-instances";

/**
 * docs/product-rules.md#beyond-one-machine across two instances on one PostgreSQL database: presence
 * (an open stream anywhere suppresses the pushes caused anywhere), the typing throttle
 * and live events, once with everything shared in the database and once in Redis.
 */
const isMessage = (id: string) => (event: StreamEvent) => event.event === "message" && (event.data as MessageJson).id === id;

const variants = [
  { name: "shared in the database (no REDIS_URL)", redis: false },
  { name: "shared in Redis (REDIS_URL)", redis: true },
];

for (const variant of variants) {
  describe.skipIf(variant.redis && !redisAvailable)(`two instances, ${variant.name}`, () => {
    let redis: TestRedis | undefined;
    let push: FakePushService;
    let instances: Awaited<ReturnType<typeof startTwoInstances>>;
    beforeAll(async () => {
      redis = variant.redis ? await startTestRedis() : undefined;
      push = await startFakePushService();
      instances = await startTwoInstances({
        PUSH_SERVICE_HOSTS: push.host,
        ...(redis ? { REDIS_URL: redis.url } : {}),
      });
    });
    afterAll(async () => {
      await instances?.close();
      await push?.close();
      await redis?.close();
    });

    const open = (server: TestServer, client: HttpClient) => TestEventStream.open(server.baseUrl, client.cookie);

    async function pushesTo(server: TestServer, browser: ReturnType<typeof fakeBrowserSubscription>) {
      await server.deps.pushQueue.idle();
      return push.received.filter((request) => request.path === new URL(browser.json.endpoint).pathname);
    }

    it("a stream open on one instance suppresses the push a message sent through the other would cause", async () => {
      const { first, second } = instances;
      const { alice, bob, matchId } = await matchedPair(first);
      const browser = fakeBrowserSubscription(`${push.baseUrl}/send/${randomUUID()}`);
      expect((await alice.client.post("/api/push/subscriptions", browser.json)).status).toBe(201);

      const aliceOnSecond = await open(second, alice.client);
      await expect.poll(() => first.deps.presence.isLooking(alice.id), { timeout: 3_000 }).toBe(true);
      const seen = (await via(first, bob.client).post("/api/messages", { matchId, content: "While you look" }))
        .json as MessageJson;
      await aliceOnSecond.next(isMessage(seen.id));
      expect(await pushesTo(first, browser)).toHaveLength(0);

      await aliceOnSecond.close();
      await expect.poll(() => first.deps.presence.isLooking(alice.id), { timeout: 5_000 }).toBe(false);
      expect((await via(first, bob.client).post("/api/messages", { matchId, content: "After you left" })).status).toBe(201);
      expect(await pushesTo(first, browser)).toHaveLength(1);
    });

    it("lets one typing event through per 2 s whichever instance the typing goes to", async () => {
      const { first, second } = instances;
      const { alice, bob, matchId } = await matchedPair(first);
      const bobOnSecond = await open(second, bob.client);
      expect((await via(first, alice.client).post(`/api/matches/${matchId}/typing`, {})).status).toBe(204);
      expect((await via(second, alice.client).post(`/api/matches/${matchId}/typing`, {})).status).toBe(204);
      await bobOnSecond.next((event) => event.event === "typing");
      const sent = (await via(first, alice.client).post("/api/messages", { matchId, content: "done typing" }))
        .json as MessageJson;
      await bobOnSecond.next(isMessage(sent.id));
      // A second typing event, had it gone out, would have arrived by now.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(bobOnSecond.named("typing")).toHaveLength(1);
      await bobOnSecond.close();
    });
  });
}

describe("two instances, the writer's bus publish lost", () => {
  let instances: Awaited<ReturnType<typeof startTwoInstances>>;
  beforeAll(async () => {
    // The first instance publishes into the void: as if it died between its commit and its publish.
    const lost = {
      publish: () => Promise.resolve(),
      subscribe: () => Promise.resolve(() => Promise.resolve()),
      close: () => Promise.resolve(),
    };
    instances = await startTwoInstances({}, { first: { bus: lost } });
  });
  afterAll(() => instances?.close());

  it("still delivers a committed message to a stream on the other instance within 3 s (the catch-up read)", async () => {
    const { first, second } = instances;
    const { alice, bob, matchId } = await matchedPair(first);
    const bobOnSecond = await TestEventStream.open(second.baseUrl, bob.client.cookie);
    const sent = await via(first, alice.client).post("/api/messages", { matchId, content: "published nowhere" });
    const committedAt = Date.now();
    expect(sent.status).toBe(201);
    await bobOnSecond.next(isMessage((sent.json as MessageJson).id), { timeoutMs: 3_000 });
    expect(Date.now() - committedAt).toBeLessThanOrEqual(3_000);
    await bobOnSecond.close();
  });
});
