import type { Bus } from "./bus";

/** The embedded database's bus: one process, so a publish reaches its own subscribers only. */
export function createInProcessBus(): Bus {
  const subscribers = new Set<(message: string) => void>();
  return {
    publish: async (message) => {
      // Later, not inside the publisher's call: as a network bus would.
      await Promise.resolve();
      for (const subscriber of subscribers) subscriber(message);
    },
    subscribe: (onMessage) => {
      const subscriber = (message: string) => onMessage(message);
      subscribers.add(subscriber);
      return Promise.resolve(() => {
        subscribers.delete(subscriber);
        return Promise.resolve();
      });
    },
    close: () => {
      subscribers.clear();
      return Promise.resolve();
    },
  };
}
