import { DEFAULT_DATE_STYLE, type DateStyle } from "~/lib/date-style";

const known = new Map<string, DateStyle>();
const MOST_KNOWN = 200;

/** The first language of an `Accept-Language` header ("de-CH,de;q=0.9" → "de-CH"), if it is a valid tag. */
function firstLocale(acceptLanguage: string | null): string | null {
  const tag = acceptLanguage?.split(",")[0]?.split(";")[0]?.trim();
  if (!tag || tag === "*") return null;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * How the dater's first language writes times and dates (`~/lib/local-time`), by the server's
 * CLDR data: its hour cycle, and whether the day comes before the month.
 */
export function dateStyleFor(acceptLanguage: string | null): DateStyle {
  const locale = firstLocale(acceptLanguage);
  if (!locale) return DEFAULT_DATE_STYLE;
  const cached = known.get(locale);
  if (cached) return cached;
  const hourCycle = new Intl.DateTimeFormat(locale, { hour: "numeric" }).resolvedOptions().hourCycle;
  const parts = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short" }).formatToParts(new Date(0));
  const style: DateStyle = {
    hour12: hourCycle === "h11" || hourCycle === "h12",
    dayFirst: parts.findIndex((part) => part.type === "day") < parts.findIndex((part) => part.type === "month"),
  };
  if (known.size < MOST_KNOWN) known.set(locale, style);
  return style;
}
