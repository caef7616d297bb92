import { z } from "zod";
import { Id } from "./common";
import { MODERATION_NOTE_MAX, SUSPENSION_DAYS_MAX, SUSPENSION_DAYS_MIN } from "./limits";
import { PhotoIndex } from "./profile";

export const REPORT_STATUSES = ["open", "resolved"] as const;
export const ReportStatus = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof ReportStatus>;

export const RESOLVE_ACTIONS = ["dismiss", "suspend", "ban"] as const;
export const ResolveAction = z.enum(RESOLVE_ACTIONS);
export type ResolveAction = z.infer<typeof ResolveAction>;

export const ACCOUNT_STATUSES = ["active", "suspended", "banned"] as const;
export const AccountStatus = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof AccountStatus>;

/** What the audit log records: the three resolutions, a photo removal and the verification decisions. */
export const AUDIT_ACTIONS = [...RESOLVE_ACTIONS, "remove_photo", "verify-approve", "verify-reject", "verify-revoke"] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;

/** `?status=open|resolved`, open when absent or blank. */
export const ListAdminReportsInput = z.object({
  status: z.preprocess((value) => (value === "" || value === null ? undefined : value), ReportStatus.default("open")),
});
export type ListAdminReportsInput = z.input<typeof ListAdminReportsInput>;

export const AdminReportIdInput = z.object({ reportId: Id });
export type AdminReportIdInput = z.input<typeof AdminReportIdInput>;

const ModerationNote = z
  .string({ error: "A note is required" })
  .trim()
  .min(1, { error: "A note is required" })
  .max(MODERATION_NOTE_MAX, { error: `The note must be at most ${MODERATION_NOTE_MAX} characters` });

const SuspensionDays = z.coerce
  .number({ error: "Days must be a number" })
  .int({ error: "Days must be a whole number" })
  .min(SUSPENSION_DAYS_MIN, { error: `Days must be between ${SUSPENSION_DAYS_MIN} and ${SUSPENSION_DAYS_MAX}` })
  .max(SUSPENSION_DAYS_MAX, { error: `Days must be between ${SUSPENSION_DAYS_MIN} and ${SUSPENSION_DAYS_MAX}` });

/** docs/product-rules.md#moderation: days are required for a suspension and refused with any other action. */
export const ResolveReportInput = z
  .object({
    reportId: Id,
    action: ResolveAction,
    note: ModerationNote,
    days: SuspensionDays.optional(),
  })
  .superRefine((input, context) => {
    if (input.action === "suspend" && input.days === undefined) {
      context.addIssue({ code: "custom", path: ["days"], message: "Days are required for a suspension" });
    }
    if (input.action !== "suspend" && input.days !== undefined) {
      context.addIssue({ code: "custom", path: ["days"], message: "Days are only for a suspension" });
    }
  });
export type ResolveReportInput = z.input<typeof ResolveReportInput>;

export const AdminRemovePhotoInput = z.object({
  userId: Id,
  index: PhotoIndex,
  note: z.string().trim().max(MODERATION_NOTE_MAX).optional(),
});
export type AdminRemovePhotoInput = z.input<typeof AdminRemovePhotoInput>;
