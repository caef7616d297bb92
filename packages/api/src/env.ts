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

/** Contract §12: the browsers' push services, the only hosts a push goes to unless PUSH_SERVICE_HOSTS says otherwise. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "web.push.apple.com",
  "*.notify.windows.com",
];

/** Server configuration, contract §10. Everything is optional; this is the only reader of process.env. */
const ServerEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOSTNAME: optionalText,
  DATABASE_URL: optionalText,
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
});

/** The limits of contract §8: one variable per row of RATE_LIMITS, with its default. */
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
  dataDir: string;
  /** Public origin for the CSRF check; unset = the request's own Host. */
  appOrigin: string | undefined;
  supportEmail: string;
  geocoderUrl: string | undefined;
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | undefined;
  rateLimits: RateLimitConfig;
  /** The explicit-image classifier (contract §14): where it runs, and whether it loads at start-up. */
  imageClassifier: { mode: ImageClassifierMode; warmUp: boolean };
  /** Web Push (contract §12). Keys unset = one pair generated once and kept in the database. */
  push: {
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    /** `mailto:` or `https:` contact the push services may write to. */
    vapidSubject: string;
    /** Host names (`*.` = any subdomain) push endpoints may point to. */
    serviceHosts: string[];
  };
  /** Contract §13: the moderators' emails, normalised like sign-up emails (trimmed, lower-case). */
  moderatorEmails: ReadonlySet<string>;
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
    dataDir: env.DATA_DIR,
    appOrigin: env.APP_ORIGIN?.replace(/\/$/, ""),
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
  };
}
