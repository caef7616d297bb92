"use client";

import { useContext, useMemo } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { localTimeFormat, type LocalTimeFormat } from "~/lib/local-time";
import { DateStyleContext } from "./date-style";

/**
 * Writes times and dates in the dater's own time zone, or null in the server's HTML and while
 * hydrating: the server does not know the browser's zone, and a time the server wrote in its
 * own would differ from the browser's and throw the page's server HTML away (React error 418).
 * A time appears once the page is hydrated.
 */
export function useLocalTime(): LocalTimeFormat | null {
  const style = useContext(DateStyleContext);
  const hydrated = useHydrated();
  const format = useMemo(() => localTimeFormat(style), [style]);
  return hydrated ? format : null;
}

/** Holds a line's height until the time is known, so nothing below it moves when it appears. */
export const UNTIL_HYDRATED = "\u00a0";

/** A `<time>` in the dater's zone; empty (a line high) in the server's HTML. */
export function LocalTime({
  at,
  as = "clock",
  className,
}: {
  at: Date | string;
  as?: keyof LocalTimeFormat;
  className?: string;
}) {
  const format = useLocalTime();
  const date = new Date(at);
  return (
    <time className={className} dateTime={date.toISOString()}>
      {format ? format[as](date) : UNTIL_HYDRATED}
    </time>
  );
}
