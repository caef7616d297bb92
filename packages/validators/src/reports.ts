import { z } from "zod";
import { Id, Timestamp } from "./common";
import { REPORT_DESCRIPTION_MAX, REPORT_DESCRIPTION_MIN } from "./limits";

export const REPORT_TYPES = ["bug", "user", "other"] as const;
export const ReportType = z.enum(REPORT_TYPES);
export type ReportType = z.infer<typeof ReportType>;

export const CreateReportInput = z.object({
  reportType: ReportType.default("bug"),
  description: z
    .string()
    .trim()
    .min(REPORT_DESCRIPTION_MIN, { error: "Please provide more details (at least 10 characters)" })
    .max(REPORT_DESCRIPTION_MAX, {
      error: `Description must be at most ${REPORT_DESCRIPTION_MAX} characters`,
    }),
  reportedUserId: Id.optional()
    .or(z.literal("").transform(() => undefined))
    .nullable()
    .transform((id) => id ?? undefined),
});
export type CreateReportInput = z.input<typeof CreateReportInput>;

export const BlockUserInput = z.object({ userId: Id });
export type BlockUserInput = z.input<typeof BlockUserInput>;

/** Contract §2 Report: what the reporter gets back (the evidence stays with moderation). */
export const ReportOutput = z.object({
  id: z.string(),
  reportType: ReportType,
  description: z.string(),
  reportedUserId: z.string().nullable(),
  createdAt: Timestamp,
});
export type ReportOutput = z.output<typeof ReportOutput>;
