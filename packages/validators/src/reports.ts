import { z } from "zod";
import { Id, text } from "./common";
import { REPORT_DESCRIPTION_MAX, REPORT_DESCRIPTION_MIN } from "./limits";

/** What a dater may file with POST /api/reports. */
export const FILED_REPORT_TYPES = ["bug", "user", "other"] as const;
export const FiledReportType = z.enum(FILED_REPORT_TYPES);
export type FiledReportType = z.infer<typeof FiledReportType>;

/** Every type a report may have: `auto` is raised by the server alone (docs/product-rules.md#automatic-flags). */
export const REPORT_TYPES = [...FILED_REPORT_TYPES, "auto"] as const;
export const ReportType = z.enum(REPORT_TYPES);
export type ReportType = z.infer<typeof ReportType>;

export const CreateReportInput = z.object({
  reportType: FiledReportType.default("bug"),
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
  /** A report from a message (docs/product-rules.md#are-you-sure): it names the sender and leads the evidence. */
  messageId: Id.optional()
    .or(z.literal("").transform(() => undefined))
    .nullable()
    .transform((id) => id ?? undefined),
});
export type CreateReportInput = z.input<typeof CreateReportInput>;

export const BlockUserInput = z.object({ userId: Id });
export type BlockUserInput = z.input<typeof BlockUserInput>;
