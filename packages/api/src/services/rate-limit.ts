import { schema, type Database } from "@unveil/db";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { DomainError } from "../errors";
import { RATE_LIMITS, type RateLimitDefinition, type RateLimitName } from "../rate-limits";

/**
 * Fixed-window counters every app instance shares: in the database, or in Redis with
 * REDIS_URL (docs/product-rules.md#limits, docs/product-rules.md#beyond-one-machine,
 * docs/decisions/0008-rate-limits-in-the-database.md; deps.stores.counters), except those
 * counted inside a transaction (consumeRateLimitIn), which stay in the database. A window is
 * identified by its start time; the limit, window and bucket of each name are the
 * RATE_LIMITS table's, the limit in force is the configuration's.
 */
interface RateLimitRule {
  bucket: string;
  limit: number;
  windowMs: number;
  message: string;
}

const GENERIC_MESSAGE = "Too many requests. Please try again later.";

function ruleOf(deps: AppDeps, name: RateLimitName): RateLimitRule {
  const definition: RateLimitDefinition = RATE_LIMITS[name];
  const limit = deps.config.rateLimits[name];
  return {
    bucket: definition.bucket,
    windowMs: definition.windowMs,
    limit,
    message: definition.message?.(limit) ?? GENERIC_MESSAGE,
  };
}

function windowOf(rule: RateLimitRule, now: Date) {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  return {
    windowStart: new Date(start),
    retryAfterSeconds: Math.max(1, Math.ceil((start + rule.windowMs - now.getTime()) / 1000)),
  };
}

function tooManyRequests(rule: RateLimitRule, retryAfterSeconds: number) {
  return new DomainError("TOO_MANY_REQUESTS", rule.message, { retryAfterSeconds });
}

/** Counts one hit of `name` for `key`; throws 429 once the window holds more than the limit. */
export async function consumeRateLimit(deps: AppDeps, name: RateLimitName, key: string, now = deps.now()): Promise<void> {
  const rule = ruleOf(deps, name);
  const { windowStart, retryAfterSeconds } = windowOf(rule, now);
  const hits = await deps.stores.counters.hit(rule.bucket, key, windowStart, rule.windowMs);
  if (hits > rule.limit) throw tooManyRequests(rule, retryAfterSeconds);
}

/**
 * consumeRateLimit inside the caller's transaction: the hit counts only if the
 * transaction commits, and the counter row stays locked until then, so two racing
 * transactions count one after the other (docs/product-rules.md#trust-levels-and-new-chats).
 */
export async function consumeRateLimitIn(
  db: Database,
  deps: AppDeps,
  name: RateLimitName,
  key: string,
  now = deps.now(),
): Promise<void> {
  const rule = ruleOf(deps, name);
  const { windowStart, retryAfterSeconds } = windowOf(rule, now);
  const [row] = await db
    .insert(schema.rateLimits)
    .values({ bucket: rule.bucket, key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [schema.rateLimits.bucket, schema.rateLimits.key, schema.rateLimits.windowStart],
      set: { hits: sql`${schema.rateLimits.hits} + 1` },
    })
    .returning({ hits: schema.rateLimits.hits });
  if ((row?.hits ?? 0) > rule.limit) throw tooManyRequests(rule, retryAfterSeconds);
}

/** Throws 429 when the window is already full, without counting a hit (e.g. before a login attempt). */
export async function assertUnderRateLimit(deps: AppDeps, name: RateLimitName, key: string, now = deps.now()): Promise<void> {
  const rule = ruleOf(deps, name);
  const { windowStart, retryAfterSeconds } = windowOf(rule, now);
  if ((await deps.stores.counters.peek(rule.bucket, key, windowStart)) >= rule.limit)
    throw tooManyRequests(rule, retryAfterSeconds);
}
