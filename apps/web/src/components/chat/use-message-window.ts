"use client";

import { useEffect, useLayoutEffect, useRef, useState } from "react";

/**
 * Messages a chat renders when it opens: the newest, about two tall phone screens of short
 * texts. Older ones are rendered as the dater scrolls up towards them (decision 0051): a long
 * chat hydrates 24 bubbles, not every message it holds (issue 30).
 */
export const OPENING_MESSAGES = 24;
/** Older messages added each time the dater nears the top of those rendered. */
const STEP = 30;
/**
 * How far above the screen the next older messages are rendered, before the dater gets there:
 * half a phone screen, so a chat of short texts does not render them all as it opens.
 */
const AHEAD = "400px 0px 0px 0px";

/**
 * The index of the oldest message rendered, and the marker to place just before the list:
 * when it nears the screen, older messages are added above, and the page is scrolled by what
 * they added so what the dater reads stays where it is (a browser with scroll anchoring has
 * already done so; one without, as Safari, has not: the correction is measured either way).
 * Without IntersectionObserver every message is rendered.
 */
export function useMessageWindow(count: number) {
  // A browser without IntersectionObserver (none this app supports) renders every message from the start.
  const [from, setFrom] = useState(() =>
    typeof window !== "undefined" && typeof IntersectionObserver === "undefined" ? 0 : Math.max(0, count - OPENING_MESSAGES),
  );
  const markerRef = useRef<HTMLDivElement>(null);
  /** The oldest rendered message and where it was on screen, just before older ones are added. */
  const anchor = useRef<{ element: Element; top: number } | null>(null);

  useEffect(() => {
    const marker = markerRef.current;
    if (from === 0 || !marker) return;
    // A new observer for each window reports at once whether the marker is still near.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const oldest = marker.nextElementSibling?.firstElementChild;
        anchor.current = oldest ? { element: oldest, top: oldest.getBoundingClientRect().top } : null;
        setFrom((before) => Math.max(0, before - STEP));
      },
      { rootMargin: AHEAD },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [from]);

  useLayoutEffect(() => {
    const held = anchor.current;
    anchor.current = null;
    if (!held) return;
    const moved = held.element.getBoundingClientRect().top - held.top;
    if (moved !== 0) window.scrollBy(0, moved);
  }, [from]);

  return { from, markerRef };
}
