import type { NotifyConnection } from "@unveil/db";
import type { Bus } from "./bus";
import { createInProcessBus } from "./in-process-bus";
import { createPostgresBus } from "./postgres-bus";
import { createRedisBus } from "./redis-bus";

/**
 * The bus of docs/product-rules.md#beyond-one-machine: Redis with REDIS_URL, else PostgreSQL NOTIFY
 * when the database is PostgreSQL (`notifyConnection`), else in process (embedded database).
 * `choice` (EVENTS_BUS) overrides, e.g. `process` for a single instance on PostgreSQL.
 */
export function createBus(options: {
  choice?: "process" | "postgres" | "redis" | undefined;
  redisUrl?: string | undefined;
  notifyConnection?: (() => NotifyConnection) | undefined;
}): Bus {
  const choice = options.choice ?? (options.redisUrl ? "redis" : options.notifyConnection ? "postgres" : "process");
  if (choice === "redis") {
    if (!options.redisUrl) throw new Error("EVENTS_BUS=redis needs REDIS_URL");
    return createRedisBus(options.redisUrl);
  }
  if (choice === "postgres") {
    if (!options.notifyConnection) throw new Error("EVENTS_BUS=postgres needs DATABASE_URL");
    return createPostgresBus(options.notifyConnection);
  }
  return createInProcessBus();
}
