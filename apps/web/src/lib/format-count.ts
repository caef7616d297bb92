/**
 * A whole number with en-US thousands separators ("55,012"), as
 * `Intl.NumberFormat("en-US")` writes it, without Intl: the first Intl object a page
 * makes loads the browser's locale data, 40–80 ms on the main thread of a fresh tab
 * here (bench/notes.md), and the landing page needs nothing else of it.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return new Intl.NumberFormat("en-US").format(value);
  const sign = value < 0 ? "-" : "";
  return sign + String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
