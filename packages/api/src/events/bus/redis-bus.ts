import { Redis } from "ioredis";
import { BUS_CHANNEL, type Bus } from "./bus";

/**
 * Redis pub/sub as the bus (REDIS_URL; docs/decisions/0030-redis.md): one connection
 * publishes, one subscribes (a subscribed Redis connection takes no other command). Both
 * open on first use, and again after a close; a reconnecting subscriber re-subscribes
 * by itself, and what it missed meanwhile the catch-up reads from the database.
 */
export function createRedisBus(url: string): Bus {
  let publisher: Redis | null = null;
  const subscribers = new Set<Redis>();
  const connect = (): Redis => {
    const client = new Redis(url, { maxRetriesPerRequest: 2 });
    client.on("error", () => {});
    return client;
  };
  return {
    async publish(message) {
      publisher ??= connect();
      await publisher.publish(BUS_CHANNEL, message);
    },
    async subscribe(onMessage) {
      const subscriber = connect();
      subscribers.add(subscriber);
      subscriber.on("message", (channel: string, message: string) => {
        if (channel === BUS_CHANNEL) onMessage(message);
      });
      await subscriber.subscribe(BUS_CHANNEL);
      return () => {
        subscribers.delete(subscriber);
        subscriber.disconnect();
        return Promise.resolve();
      };
    },
    close() {
      for (const subscriber of subscribers) subscriber.disconnect();
      subscribers.clear();
      publisher?.disconnect();
      publisher = null;
      return Promise.resolve();
    },
  };
}
