import type { Database } from "@unveil/db";
import { createLucia, type AppLucia } from "./auth/lucia";
import type { ServerConfig } from "./env";
import { nobodyLooking, type Presence } from "./presence";
import { createPushQueue, type PushQueue } from "./push/push-queue";
import { createImageClassifier, type ImageClassifier } from "./image-safety/image-classifier";
import { createStorage } from "./storage/create-storage";
import type { ObjectStorage } from "./storage/object-storage";

/** Everything a service may need, built once per process and passed in (never imported). */
export interface AppDeps {
  db: Database;
  config: ServerConfig;
  lucia: AppLucia;
  /** Image bytes: local disk under DATA_DIR, or an S3-compatible bucket. */
  storage: ObjectStorage;
  /** Judges chat images explicit or not; loads nothing until its first image. */
  imageClassifier: ImageClassifier;
  /** The current time; tests may pin it. */
  now: () => Date;
  /** Whether a user is looking at the app (contract §12: then no push). */
  presence: Presence;
  /** Pushes run here, after the request that caused them (contract §12). */
  pushQueue: PushQueue;
}

export function createAppDeps(options: {
  db: Database;
  config: ServerConfig;
  storage?: ObjectStorage;
  imageClassifier?: ImageClassifier;
  now?: () => Date;
  presence?: Presence;
}): AppDeps {
  const secureCookies = options.config.appOrigin?.startsWith("https:") ?? false;
  return {
    db: options.db,
    config: options.config,
    lucia: createLucia(options.db, { secureCookies }),
    storage: options.storage ?? createStorage(options.config),
    imageClassifier: options.imageClassifier ?? startImageClassifier(options.config),
    now: options.now ?? (() => new Date()),
    presence: options.presence ?? nobodyLooking,
    pushQueue: createPushQueue(),
  };
}

function startImageClassifier(config: ServerConfig): ImageClassifier {
  const classifier = createImageClassifier({ mode: config.imageClassifier.mode });
  // Failures are reported by the classifier itself; a cold one still answers, just later.
  if (config.imageClassifier.warmUp) void classifier.warmUp();
  return classifier;
}
