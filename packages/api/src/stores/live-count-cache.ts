/**
 * The database's live-users count, counted at most once a second per instance
 * (decision 0052). Counting the users seen since a time reads every one of them (and,
 * as last-seen is rewritten once a minute, their dead versions too): about 7 ms at
 * 5,000 daters online, which the count's callers asked ~170 times a second in B1's
 * dater mix. A count is reused while its `since` is less than `MAX_AGE_MS` older than
 * the asked one, so it can miss only daters who went quiet in that second. A dater
 * this instance sees come back (last seen before the count's `since`) is added at once;
 * one whose earlier last-seen is not known (a sign-in, a sign-up) drops the count, so
 * a dater's own arrival always shows on the instance that served it.
 */
const MAX_AGE_MS = 1_000;

interface Counted {
  since: number;
  count: number;
}

export interface LiveCountCache {
  count(since: Date): Promise<number>;
  /** A dater was seen just now; `previous` is when they were seen before, when known. */
  seen(previous: Date | undefined): void;
}

export function createLiveCountCache(countSince: (since: Date) => Promise<number>): LiveCountCache {
  let counted: Counted | undefined;
  let pending: { since: number; result: Promise<number> } | undefined;
  // Bumped when an arrival makes the count in flight unsure: its answer is then not kept.
  let generation = 0;

  const fresh = (since: number, entry: { since: number } | undefined) =>
    entry !== undefined && since >= entry.since && since - entry.since < MAX_AGE_MS;

  return {
    count(since) {
      const at = since.getTime();
      if (counted && fresh(at, counted)) return Promise.resolve(counted.count);
      if (pending && fresh(at, pending)) return pending.result;
      const started = generation;
      const result = countSince(since).then((count) => {
        if (generation === started) counted = { since: at, count };
        return count;
      });
      const entry = { since: at, result };
      const clear = () => {
        if (pending === entry) pending = undefined;
      };
      pending = entry;
      result.then(clear, clear);
      return result;
    },
    seen(previous) {
      const known = previous?.getTime();
      // Not in a count since `since`: seen before it, or not known when.
      const missedBy = (entry: { since: number }) => known === undefined || known <= entry.since;
      if (pending && missedBy(pending)) {
        generation += 1;
        pending = undefined;
      }
      if (counted && missedBy(counted))
        counted = known === undefined ? undefined : { since: counted.since, count: counted.count + 1 };
    },
  };
}
