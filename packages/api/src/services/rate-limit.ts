import { schema, type Database } from "@unveil/db";
import { and, eq, lt, sql } from "drizzle-orm";
import { DomainError } from "../errors";

/**
 * Fixed-window counters in the database, so every app instance shares them
 * (contract §8). A window is identified by its start time.
 */
export interface RateLimitRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

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

/** Counts one hit; throws 429 once the window holds more than `limit` hits. */
export async function consumeRateLimit(db: Database, rule: RateLimitRule, key: string, now: Date): Promise<void> {
  const { windowStart, retryAfterSeconds } = windowOf(rule, now);
  const [row] = await db
    .insert(schema.rateLimits)
    .values({ bucket: rule.bucket, key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [schema.rateLimits.bucket, schema.rateLimits.key, schema.rateLimits.windowStart],
      set: { hits: sql`${schema.rateLimits.hits} + 1` },
    })
    .returning({ hits: schema.rateLimits.hits });
  if (Math.random() < 0.01) await pruneExpiredWindows(db, now);
  if ((row?.hits ?? 0) > rule.limit) throw tooManyRequests(retryAfterSeconds);
}

/** Throws 429 when the window is already full, without counting a hit (e.g. before a login attempt). */
export async function assertUnderRateLimit(db: Database, rule: RateLimitRule, key: string, now: Date): Promise<void> {
  const { windowStart, retryAfterSeconds } = windowOf(rule, now);
  const [row] = await db
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
