import { Redis } from "ioredis";
import { PRESENCE_TTL_MS, type SharedStores } from "./stores";

/** Every key this app writes in Redis starts with this. */
const PREFIX = "unveil:";
const LIVE_USERS_KEY = `${PREFIX}live-users`;

/** The shared stores in Redis (REDIS_URL; docs/decisions/0030-redis.md): one connection, expiring keys. */
export function createRedisStores(url: string, now: () => Date): SharedStores {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  redis.on("error", () => {});
  const presenceKey = (userId: string) => `${PREFIX}presence:${userId}`;
  return {
    presence: {
      async announce(instanceId, userIds, gone) {
        const at = now().getTime();
        const pipeline = redis.pipeline();
        for (const userId of gone) pipeline.zrem(presenceKey(userId), instanceId);
        for (const userId of userIds) {
          pipeline.zadd(presenceKey(userId), at + PRESENCE_TTL_MS, instanceId);
          pipeline.pexpire(presenceKey(userId), PRESENCE_TTL_MS);
        }
        await pipeline.exec();
      },
      async isOnline(userId) {
        return (await redis.zcount(presenceKey(userId), now().getTime(), "+inf")) > 0;
      },
    },
    throttle: {
      async first(key, windowMs) {
        return (await redis.set(`${PREFIX}throttle:${key}`, "1", "PX", windowMs, "NX")) === "OK";
      },
    },
    counters: {
      async hit(bucket, key, windowStart, windowMs) {
        const counter = `${PREFIX}rate:${bucket}:${key}:${windowStart.getTime()}`;
        const [[, hits] = [null, 0]] =
          (await redis
            .multi()
            .incr(counter)
            .pexpire(counter, windowMs * 2)
            .exec()) ?? [];
        return Number(hits);
      },
      async peek(bucket, key, windowStart) {
        return Number((await redis.get(`${PREFIX}rate:${bucket}:${key}:${windowStart.getTime()}`)) ?? 0);
      },
    },
    liveUsers: {
      async seen(userId, at) {
        await redis.zadd(LIVE_USERS_KEY, at.getTime(), userId);
      },
      async count(since) {
        await redis.zremrangebyscore(LIVE_USERS_KEY, "-inf", `(${since.getTime() - 3_600_000}`);
        return redis.zcount(LIVE_USERS_KEY, since.getTime(), "+inf");
      },
    },
    close: () => {
      redis.disconnect();
      return Promise.resolve();
    },
  };
}
