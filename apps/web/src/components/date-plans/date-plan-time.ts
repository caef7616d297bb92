const pad = (value: number) => String(value).padStart(2, "0");

/** `YYYY-MM-DDTHH:mm` in the browser's time zone: what a `datetime-local` input holds. */
export function toDateTimeLocal(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * A `datetime-local` value as ISO 8601 with the browser's offset at that moment
 * (`2026-12-03T19:30:00+01:00`): the shared page shows the time as the dater wrote it.
 */
export function localInputToIso(value: string): string | null {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  const offset = -at.getTimezoneOffset();
  const sign = offset < 0 ? "-" : "+";
  const hours = pad(Math.floor(Math.abs(offset) / 60));
  const minutes = pad(Math.abs(offset) % 60);
  return `${toDateTimeLocal(at)}:00${sign}${hours}:${minutes}`;
}
