import { preparedOnce, schema, type Database } from "@unveil/db";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { createLiveCountCache } from "./live-count-cache";
import { PRESENCE_TTL_MS, type SharedStores } from "./stores";

const TWO_DAYS_MS = 2 * 86_400_000;
const { livePresence, throttles, rateLimits, users } = schema;

/**
 * The two statements every message send runs (its rate limit's hit; whether the
 * recipient is online, before a push), built once per database. An insert's placeholder
 * goes through its column's Date encoding; one in a condition does not (an ISO string).
 */
const counterHitQuery = (db: Database) =>
  preparedOnce(db, "stores_counter_hit", (d) =>
    d
      .insert(rateLimits)
      .values({
        bucket: sql.placeholder("bucket"),
        key: sql.placeholder("key"),
        windowStart: sql.placeholder("windowStart"),
        hits: 1,
      })
      .onConflictDoUpdate({
        target: [rateLimits.bucket, rateLimits.key, rateLimits.windowStart],
        set: { hits: sql`${rateLimits.hits} + 1` },
      })
      .returning({ hits: rateLimits.hits })
      .prepare("stores_counter_hit"),
  );

const isOnlineQuery = (db: Database) =>
  preparedOnce(db, "stores_is_online", (d) =>
    d
      .select({ userId: livePresence.userId })
      .from(livePresence)
      .where(and(eq(livePresence.userId, sql.placeholder("userId")), gt(livePresence.expiresAt, sql.placeholder("now"))))
      .limit(1)
      .prepare("stores_is_online"),
  );

/** The shared stores in the database (no REDIS_URL). */
export function createDbStores(db: Database, now: () => Date): SharedStores {
  const liveCount = createLiveCountCache(async (since) => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(gt(users.lastSeenAt, since));
    return Number(row?.count ?? 0);
  });
  return {
    presence: {
      async announce(instanceId, userIds, gone) {
        const at = now();
        if (gone.length > 0)
          await db.delete(livePresence).where(and(eq(livePresence.instanceId, instanceId), inArray(livePresence.userId, gone)));
        if (userIds.length > 0) {
          const expiresAt = new Date(at.getTime() + PRESENCE_TTL_MS);
          await db
            .insert(livePresence)
            .values(userIds.map((userId) => ({ userId, instanceId, expiresAt })))
            .onConflictDoUpdate({ target: [livePresence.userId, livePresence.instanceId], set: { expiresAt } });
        }
        if (Math.random() < 0.05) await db.delete(livePresence).where(lt(livePresence.expiresAt, at));
      },
      async isOnline(userId) {
        const [row] = await isOnlineQuery(db).execute({ userId, now: now().toISOString() });
        return row !== undefined;
      },
    },
    throttle: {
      async first(key, windowMs) {
        const at = now();
        // One statement: inserted, or updated only when the last pass is a window old.
        const rows = await db
          .insert(throttles)
          .values({ key, passedAt: at })
          .onConflictDoUpdate({
            target: throttles.key,
            set: { passedAt: at },
            setWhere: lt(throttles.passedAt, new Date(at.getTime() - windowMs + 1)),
          })
          .returning({ key: throttles.key });
        if (Math.random() < 0.01) await db.delete(throttles).where(lt(throttles.passedAt, new Date(at.getTime() - 60_000)));
        return rows.length > 0;
      },
    },
    counters: {
      async hit(bucket, key, windowStart) {
        const [row] = await counterHitQuery(db).execute({ bucket, key, windowStart });
        // Windows are a day at most: older than two days, nobody reads them.
        if (Math.random() < 0.01)
          await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now().getTime() - TWO_DAYS_MS)));
        return row?.hits ?? 0;
      },
      async peek(bucket, key, windowStart) {
        const [row] = await db
          .select({ hits: rateLimits.hits })
          .from(rateLimits)
          .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
        return row?.hits ?? 0;
      },
    },
    liveUsers: {
      // The session touch, sign-in and sign-up write users.last_seen_at themselves; the count only hears of it.
      seen: (_userId, _at, previous) => {
        liveCount.seen(previous);
        return Promise.resolve();
      },
      count: (since) => liveCount.count(since),
    },
    close: async () => {},
  };
}
