import type { Delivery } from "../events/projection";

/** At most one unread-count statement per instance this often (decisions 0053, 0054). */
export const UNREAD_COUNT_GAP_MS = 250;

type CountUnread = (userIds: string[]) => Promise<Map<string, number>>;
type Deliver = (deliveries: Delivery[]) => void;

/**
 * The unread counts the batches owe their users, paced (decision 0053). A batch that
 * comes at least UNREAD_COUNT_GAP_MS after the last count started has its count run at
 * once, after its events, and waits for it (as every batch did before). A batch sooner
 * than that, which under load is nearly every one (the outbox is read every 20 ms), adds
 * its users to the next count, run when the gap is over: one statement and one `unread`
 * event per user for all the batches of that quarter of a second. Counts never overlap and
 * each reads after everything the batches before it delivered, so the last `unread` a
 * dater gets is always the count after their last change, at most a gap later.
 */
export function createUnreadPacer(
  count: CountUnread,
  /** A monotonic clock (as the notice channel's windows): the app's clock may be set anywhere in tests. */
  nowMs: () => number = () => performance.now(),
) {
  let owed = new Set<string>();
  let deliverTo: Deliver = () => {};
  let lastStart = Number.NEGATIVE_INFINITY;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function countOwed(): Promise<void> {
    const users = [...owed];
    owed = new Set();
    running = true;
    lastStart = nowMs();
    let counts: Map<string, number>;
    try {
      counts = await count(users);
    } catch (error) {
      // Owed again, counted with the next batch's (no retry loop while the database is away).
      for (const userId of users) owed.add(userId);
      running = false;
      throw error;
    }
    running = false;
    deliverTo([...counts].map(([userId, unread]) => ({ userId, event: { event: "unread", data: { count: unread } } })));
    if (owed.size > 0) schedule();
  }

  function schedule() {
    if (timer || running) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        // A failed paced count waits for the next batch; the client's badge is polled while its stream is down.
        countOwed().catch(() => undefined);
      },
      Math.max(0, lastStart + UNREAD_COUNT_GAP_MS - nowMs()),
    );
    timer.unref?.();
  }

  return {
    /** Owes `userIds` their count; answers once it was handed on, or at once when it is left to the paced count. */
    owe(userIds: Iterable<string>, deliver: Deliver): Promise<void> {
      for (const userId of userIds) owed.add(userId);
      deliverTo = deliver;
      if (owed.size === 0 || timer || running) return Promise.resolve();
      if (nowMs() - lastStart >= UNREAD_COUNT_GAP_MS) return countOwed();
      schedule();
      return Promise.resolve();
    },
  };
}

export type UnreadPacer = ReturnType<typeof createUnreadPacer>;
