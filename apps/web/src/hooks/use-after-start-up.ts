import { useSyncExternalStore } from "react";
import { onceFlag } from "~/lib/once-flag";
import { whenIdle } from "~/lib/when-idle";

/** Turns true once, at the browser's first idle moment after the page's start-up, and stays true. */
const startedUp = onceFlag(whenIdle);
const notYet = () => false;

/**
 * False in the server's HTML, while hydrating and until the browser is first idle after
 * that; true from then on, and at once on client navigations after it. For reads a dater
 * cannot see in the first paint (this browser's storage): they are work of their own, not
 * part of the hydration's task (issue 30).
 */
export function useAfterStartUp(): boolean {
  return useSyncExternalStore(startedUp.subscribe, startedUp.get, notYet);
}
