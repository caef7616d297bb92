import { Suspense, type ReactNode } from "react";

/**
 * A part of a screen that arrives filled from the server (decision 0032) and that React
 * hydrates on its own, after the rest (decision 0038). A `<Suspense>` boundary in the
 * server's HTML is hydrated in a later pass at low priority that yields to the browser
 * every few milliseconds, instead of inside the page's one long hydration task; a press or
 * key on it before then hydrates it at once and is handled, as its code is already on the
 * page. Nothing here suspends, so the fallback is never shown.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
