/**
 * The opaque `id:` of every event (docs/product-rules.md#live-events): the highest message `seq` the
 * stream has delivered and when, both base 36. A client resumes from it; a cursor
 * older than 24 h, malformed or ahead of the database is answered with `reset`.
 */
export interface EventCursor {
  seq: number;
  at: number;
}

export const CURSOR_MAX_AGE_MS = 24 * 60 * 60_000;

export function encodeCursor(cursor: EventCursor): string {
  return `${cursor.seq.toString(36)}.${cursor.at.toString(36)}`;
}

export function decodeCursor(text: string): EventCursor | null {
  const found = /^([0-9a-z]{1,12})\.([0-9a-z]{1,12})$/.exec(text);
  if (!found?.[1] || !found[2]) return null;
  const seq = parseInt(found[1], 36);
  const at = parseInt(found[2], 36);
  return Number.isSafeInteger(seq) && Number.isSafeInteger(at) ? { seq, at } : null;
}
