/** Share My Date's texts (docs/product-rules.md#share-my-date), quoted from the contract where it gives them. */
export const SHARED_DATE_TEXTS = {
  title: "A date plan was shared with you",
  someone: "Someone",
  mysteryMatch: "a Mystery Match",
  isMeeting: "is meeting",
  where: "Where",
  when: "When",
  note: "Note",
  expiry: "This link stops working 24 hours after the date starts, or as soon as it is deleted.",
  brand: "Unveil · Share My Date",
} as const;

export const DATE_PLAN_TEXTS = {
  dialogTitle: "Share date plans",
  dialogDescription: "Let a friend know where you'll be. Anyone with the link can see the plan until a day after it starts.",
  place: "Place",
  placeHint: "A public place is safest for a first date.",
  startsAt: "Date and time",
  note: "Note",
  noteHint: "Optional: anything your friend should know.",
  create: "Create link",
  creating: "Creating…",
  copy: "Copy link",
  copied: "Link copied",
  copyFailed: "Could not copy the link",
  share: "Share",
  shareTitle: "My date plan",
  livePlans: "Your shared plans",
  delete: "Delete",
  deleteTitle: "Delete this date plan?",
  deleteDescription: "The link stops working at once for anyone you shared it with.",
  cancel: "Cancel",
  deleted: "Date plan deleted",
  newPlan: "Share another plan",
  linkReady: "Your link is ready",
  link: "Date plan link",
} as const;

/** "Thursday, 3 December 2026, 19:30 (UTC+1)": the time as the sharer wrote it, in the offset they wrote it in. */
export function formatDateTimeAtOffset(at: Date, utcOffsetMinutes: number): string {
  const shifted = new Date(at.getTime() + utcOffsetMinutes * 60_000);
  const date = new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(shifted);
  const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(shifted);
  return `${date}, ${time} (${offsetLabel(utcOffsetMinutes)})`;
}

function offsetLabel(minutes: number): string {
  if (minutes === 0) return "UTC";
  const sign = minutes < 0 ? "−" : "+";
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, "0")}` : ""}`;
}
