import { z } from "zod";
import type { ImageClassifierMode } from "./image-safety/image-classifier";

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
  RATE_LIMIT_LOGIN_FAILURES: positiveInt(10),
  RATE_LIMIT_REGISTER_PER_HOUR: positiveInt(50),
  RATE_LIMIT_MESSAGES_PER_MINUTE: positiveInt(60),
  RATE_LIMIT_REPORTS_PER_HOUR: positiveInt(20),
  RATE_LIMIT_UPLOADS_PER_HOUR: positiveInt(60),
  RATE_LIMIT_LOCATION_CHANGES_PER_DAY: positiveInt(10),
  RATE_LIMIT_PREFERENCE_SAVES_PER_HOUR: positiveInt(30),
  IMAGE_CLASSIFIER: z.preprocess(unsetWhenBlank, z.enum(["worker", "off"]).default("worker")),
  IMAGE_CLASSIFIER_WARM_UP: flag,
});

export type ServerEnv = z.output<typeof ServerEnvSchema>;

/** The limits of contract §8, as the services use them. */
export interface RateLimitConfig {
  loginFailuresPer15Minutes: number;
  registerPerHour: number;
  messagesPerMinute: number;
  reportsPerHour: number;
  uploadsPerHour: number;
  locationChangesPerDay: number;
  preferenceSavesPerHour: number;
}

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
}

export function readServerConfig(source: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = ServerEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
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
    rateLimits: {
      loginFailuresPer15Minutes: env.RATE_LIMIT_LOGIN_FAILURES,
      registerPerHour: env.RATE_LIMIT_REGISTER_PER_HOUR,
      messagesPerMinute: env.RATE_LIMIT_MESSAGES_PER_MINUTE,
      reportsPerHour: env.RATE_LIMIT_REPORTS_PER_HOUR,
      uploadsPerHour: env.RATE_LIMIT_UPLOADS_PER_HOUR,
      locationChangesPerDay: env.RATE_LIMIT_LOCATION_CHANGES_PER_DAY,
      preferenceSavesPerHour: env.RATE_LIMIT_PREFERENCE_SAVES_PER_HOUR,
    },
    imageClassifier: { mode: env.IMAGE_CLASSIFIER, warmUp: env.IMAGE_CLASSIFIER_WARM_UP },
  };
}
