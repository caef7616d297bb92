import { schema, type Database } from "@unveil/db";
import { and, gt, inArray } from "drizzle-orm";
import type { StreamRegistry } from "./stream-registry";

/** Every open stream's session is checked this often (docs/product-rules.md#live-events: closed within 5 s). */
const SESSION_CHECK_MS = 2_000;

/** Closes the streams whose session has ended (logout, deletion, any revocation): on a timer, and at once on notice. */
export function createSessionWatch(db: Database, now: () => Date, registry: StreamRegistry) {
  let timer: NodeJS.Timeout | null = null;
  let checking = false;

  async function check(onlyUsers?: string[]) {
    const streams = registry.all().filter((stream) => !onlyUsers || onlyUsers.includes(stream.userId));
    if (streams.length === 0) return;
    const sessionIds = [...new Set(streams.map((stream) => stream.sessionId))];
    const alive = await db
      .select({ id: schema.sessions.id })
      .from(schema.sessions)
      .where(and(inArray(schema.sessions.id, sessionIds), gt(schema.sessions.expiresAt, now())));
    const aliveIds = new Set(alive.map((row) => row.id));
    for (const stream of streams) if (!aliveIds.has(stream.sessionId)) registry.close(stream, true);
  }

  const report = (error: unknown) => console.error("[events] session check failed", error);

  return {
    /** The users whose session ended: their streams re-check now, outside the delivery queue. */
    ended(userIds: string[]) {
      check(userIds).catch(report);
    },
    start() {
      timer ??= setInterval(() => {
        // The periodic check runs on its own timer (not behind deliveries); never two at once.
        if (checking) return;
        checking = true;
        check()
          .catch(report)
          .finally(() => {
            checking = false;
          });
      }, SESSION_CHECK_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
