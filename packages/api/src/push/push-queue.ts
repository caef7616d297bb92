/**
 * Pushes leave the request that caused them (docs/product-rules.md#push): the service enqueues a job
 * after its commit and answers at once; jobs run one after another in this process.
 * A failed job is logged and dropped, never retried: the next event sends again.
 */
export interface PushQueue {
  enqueue(name: string, job: () => Promise<void>): void;
  /** Resolves once every job enqueued so far has run (tests, graceful shutdown). */
  idle(): Promise<void>;
  /** Shutdown: the jobs not started yet are skipped, not run on a closing database. Answers how many. */
  stop(): Promise<number>;
}

/** At most this many jobs wait; beyond it new ones are dropped (and logged), so a stalled push service cannot eat memory. */
const MAX_WAITING_JOBS = 10_000;

export function createPushQueue(): PushQueue {
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;
  let stopped = false;
  let skipped = 0;
  const idle = async () => {
    let seen: Promise<void> | undefined;
    while (seen !== tail) {
      seen = tail;
      await seen;
    }
  };
  return {
    enqueue(name, job) {
      if (waiting >= MAX_WAITING_JOBS) {
        console.warn(`push: queue full, dropped ${name}`);
        return;
      }
      waiting += 1;
      tail = tail
        // A macrotask first: the request that enqueued finishes its answer before any push work.
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(() => {
          if (!stopped) return job();
          skipped += 1;
        })
        .catch((error: unknown) => {
          console.warn(`push: ${name} failed:`, error instanceof Error ? error.message : error);
        })
        .finally(() => {
          waiting -= 1;
        });
    },
    idle,
    async stop() {
      stopped = true;
      await idle();
      return skipped;
    },
  };
}

/**
 * At shutdown, before the database closes: lets the pushes of the last answered sends go
 * out, waiting at most `withinMs` so a stalled push service cannot hold the exit
 * (docs/product-rules.md#hardening: out within 10 s).
 */
export async function drainPushQueue(queue: PushQueue, withinMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs)));
  await Promise.race([queue.idle(), waited]);
  clearTimeout(timer);
  const skipped = await queue.stop();
  if (skipped > 0) console.warn(`push: ${skipped} pushes not sent at shutdown (the queue outlasted ${withinMs} ms)`);
}
