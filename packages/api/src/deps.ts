import type { Database } from "@unveil/db";
import type { AppLucia } from "./auth/lucia";
import type { ServerConfig } from "./env";
import type { EventHub } from "./events/event-hub";
import type { ImageClassifier } from "./image-safety/image-classifier";
import type { ImageRenditions } from "./storage/image-renditions";
import type { Presence } from "./presence";
import type { PushQueue } from "./push/push-queue";
import type { ObjectStorage } from "./storage/object-storage";
import type { SharedStores } from "./stores/stores";

/**
 * Everything a service may need, built once per process (create-app-deps.ts) and passed
 * in (never imported). Types only: this file imports no service, so nothing cycles through it.
 */
export interface AppDeps {
  db: Database;
  config: ServerConfig;
  lucia: AppLucia;
  /** Image bytes: local disk under DATA_DIR, or an S3-compatible bucket. */
  storage: ObjectStorage;
  /** Stored images scaled down to display widths, kept in this instance's memory. */
  renditions: ImageRenditions;
  /** Judges chat images explicit or not; loads nothing until its first image. */
  imageClassifier: ImageClassifier;
  /** The current time; tests may pin it. */
  now: () => Date;
  /** Live events (docs/product-rules.md#live-events): the streams this instance holds, fed after commits. */
  events: EventHub;
  /** Whether a user is looking at the app, on any instance (docs/product-rules.md#push: then no push). */
  presence: Presence;
  /** Presence, throttles, rate-limit counters, live users: Redis or the database (docs/product-rules.md#beyond-one-machine). */
  stores: SharedStores;
  /** Pushes run here, after the request that caused them (docs/product-rules.md#push). */
  pushQueue: PushQueue;
  /** Stops the hub, the presence announcements and the stores' connections (shutdown, tests). */
  close(): Promise<void>;
}
