/**
 * The abuse limits of contract §8, in one table: the name the services use, the
 * environment variable that sets it (contract §10), its default, its window and the
 * counter bucket it is kept in (rate_limits.bucket, shared by every app instance;
 * docs/decisions/0008-rate-limits-in-the-database.md). env.ts, the services, the
 * test servers, the Playwright config and the bench all read this table.
 *
 * No imports: the Playwright config and the bench load this file on its own.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export interface RateLimitDefinition {
  /** The environment variable that overrides `defaultLimit`. */
  env: string;
  defaultLimit: number;
  windowMs: number;
  /** The counter's bucket in rate_limits; what a hit is counted per is the caller's key. */
  bucket: string;
  /** What the key is, for readers: the email, the client IP or the user. */
  per: "email" | "ip" | "user";
}

export const RATE_LIMITS = {
  loginFailuresPer15Minutes: {
    env: "RATE_LIMIT_LOGIN_FAILURES",
    defaultLimit: 10,
    windowMs: 15 * MINUTE_MS,
    bucket: "login-failure",
    per: "email",
  },
  // Contract §16: one password tried against many emails is slowed too.
  loginFailuresPerIpPer15Minutes: {
    env: "RATE_LIMIT_LOGIN_FAILURES_PER_IP",
    defaultLimit: 100,
    windowMs: 15 * MINUTE_MS,
    bucket: "login-failure-ip",
    per: "ip",
  },
  registerPerHour: { env: "RATE_LIMIT_REGISTER_PER_HOUR", defaultLimit: 50, windowMs: HOUR_MS, bucket: "register", per: "ip" },
  messagesPerMinute: {
    env: "RATE_LIMIT_MESSAGES_PER_MINUTE",
    defaultLimit: 60,
    windowMs: MINUTE_MS,
    bucket: "message",
    per: "user",
  },
  reportsPerHour: { env: "RATE_LIMIT_REPORTS_PER_HOUR", defaultLimit: 20, windowMs: HOUR_MS, bucket: "report", per: "user" },
  uploadsPerHour: { env: "RATE_LIMIT_UPLOADS_PER_HOUR", defaultLimit: 60, windowMs: HOUR_MS, bucket: "upload-url", per: "user" },
  locationChangesPerDay: {
    env: "RATE_LIMIT_LOCATION_CHANGES_PER_DAY",
    defaultLimit: 10,
    windowMs: DAY_MS,
    bucket: "location-change",
    per: "user",
  },
  preferenceSavesPerHour: {
    env: "RATE_LIMIT_PREFERENCE_SAVES_PER_HOUR",
    defaultLimit: 30,
    windowMs: HOUR_MS,
    bucket: "preference-save",
    per: "user",
  },
  testPushesPerHour: {
    env: "RATE_LIMIT_TEST_PUSHES_PER_HOUR",
    defaultLimit: 5,
    windowMs: HOUR_MS,
    bucket: "test-push",
    per: "user",
  },
  exportsPerDay: { env: "RATE_LIMIT_EXPORTS_PER_DAY", defaultLimit: 3, windowMs: DAY_MS, bucket: "export", per: "user" },
} as const satisfies Record<string, RateLimitDefinition>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The limits in force, by name (config.rateLimits). */
export type RateLimitConfig = Record<RateLimitName, number>;

const rateLimitNames = Object.keys(RATE_LIMITS) as RateLimitName[];

/**
 * Every limit's environment variable set to `limit`: for servers that must never meet
 * a limit by accident (tests, the browser suite, the load bench).
 */
export function everyRateLimitAt(limit: number): Record<string, string> {
  return Object.fromEntries(rateLimitNames.map((name) => [RATE_LIMITS[name].env, String(limit)]));
}
