import { useSyncExternalStore } from "react";
import { whenIdle } from "~/lib/when-idle";

/** Turns true once, at the browser's first idle moment after the page's start-up, and stays true. */
let done = false;
const listeners = new Set<() => void>();
let scheduled = false;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!scheduled) {
    scheduled = true;
    whenIdle(() => {
      done = true;
      for (const notify of listeners) notify();
    });
  }
  return () => void listeners.delete(listener);
}

const isDone = () => done;
const notYet = () => false;

/**
 * False in the server's HTML, while hydrating and until the browser is first idle after
 * that; true from then on, and at once on client navigations after it. For reads a dater
 * cannot see in the first paint (this browser's storage): they are work of their own, not
 * part of the hydration's task (issue 30).
 */
export function useAfterStartUp(): boolean {
  return useSyncExternalStore(subscribe, isDone, notYet);
}
