/**
 * One live-events notice: a kind and the ids it concerns, as the triggers record them in
 * live_events (migration 0004_live_events, 0018_live_events_outbox), the new messages as
 * read from their own table (decision 0056), or a typing notice that is never stored.
 */
export interface Notice {
  k: string;
  ids: string[];
}

/** A bus message: the notices it carries (a wake-up carries none). */
export function parseBusMessage(payload: string): Notice[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const notices: Notice[] = [];
  for (const item of parsed as Array<{ k?: unknown; ids?: unknown }>) {
    if (typeof item?.k !== "string" || !Array.isArray(item.ids)) return null;
    notices.push({ k: item.k, ids: item.ids.filter((id): id is string => typeof id === "string") });
  }
  return notices;
}
