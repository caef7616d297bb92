/**
 * How the dater's locale writes times and dates: a 12-hour clock or a 24-hour one, and the day
 * before or after the month. Read once per request from the browser's languages
 * (`~/server/date-style`), so the browser needs no locale data of its own to write them
 * (`./local-time`).
 */
export interface DateStyle {
  hour12: boolean;
  dayFirst: boolean;
}

/** en-US's, for a request that names no language. */
export const DEFAULT_DATE_STYLE: DateStyle = { hour12: true, dayFirst: false };
