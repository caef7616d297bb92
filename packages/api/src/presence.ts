import type { PresenceStore } from "./stores/stores";
import { PRESENCE_RENEW_MS } from "./stores/stores";

/**
 * Whether a user is looking at the app right now (docs/product-rules.md#push: no push then): a stream
 * open on any instance (docs/product-rules.md#beyond-one-machine). This instance's streams answer at
 * once; the others' through the shared store, where each instance announces its own.
 */
export interface Presence {
  isLooking(userId: string): Promise<boolean>;
}

interface LocalStreams {
  hasOpenStream(userId: string): boolean;
  connectedUserIds(): string[];
}

export function createSharedPresence(local: LocalStreams, store: PresenceStore, instanceId: string) {
  let announced = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  const pending = new Set<Promise<void>>();
  const report = (error: unknown) => console.error("[presence] announce failed", error);
  const announce = (userIds: string[], gone: string[]) => {
    const done = store
      .announce(instanceId, userIds, gone)
      .catch(report)
      .finally(() => pending.delete(done));
    pending.add(done);
  };

  function renew() {
    const current = new Set(local.connectedUserIds());
    const gone = [...announced].filter((userId) => !current.has(userId));
    announced = current;
    announce([...current], gone);
  }

  return {
    isLooking: async (userId: string) => local.hasOpenStream(userId) || store.isOnline(userId),
    /** A user's first stream here opened, or their last closed: told at once. */
    changed(userId: string, connected: boolean) {
      if (connected) announced.add(userId);
      else announced.delete(userId);
      announce(connected ? [userId] : [], connected ? [] : [userId]);
      if (!timer) {
        timer = setInterval(renew, PRESENCE_RENEW_MS);
        timer.unref();
      }
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.all(pending);
    },
  } satisfies Presence & Record<string, unknown>;
}
