/**
 * The abuse limits of docs/product-rules.md#limits, in one table: the name the services use, the
 * environment variable that sets it (docs/product-rules.md#configuration), its default, its window and the
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
  /** The 429's message where the contract words one, given the limit in force; else the generic one. */
  message?: (limit: number) => string;
}

const NEW_CHATS_MESSAGE = "You've started a lot of new chats today. Reply to the chats you have, or try again tomorrow.";

function newChatLimit(env: string, defaultLimit: number) {
  return { env, defaultLimit, windowMs: DAY_MS, bucket: "new-chat", per: "user", message: () => NEW_CHATS_MESSAGE } as const;
}

export const RATE_LIMITS = {
  loginFailuresPer15Minutes: {
    env: "RATE_LIMIT_LOGIN_FAILURES",
    defaultLimit: 10,
    windowMs: 15 * MINUTE_MS,
    bucket: "login-failure",
    per: "email",
  },
  // docs/product-rules.md#hardening: one password tried against many emails is slowed too.
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
    // docs/product-rules.md#a-profile-that-stays-true.
    message: (limit: number) => `You can change your location up to ${limit} times a day`,
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
  // docs/product-rules.md#accounts: every reset request of an IP counts, known address or not.
  passwordResetRequestsPerIpPerHour: {
    env: "RATE_LIMIT_PASSWORD_RESETS_PER_IP",
    defaultLimit: 20,
    windowMs: HOUR_MS,
    bucket: "password-reset-ip",
    per: "ip",
  },
  // Only mails sent count; past it a request still answers 202 and sends nothing.
  passwordResetMailsPerHour: {
    env: "RATE_LIMIT_PASSWORD_RESET_MAILS",
    defaultLimit: 3,
    windowMs: HOUR_MS,
    bucket: "password-reset-mail",
    per: "email",
  },
  // docs/product-rules.md#confirming-the-email: wrong codes typed, and new codes asked for.
  emailCodeFailuresPerHour: {
    env: "RATE_LIMIT_EMAIL_CODE_FAILURES_PER_HOUR",
    defaultLimit: 10,
    windowMs: HOUR_MS,
    bucket: "email-code-failure",
    per: "user",
  },
  emailCodeResendsPerHour: {
    env: "RATE_LIMIT_EMAIL_CODE_RESENDS_PER_HOUR",
    defaultLimit: 5,
    windowMs: HOUR_MS,
    bucket: "email-code-resend",
    per: "user",
  },
  // docs/product-rules.md#trust-levels-and-new-chats: chats a dater starts in a day, by trust level. The
  // three share one counter, so a dater who confirms their email mid-day keeps what they used.
  newChatsPerDayNew: newChatLimit("RATE_LIMIT_NEW_CHATS_PER_DAY_NEW", 5),
  newChatsPerDayConfirmed: newChatLimit("RATE_LIMIT_NEW_CHATS_PER_DAY_CONFIRMED", 20),
  newChatsPerDayVerified: newChatLimit("RATE_LIMIT_NEW_CHATS_PER_DAY_VERIFIED", 50),
  // docs/product-rules.md#verification-and-date-plans: selfies sent for review.
  verificationsPerDay: {
    env: "RATE_LIMIT_VERIFICATIONS_PER_DAY",
    defaultLimit: 3,
    windowMs: DAY_MS,
    bucket: "verification",
    per: "user",
  },
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
