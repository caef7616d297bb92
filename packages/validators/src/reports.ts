import { z } from "zod";
import { Id, text } from "./common";
import { REPORT_DESCRIPTION_MAX, REPORT_DESCRIPTION_MIN } from "./limits";

export const REPORT_TYPES = ["bug", "user", "other"] as const;
export const ReportType = z.enum(REPORT_TYPES);
export type ReportType = z.infer<typeof ReportType>;

export const CreateReportInput = z.object({
  reportType: ReportType.default("bug"),
  description: text()
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
