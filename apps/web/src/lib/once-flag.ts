/**
 * A flag for `useSyncExternalStore` that turns true once and stays true: its first
 * subscription hands `schedule` the function that sets it, which then tells every
 * subscriber.
 */
export function onceFlag(schedule: (set: () => void) => unknown) {
  let value = false;
  let scheduled = false;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      if (!scheduled) {
        scheduled = true;
        schedule(() => {
          value = true;
          for (const notify of listeners) notify();
        });
      }
      return () => void listeners.delete(listener);
    },
    get: (): boolean => value,
  };
}
