import { z } from "zod";
import { Timestamp } from "./common";

/** docs/product-rules.md#share-my-date: one of the caller's date plans, with the link to share. */
export const DatePlanOutput = z.object({
  id: z.string(),
  matchId: z.string(),
  place: z.string(),
  startsAt: Timestamp,
  note: z.string(),
  /** `{APP_ORIGIN}/date/{token}`: anyone holding it sees the plan until `expiresAt`. */
  url: z.string(),
  /** startsAt + 24 h. */
  expiresAt: Timestamp,
  createdAt: Timestamp,
});
export type DatePlanOutput = z.output<typeof DatePlanOutput>;
