import type { Database, NotifyConnection } from "@unveil/db";
import { randomUUID } from "node:crypto";
import { createLucia } from "./auth/lucia";
import type { AppDeps } from "./deps";
import type { ServerConfig } from "./env";
import type { Bus } from "./events/bus/bus";
import { createBus } from "./events/bus/create-bus";
import { createEventHub } from "./events/event-hub";
import { createImageClassifier, type ImageClassifier } from "./image-safety/image-classifier";
import { createSharedPresence } from "./presence";
import { createPushQueue } from "./push/push-queue";
import { createEventViews } from "./services/event-views";
import { createStorage } from "./storage/create-storage";
import { createImageRenditions } from "./storage/image-renditions";
import type { ObjectStorage } from "./storage/object-storage";
import { createStores } from "./stores/create-stores";

/** The composition root: builds every port once per process and wires the leaves together. */
export function createAppDeps(options: {
  db: Database;
  config: ServerConfig;
  storage?: ObjectStorage;
  imageClassifier?: ImageClassifier;
  now?: () => Date;
  /** PostgreSQL: the bus's own NOTIFY/LISTEN connections (DbHandle.openNotifyConnection). */
  openNotifyConnection?: (() => NotifyConnection) | undefined;
  /** A bus of the caller's (tests); else Redis, NOTIFY or in process, as configured. */
  bus?: Bus;
}): AppDeps {
  const { db, config } = options;
  const secureCookies = config.appOrigin?.startsWith("https:") ?? false;
  const now = options.now ?? (() => new Date());
  const stores = createStores({ redisUrl: config.redisUrl, db, now });
  const bus =
    options.bus ??
    createBus({
      choice: config.eventsBus,
      redisUrl: config.redisUrl,
      notifyConnection: options.openNotifyConnection,
    });
  const instanceId = randomUUID();
  let presence: ReturnType<typeof createSharedPresence> | null = null;
  const events = createEventHub({
    db,
    now,
    bus,
    projection: createEventViews({ db, now }),
    onPresence: (userId, connected) => presence?.changed(userId, connected),
  });
  presence = createSharedPresence(events, stores.presence, instanceId);
  const shared = presence;
  return {
    db,
    config,
    lucia: createLucia(db, { secureCookies }),
    storage: options.storage ?? createStorage(config),
    renditions: createImageRenditions(),
    imageClassifier: options.imageClassifier ?? startImageClassifier(config),
    now,
    events,
    presence: shared,
    stores,
    pushQueue: createPushQueue(),
    async close() {
      await events.closeAll();
      await shared.stop();
      await stores.close();
    },
  };
}

function startImageClassifier(config: ServerConfig): ImageClassifier {
  const classifier = createImageClassifier({ mode: config.imageClassifier.mode });
  // Failures are reported by the classifier itself; a cold one still answers, just later.
  if (config.imageClassifier.warmUp) void classifier.warmUp();
  return classifier;
}
