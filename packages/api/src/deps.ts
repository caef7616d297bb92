import type { Database, DbHandle } from "@unveil/db";
import { createLucia, type AppLucia } from "./auth/lucia";
import type { ServerConfig } from "./env";
import { createEventHub, type EventHub } from "./events/event-hub";
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
  /** Live events (contract §11): the streams this instance holds, fed by LISTEN. */
  events: EventHub;
}

export function createAppDeps(options: {
  db: Database;
  config: ServerConfig;
  storage?: ObjectStorage;
  imageClassifier?: ImageClassifier;
  now?: () => Date;
  /** The database handle's LISTEN; without it streams open but receive no live events. */
  listen?: DbHandle["listen"];
}): AppDeps {
  const secureCookies = options.config.appOrigin?.startsWith("https:") ?? false;
  const deps: AppDeps = {
    db: options.db,
    config: options.config,
    lucia: createLucia(options.db, { secureCookies }),
    storage: options.storage ?? createStorage(options.config),
    imageClassifier: options.imageClassifier ?? startImageClassifier(options.config),
    now: options.now ?? (() => new Date()),
    events: createEventHub(() => deps, options.listen),
  };
  return deps;
}

function startImageClassifier(config: ServerConfig): ImageClassifier {
  const classifier = createImageClassifier({ mode: config.imageClassifier.mode });
  // Failures are reported by the classifier itself; a cold one still answers, just later.
  if (config.imageClassifier.warmUp) void classifier.warmUp();
  return classifier;
}
