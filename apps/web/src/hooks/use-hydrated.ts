import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server HTML and while hydrating, true after (and on client navigations).
 * Screens arrive filled from the server (decision 0032), so a press can reach a button
 * before React has attached its handler and would be lost: such buttons are disabled
 * until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
