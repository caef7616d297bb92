import type { PoolMode } from "@unveil/db";
import path from "node:path";
import { z } from "zod";
import type { ImageClassifierMode } from "./image-safety/image-classifier";
import { RATE_LIMITS, type RateLimitConfig, type RateLimitName } from "./rate-limits";

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));
const unsetWhenBlank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const flag = z.preprocess(
  unsetWhenBlank,
  z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
);

/** docs/product-rules.md#push: the browsers' push services, the only hosts a push goes to unless PUSH_SERVICE_HOSTS says otherwise. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "web.push.apple.com",
  "*.notify.windows.com",
];

/** Server configuration, docs/product-rules.md#configuration. Everything is optional; this is the only reader of process.env. */
const ServerEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOSTNAME: optionalText,
  DATABASE_URL: optionalText,
  DATABASE_POOL_MODE: z.preprocess(unsetWhenBlank, z.enum(["session", "transaction"]).default("session")),
  DATABASE_DIRECT_URL: optionalText,
  TRUSTED_PROXIES: z.string().default(""),
  REDIS_URL: optionalText,
  EVENTS_BUS: z.preprocess(unsetWhenBlank, z.enum(["process", "postgres", "redis"]).optional()),
  DATA_DIR: z.string().trim().min(1).default(".data"),
  APP_ORIGIN: optionalText.pipe(z.url().optional()),
  S3_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  GEOCODER_URL: optionalText,
  SUPPORT_EMAIL: z.string().trim().default("support@unveil.example"),
  IMAGE_CLASSIFIER: z.preprocess(unsetWhenBlank, z.enum(["worker", "off"]).default("worker")),
  IMAGE_CLASSIFIER_WARM_UP: flag,
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText,
  PUSH_SERVICE_HOSTS: z.preprocess(unsetWhenBlank, z.string().default(DEFAULT_PUSH_SERVICE_HOSTS.join(","))).transform((value) =>
    value
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host.length > 0),
  ),
  MODERATOR_EMAILS: z.string().default(""),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be smtp://… or smtps://…" }).optional()),
  MAIL_FROM: optionalText,
  DATE_LINK_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, { error: "DATE_LINK_KEY must be 32 bytes, base64url (43 characters)" })
      .optional(),
  ),
});

/** The limits of docs/product-rules.md#limits: one variable per row of RATE_LIMITS, with its default. */
const rateLimitNames = Object.keys(RATE_LIMITS) as RateLimitName[];
const RateLimitEnvSchema = z.object(
  Object.fromEntries(rateLimitNames.map((name) => [RATE_LIMITS[name].env, positiveInt(RATE_LIMITS[name].defaultLimit)])),
);

type ServerEnv = z.output<typeof ServerEnvSchema>;

