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
