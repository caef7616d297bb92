import type { EventHub, OpenStreamOptions } from "./event-hub";
import type { SentEvent } from "./live-event";

/**
 * One hub stream as an async iterable (the tRPC subscription's source): the same
 * registration as `GET /api/events`, so the 5-per-user limit, the session checks and
 * the hub's close all apply. Ends when the hub closes the stream or `signal` aborts.
 */
export async function* hubEvents(
  hub: EventHub,
  options: OpenStreamOptions,
  signal: AbortSignal | undefined,
): AsyncGenerator<SentEvent> {
  const pending: SentEvent[] = [];
  let ended = false;
  let wake: (() => void) | null = null;
  const stop = () => {
    ended = true;
    wake?.();
  };
  signal?.addEventListener("abort", stop, { once: true });
  const close = await hub.open(options, {
    send: (event) => {
      pending.push(event);
      wake?.();
    },
    close: stop,
  });
  try {
    while (!signal?.aborted) {
      const next = pending.shift();
      if (next) {
        yield next;
        continue;
      }
      if (ended) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = null;
    }
  } finally {
    signal?.removeEventListener("abort", stop);
    close();
  }
}
