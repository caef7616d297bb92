/**
 * How the instances tell one another that live events were committed
 * (docs/product-rules.md#beyond-one-machine, docs/decisions/0029-events-after-commit.md). A message is
 * a hint, never the event itself: each instance reads the committed events from the
 * database, so a lost message only delays them until the next catch-up.
 */
export interface Bus {
  /** Sends `message` to every subscriber of every instance (this one too). Never inside a write transaction. */
  publish(message: string): Promise<void>;
  /** Starts receiving; answers the stop. */
  subscribe(onMessage: (message: string) => void): Promise<() => Promise<void>>;
  /** Releases the bus's connections. */
  close(): Promise<void>;
}

/** The channel every bus uses. */
export const BUS_CHANNEL = "unveil_events";
