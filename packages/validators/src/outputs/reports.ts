import { z } from "zod";
import { ReportType } from "../reports";
import { Timestamp } from "./common";

/** docs/product-rules.md#shapes-and-redaction Report: what the reporter gets back (the evidence stays with moderation). */
export const ReportOutput = z.object({
  id: z.string(),
  reportType: ReportType,
  description: z.string(),
  reportedUserId: z.string().nullable(),
  createdAt: Timestamp,
});
export type ReportOutput = z.output<typeof ReportOutput>;