export interface ServerConfig {
  env: ServerEnv["NODE_ENV"];
  port: number;
  hostname: string | undefined;
  databaseUrl: string | undefined;
  /** docs/product-rules.md#beyond-one-machine: `transaction` when DATABASE_URL is PgBouncer in transaction pooling. */
  databasePoolMode: PoolMode;
  /** The server past any pooler, for LISTEN and migrations: DATABASE_DIRECT_URL, else DATABASE_URL. */
  databaseDirectUrl: string | undefined;
  /** docs/product-rules.md#beyond-one-machine: the balancers whose X-Forwarded-For names the client (addresses or CIDR ranges). */
  trustedProxies: string[];
  /** Redis for the bus and the shared stores; unset = the database (docs/product-rules.md#beyond-one-machine). */
  redisUrl: string | undefined;
  /** The live events' bus when not the default (Redis with REDIS_URL, else NOTIFY on PostgreSQL, else in process). */
  eventsBus: "process" | "postgres" | "redis" | undefined;
  dataDir: string;
  /** Public origin for the CSRF check; unset = the request's own Host. */
  appOrigin: string | undefined;
  /** The app's public origin: APP_ORIGIN, else `http://localhost:{PORT}` (links in mail, the passkeys' relying party; docs/product-rules.md#accounts). */
  publicOrigin: string;
  supportEmail: string;
  geocoderUrl: string | undefined;
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | undefined;
  rateLimits: RateLimitConfig;
  /** The explicit-image classifier (docs/product-rules.md#chat-images-safe-by-default): where it runs, and whether it loads at start-up. */
  imageClassifier: { mode: ImageClassifierMode; warmUp: boolean };
  /** Web Push (docs/product-rules.md#push). Keys unset = one pair generated once and kept in the database. */
  push: {
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    /** `mailto:` or `https:` contact the push services may write to. */
    vapidSubject: string;
    /** Host names (`*.` = any subdomain) push endpoints may point to. */
    serviceHosts: string[];
  };
  /** docs/product-rules.md#moderation: the moderators' emails, normalised like sign-up emails (trimmed, lower-case). */
  moderatorEmails: ReadonlySet<string>;
  /** docs/product-rules.md#mail: SMTP when `smtpUrl` is set, else `.eml` files in `outboxDir`. */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  /** docs/product-rules.md#share-my-date: the key date links are sealed with (base64url); unset = one generated once and kept in the database. */
  dateLinkKey: string | undefined;
}

/** `MODERATOR_EMAILS`: comma-separated; each trimmed and lower-cased as registration stores emails. */
const parseModeratorEmails = (list: string): ReadonlySet<string> =>
  new Set(
    list
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );

export function readServerConfig(source: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = ServerEnvSchema.safeParse(source);
  const limits = RateLimitEnvSchema.safeParse(source);
  const issues = [...(parsed.error?.issues ?? []), ...(limits.error?.issues ?? [])];
  if (!parsed.success || !limits.success) {
    const problems = issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = parsed.data;
  if (env.DATABASE_POOL_MODE === "transaction" && !(env.DATABASE_URL && env.DATABASE_DIRECT_URL)) {
    throw new Error(
      "Invalid environment: DATABASE_POOL_MODE=transaction needs DATABASE_URL (the pooler) and DATABASE_DIRECT_URL (the server)",
    );
  }
  const appOrigin = env.APP_ORIGIN?.replace(/\/$/, "");
  const publicOrigin = appOrigin ?? `http://localhost:${env.PORT}`;
  const s3 =
    env.S3_BUCKET && env.S3_ENDPOINT
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? "us-east-1",
          accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
        }
      : undefined;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    hostname: env.HOSTNAME,
    databaseUrl: env.DATABASE_URL,
    databasePoolMode: env.DATABASE_POOL_MODE,
    databaseDirectUrl: env.DATABASE_DIRECT_URL ?? env.DATABASE_URL,
    trustedProxies: env.TRUSTED_PROXIES.split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
    redisUrl: env.REDIS_URL,
    eventsBus: env.EVENTS_BUS,
    dataDir: env.DATA_DIR,
    appOrigin,
    publicOrigin,
    supportEmail: env.SUPPORT_EMAIL,
    geocoderUrl: env.GEOCODER_URL,
    s3,
    rateLimits: Object.fromEntries(
      rateLimitNames.map((name) => [name, limits.data[RATE_LIMITS[name].env] ?? RATE_LIMITS[name].defaultLimit]),
    ) as RateLimitConfig,
    imageClassifier: { mode: env.IMAGE_CLASSIFIER, warmUp: env.IMAGE_CLASSIFIER_WARM_UP },
    push: {
      vapidKeys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
      serviceHosts: env.PUSH_SERVICE_HOSTS,
    },
    moderatorEmails: parseModeratorEmails(env.MODERATOR_EMAILS),
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `Unveil <no-reply@${new URL(publicOrigin).hostname}>`,
      outboxDir: path.join(env.DATA_DIR, "outbox"),
    },
    dateLinkKey: env.DATE_LINK_KEY,
  };
}
