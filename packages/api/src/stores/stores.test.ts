import { createTestDb, type TestDb } from "@unveil/db/testing";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisAvailable, startTestRedis, type TestRedis } from "../test/redis-server";
import { createDbStores } from "./db-stores";
import { createRedisStores } from "./redis-stores";
import type { SharedStores } from "./stores";

/** docs/product-rules.md#beyond-one-machine: each shared store answers the same in the database and in Redis. */
let clock = Date.parse("2026-06-01T12:00:00Z");
const now = () => new Date(clock);

const variants = [
  { name: "database", redis: false },
  { name: "Redis", redis: true },
];

for (const variant of variants) {
  describe.skipIf(variant.redis && !redisAvailable)(`shared stores in the ${variant.name}`, () => {
    let db: TestDb;
    let redis: TestRedis | undefined;
    let stores: SharedStores;
    beforeAll(async () => {
      db = await createTestDb();
      redis = variant.redis ? await startTestRedis() : undefined;
      stores = redis ? createRedisStores(redis.url, now) : createDbStores(db.db, now);
    });
    afterAll(async () => {
      await stores?.close();
      await redis?.close();
      await db?.close();
    });

    it("throttle: the first call per key and window passes, the rest wait for the window to pass", async () => {
      if (variant.redis) clock = Date.now(); // Redis expires keys on its own clock.
      const key = randomUUID();
      expect(await stores.throttle.first(key, 2_000)).toBe(true);
      expect(await stores.throttle.first(key, 2_000)).toBe(false);
      expect(await stores.throttle.first(randomUUID(), 2_000)).toBe(true);
      if (variant.redis) await new Promise((resolve) => setTimeout(resolve, 2_100));
      clock += 2_100;
      expect(await stores.throttle.first(key, 2_000)).toBe(true);
    });

    it("counters: hits per bucket, key and window; peek does not count", async () => {
      const key = randomUUID();
      const window = new Date(Date.parse("2026-06-01T12:00:00Z"));
      expect(await stores.counters.peek("message", key, window)).toBe(0);
      expect(await stores.counters.hit("message", key, window, 60_000)).toBe(1);
      expect(await stores.counters.hit("message", key, window, 60_000)).toBe(2);
      expect(await stores.counters.peek("message", key, window)).toBe(2);
      expect(await stores.counters.hit("report", key, window, 60_000)).toBe(1);
      expect(await stores.counters.hit("message", key, new Date(window.getTime() + 60_000), 60_000)).toBe(1);
    });

    it("presence: online while any instance announces the user, offline once every one said gone", async () => {
      clock = Date.now();
      const userId = randomUUID();
      expect(await stores.presence.isOnline(userId)).toBe(false);
      await stores.presence.announce("instance-a", [userId], []);
      await stores.presence.announce("instance-b", [userId], []);
      expect(await stores.presence.isOnline(userId)).toBe(true);
      await stores.presence.announce("instance-a", [], [userId]);
      expect(await stores.presence.isOnline(userId)).toBe(true);
      await stores.presence.announce("instance-b", [], [userId]);
      expect(await stores.presence.isOnline(userId)).toBe(false);
    });

    // In the database, live users are users.last_seen_at, written by the session touch (its own tests).
    if (variant.redis)
      it("live users: counts the users seen since a time", async () => {
        const at = Date.now();
        const since = new Date(at - 300_000);
        const before = await stores.liveUsers.count(since);
        await stores.liveUsers.seen(randomUUID(), new Date(at));
        await stores.liveUsers.seen(randomUUID(), new Date(at - 600_000));
        expect((await stores.liveUsers.count(since)) - before).toBe(1);
      });
  });
}
