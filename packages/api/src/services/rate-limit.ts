import { schema, type Database } from "@unveil/db";
import { and, eq, lt, sql } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { DomainError } from "../errors";
import { DAY_MS, RATE_LIMITS, type RateLimitName } from "../rate-limits";

/**
 * Fixed-window counters in the database, so every app instance shares them
 * (contract §8, docs/decisions/0008-rate-limits-in-the-database.md). A window is
 * identified by its start time; the limit, window and bucket of each name are the
 * RATE_LIMITS table's, the limit in force is the configuration's.
 */
interface RateLimitRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

function ruleOf(deps: AppDeps, name: RateLimitName): RateLimitRule {
  const { bucket, windowMs } = RATE_LIMITS[name];
  return { bucket, windowMs, limit: deps.config.rateLimits[name] };
}

function windowOf(rule: RateLimitRule, now: Date) {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  return {
    windowStart: new Date(start),
    retryAfterSeconds: Math.max(1, Math.ceil((start + rule.windowMs - now.getTime()) / 1000)),
  };
}

function tooManyRequests(retryAfterSeconds: number) {
  return new DomainError("TOO_MANY_REQUESTS", "Too many requests. Please try again later.", { retryAfterSeconds });
}

/** Counts one hit of `name` for `key`; throws 429 once the window holds more than the limit. */
export async function consumeRateLimit(deps: AppDeps, name: RateLimitName, key: string, now = deps.now()): Promise<void> {
  const rule = ruleOf(deps, name);
  const { windowStart, retryAfterSeconds } = windowOf(rule, now);
  const [row] = await deps.db
    .insert(schema.rateLimits)
    .values({ bucket: rule.bucket, key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [schema.rateLimits.bucket, schema.rateLimits.key, schema.rateLimits.windowStart],
      set: { hits: sql`${schema.rateLimits.hits} + 1` },
    })
    .returning({ hits: schema.rateLimits.hits });
  if (Math.random() < 0.01) await pruneExpiredWindows(deps.db, now);
  if ((row?.hits ?? 0) > rule.limit) throw tooManyRequests(retryAfterSeconds);
}

/** Throws 429 when the window is already full, without counting a hit (e.g. before a login attempt). */
export async function assertUnderRateLimit(deps: AppDeps, name: RateLimitName, key: string, now = deps.now()): Promise<void> {
  const rule = ruleOf(deps, name);
  const { windowStart, retryAfterSeconds } = windowOf(rule, now);
  const [row] = await deps.db
    .select({ hits: schema.rateLimits.hits })
    .from(schema.rateLimits)
    .where(
      and(
        eq(schema.rateLimits.bucket, rule.bucket),
        eq(schema.rateLimits.key, key),
        eq(schema.rateLimits.windowStart, windowStart),
      ),
    );
  if ((row?.hits ?? 0) >= rule.limit) throw tooManyRequests(retryAfterSeconds);
}

async function pruneExpiredWindows(db: Database, now: Date): Promise<void> {
  await db.delete(schema.rateLimits).where(lt(schema.rateLimits.windowStart, new Date(now.getTime() - 2 * DAY_MS)));
}
