import type { DateStyle } from "./date-style";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * Times and dates in the browser's time zone, written in English (the app's language) the
 * dater's way. Plain `Date` getters, not `Intl`: the first `Intl` formatter a page makes loads
 * the browser's locale data, a 40–90 ms task on the main thread (bench/notes.md).
 */
export function localTimeFormat(style: DateStyle) {
  const clock = (at: Date) => {
    const hours = at.getHours();
    const minutes = pad(at.getMinutes());
    return style.hour12 ? `${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}` : `${pad(hours)}:${minutes}`;
  };
  const dayAndMonth = (at: Date) =>
    style.dayFirst ? `${at.getDate()} ${MONTHS[at.getMonth()]}` : `${MONTHS[at.getMonth()]} ${at.getDate()}`;
  const day = (at: Date) =>
    style.dayFirst ? `${dayAndMonth(at)} ${at.getFullYear()}` : `${dayAndMonth(at)}, ${at.getFullYear()}`;
  return {
    /** "9:41 AM" or "09:41". */
    clock,
    /** "Nov 28, 2026" or "28 Nov 2026". */
    day,
    /** "Nov 28, 2026, 9:41 AM" or "28 Nov 2026, 09:41". */
    dayAndClock: (at: Date) => `${day(at)}, ${clock(at)}`,
    /** A plan's start: "Thu, Dec 3, 7:30 PM" or "Thu 3 Dec, 19:30". */
    weekdayAndClock: (at: Date) => `${WEEKDAYS[at.getDay()]}${style.dayFirst ? " " : ", "}${dayAndMonth(at)}, ${clock(at)}`,
  };
}

export type LocalTimeFormat = ReturnType<typeof localTimeFormat>;
