import { z } from "zod";
import { AccountStatus, AuditAction, ReportStatus, ResolveAction } from "../moderation";
import { ReportType } from "../reports";
import { TrustLevel } from "../trust";
import { Timestamp } from "./common";
import { MessageOutput } from "./messages";
import { ProfileOutput } from "./profile";

/** docs/product-rules.md#moderation AdminUser: what a moderator sees of an account (never coordinates). */
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
  /** docs/product-rules.md#trust-levels-and-new-chats. */
  level: TrustLevel,
});
export type AdminUserOutput = z.output<typeof AdminUserOutput>;

/** docs/product-rules.md#moderation AdminReport. `evidence` is the evidence snapshot (docs/product-rules.md#blocks-and-reports), as Messages. */
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

/** docs/product-rules.md#moderation: one entry of the append-only audit log. */
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
