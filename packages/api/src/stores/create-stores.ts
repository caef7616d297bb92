import type { Database } from "@unveil/db";
import { createDbStores } from "./db-stores";
import { createRedisStores } from "./redis-stores";
import type { SharedStores } from "./stores";

/** Redis with REDIS_URL, else the database (docs/product-rules.md#beyond-one-machine). */
export function createStores(options: { redisUrl?: string | undefined; db: Database; now: () => Date }): SharedStores {
  return options.redisUrl ? createRedisStores(options.redisUrl, options.now) : createDbStores(options.db, options.now);
}
