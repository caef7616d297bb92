/**
 * What the instances share besides the database's rows (docs/product-rules.md#beyond-one-machine):
 * in Redis with REDIS_URL, else in the database. Small on purpose: each names the one
 * question the services ask.
 */

/** Which users hold a live stream on some instance. */
export interface PresenceStore {
  /** This instance's connected users, renewed every few seconds; `gone` just closed their last stream here. */
  announce(instanceId: string, userIds: string[], gone: string[]): Promise<void>;
  /** True while any instance holds a stream of the user. */
  isOnline(userId: string): Promise<boolean>;
}

/** At most one pass per key and window (typing's throttle). */
export interface ThrottleStore {
  /** True for the first call per `key` in any `windowMs`; false for the rest. */
  first(key: string, windowMs: number): Promise<boolean>;
}

/** Fixed-window counters (the rate limits). */
export interface CounterStore {
  /** Counts one hit; answers the window's hits including it. */
  hit(bucket: string, key: string, windowStart: Date, windowMs: number): Promise<number>;
  /** The window's hits so far. */
  peek(bucket: string, key: string, windowStart: Date): Promise<number>;
}

/** Users seen lately (the live-users count). */
export interface LiveUsersStore {
  /** `previous`: when the user was seen before, when the caller knows it (the session touch). */
  seen(userId: string, at: Date, previous?: Date): Promise<void>;
  count(since: Date): Promise<number>;
}

export interface SharedStores {
  presence: PresenceStore;
  throttle: ThrottleStore;
  counters: CounterStore;
  liveUsers: LiveUsersStore;
  close(): Promise<void>;
}

/** A presence announcement lives this long unless renewed (renewed every PRESENCE_RENEW_MS). */
export const PRESENCE_TTL_MS = 10_000;
export const PRESENCE_RENEW_MS = 3_000;
