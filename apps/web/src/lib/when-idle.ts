/**
 * Runs `run` when the browser is next idle, in a task of its own (`timeoutMs` on at the
 * latest, so a page that is never idle still gets there). Returns a cancel function.
 */
export function whenIdle(run: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const idle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(run, 0);
  return () => window.clearTimeout(timer);
}

/**
 * How long after the page's `load` the idle preloads wait (issue 30): the first seconds
 * belong to the dater's first scroll and tap, not to chunks for a dialog nobody opened.
 */
export const PRELOAD_AFTER_LOAD_MS = 3000;

/** Runs `run` when the browser is idle, `afterLoadMs` after the page's `load`. Returns a cancel function. */
export function afterLoadWhenIdle(run: () => void, afterLoadMs = PRELOAD_AFTER_LOAD_MS): () => void {
  let timer: number | undefined;
  let cancelIdle = () => {};
  const afterLoad = () => {
    timer = window.setTimeout(() => (cancelIdle = whenIdle(run, 2000)), afterLoadMs);
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  return () => {
    window.removeEventListener("load", afterLoad);
    window.clearTimeout(timer);
    cancelIdle();
  };
}
