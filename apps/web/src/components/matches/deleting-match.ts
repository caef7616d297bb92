import { useSyncExternalStore } from "react";

/**
 * Which match the 'Delete Match?' dialog asks about (`null`: closed). The cards are
 * server components (issue 30), so their menus and the screen's one dialog share this
 * small store instead of a state passed down through the screen.
 */
let deleting: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null) {
  deleting = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A card's menu asks to delete its match: the dialog opens for it. */
export function askToDeleteMatch(matchId: string): void {
  set(matchId);
}

/** The dialog closed (cancelled, or the match is gone). */
export function stopDeletingMatch(): void {
  set(null);
}

/** The match the dialog asks about, or null; null in the server HTML. */
export function useDeletingMatch(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => deleting,
    () => null,
  );
}
