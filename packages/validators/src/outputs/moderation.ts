import { z } from "zod";
import { AccountStatus, AuditAction, ReportStatus, ResolveAction } from "../moderation";
import { ReportType } from "../reports";
import { Timestamp } from "./common";
import { MessageOutput } from "./messages";
import { ProfileOutput } from "./profile";

/** Contract §13 AdminUser: what a moderator sees of an account (never coordinates). */
export const AdminUserOutput = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: Timestamp,
  status: AccountStatus,
  suspendedUntil: Timestamp.nullable(),
  profile: ProfileOutput.omit({ latitude: true, longitude: true }).nullable(),
  reportsAgainst: z.number().int().nonnegative(),
});
export type AdminUserOutput = z.output<typeof AdminUserOutput>;

/** Contract §13 AdminReport. `evidence` is the §5b snapshot, as Messages. */
export const AdminReportOutput = z.object({
  id: z.string(),
  reportType: ReportType,
  description: z.string(),
  createdAt: Timestamp,
  status: ReportStatus,
  reporter: z.object({ id: z.string(), email: z.string() }).nullable(),
  reportedUser: AdminUserOutput.nullable(),
  evidence: z.array(MessageOutput),
  resolution: z.object({ action: ResolveAction, note: z.string(), moderatorId: z.string(), createdAt: Timestamp }).nullable(),
});
export type AdminReportOutput = z.output<typeof AdminReportOutput>;

/** Contract §13: one entry of the append-only audit log. */
export const AuditEntryOutput = z.object({
  id: z.string(),
  moderatorId: z.string(),
  action: AuditAction,
  targetUserId: z.string().nullable(),
  reportId: z.string().nullable(),
  note: z.string(),
  createdAt: Timestamp,
});
export type AuditEntryOutput = z.output<typeof AuditEntryOutput>;
