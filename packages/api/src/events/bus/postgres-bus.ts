import type { NotifyConnection } from "@unveil/db";
import { BUS_CHANNEL, type Bus } from "./bus";

/**
 * PostgreSQL NOTIFY as the bus: published from the instance's own connection, after the
 * commits it announces and outside every write transaction, so no write waits on
 * NOTIFY's database-wide lock. LISTEN holds one more connection, which must not go
 * through a transaction-mode pooler (DATABASE_DIRECT_URL, docs/product-rules.md#beyond-one-machine).
 * The connections open on first use, and again after a close.
 */
export function createPostgresBus(open: () => NotifyConnection): Bus {
  let connection: NotifyConnection | null = null;
  const current = () => (connection ??= open());
  return {
    publish: (message) => current().notify(BUS_CHANNEL, message),
    subscribe: (onMessage) => current().listen(BUS_CHANNEL, onMessage),
    async close() {
      const closing = connection;
      connection = null;
      await closing?.close();
    },
  };
}
