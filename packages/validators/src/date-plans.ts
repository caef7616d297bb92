import { z } from "zod";
import { Id, text } from "./common";
import { DATE_PLAN_NOTE_MAX, DATE_PLAN_PLACE_MAX, DATE_PLAN_PLACE_MIN } from "./limits";

/** Where the date is: 2–200 characters after trimming. */
export const DatePlanPlace = text({ error: "Place must be text" })
  .trim()
  .min(DATE_PLAN_PLACE_MIN, { error: `Place must be at least ${DATE_PLAN_PLACE_MIN} characters` })
  .max(DATE_PLAN_PLACE_MAX, { error: `Place must be at most ${DATE_PLAN_PLACE_MAX} characters` });

/** Anything a friend should know: up to 500 characters; empty when left out. */
export const DatePlanNote = text({ error: "Note must be text" })
  .trim()
  .max(DATE_PLAN_NOTE_MAX, { error: `Note must be at most ${DATE_PLAN_NOTE_MAX} characters` });

const OFFSET_PATTERN = /(Z|([+-])(\d{2}):?(\d{2}))$/i;

/** The offset an ISO 8601 date and time was written in, in minutes east of UTC (`Z` = 0). */
function offsetMinutesOf(value: string): number {
  const match = OFFSET_PATTERN.exec(value);
  if (!match?.[2]) return 0;
  const minutes = Number(match[3]) * 60 + Number(match[4]);
  return match[2] === "-" ? -minutes : minutes;
}

/**
 * When the date starts: an ISO 8601 date and time with its offset (`Z` or `+02:00`),
 * kept with that offset so the shared page shows the time as the sharer wrote it.
 * Whether it lies from now to 60 days ahead is the server's rule (its clock).
 */
export const DatePlanStartsAt = z.iso
  .datetime({ offset: true, error: "Start time must be an ISO 8601 date and time" })
  .transform((value) => ({ at: new Date(value), utcOffsetMinutes: offsetMinutesOf(value) }));

/** POST /api/date-plans (docs/product-rules.md#share-my-date). */
export const CreateDatePlanInput = z.object({
  matchId: Id,
  place: DatePlanPlace,
  startsAt: DatePlanStartsAt,
  note: DatePlanNote.optional().default(""),
});
export type CreateDatePlanInput = z.input<typeof CreateDatePlanInput>;

/** DELETE /api/date-plans/{id} (docs/product-rules.md#share-my-date). */
export const DatePlanIdInput = z.object({ id: Id });
export type DatePlanIdInput = z.input<typeof DatePlanIdInput>;
