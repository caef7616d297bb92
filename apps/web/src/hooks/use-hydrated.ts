import { useSyncExternalStore } from "react";
import { onceFlag } from "~/lib/once-flag";

/** The root layout marks the server's HTML; a page without it (a test's render) mounts on the client. */
export const SERVER_RENDERED_ATTRIBUTE = "data-server-rendered";

/**
 * Turns true once, in the first task after the page's hydration, and stays true: the first
 * subscription comes from the hydration's own effects, and the flip waits for the next task.
 */
const hydratedFlag = onceFlag((set) => window.setTimeout(set, 0));

function isHydrated(): boolean {
  return hydratedFlag.get() || !document.documentElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
}

/**
 * False in the server HTML and while hydrating, true after (and on client navigations).
 * Screens arrive filled from the server (decision 0032), so a press can reach a button
 * before React has attached its handler and would be lost: such buttons are disabled
 * until then.
 *
 * A store that turns true in the task after the page's hydration, not `() => true`: with
 * that, React rendered every user again (a chat's 24 message times, its buttons) synchronously
 * inside the hydration's effects, in one long task; now that second render is a task of
 * its own (issue 30). Client navigations mount with it true already.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(hydratedFlag.subscribe, isHydrated, () => false);
}
