/** Reports and the moderation audit log. */
import { REPORT_TYPES } from "@unveil/validators";
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, oneOf } from "./columns";
import { users } from "./accounts";

/**
 * Reports outlive both accounts: the reporter link is cleared on deletion, the
 * reported id is kept (no foreign key) for moderation (docs/product-rules.md#account-deletion).
 */
export const reports = pgTable(
  "reports",
  {
    id: text("id").primaryKey(),
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reportedUserId: text("reported_user_id"),
    reportType: text("report_type", { enum: REPORT_TYPES }).notNull(),
    description: text("description").notNull(),
    /** Snapshot of the reporter's last 100 messages with the reported user (docs/product-rules.md#blocks-and-reports). */
    evidence: jsonb("evidence").$type<ReportEvidenceMessage[]>(),
    createdAt: createdAt(),
    /** The moderator's decision (docs/product-rules.md#moderation); null while the report is open. */
    resolvedAt: timestamp("resolved_at", { withTimezone: true, mode: "date" }),
    resolutionAction: text("resolution_action", { enum: ["dismiss", "suspend", "ban"] }),
    resolutionNote: text("resolution_note"),
    /** The moderator's user id; no foreign key, like the audit log it outlives its account. */
    resolvedBy: text("resolved_by"),
  },
  (t) => [
    index("reports_reporter_id_idx").on(t.reporterId),
    index("reports_reported_user_id_idx").on(t.reportedUserId),
    index("reports_open_created_at_idx")
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    check("reports_report_type_check", oneOf(t.reportType, REPORT_TYPES)),
    // docs/product-rules.md#automatic-flags: at most one open automatic report per dater and rule (the rule is its description).
    uniqueIndex("reports_open_auto_key")
      .on(t.reportedUserId, t.description)
      .where(sql`${t.reportType} = 'auto' and ${t.resolvedAt} is null`),
  ],
);

export interface ReportEvidenceMessage {
  id: string;
  senderId: string;
  content: string;
  hasImage: boolean;
  createdAt: string;
  /** Recorded since moderation (docs/product-rules.md#moderation); older snapshots lack them. */
  matchId?: string;
  imageObjectId?: string | null;
}

/**
 * What moderators did (docs/product-rules.md#moderation). Append-only: a trigger (custom migration
 * moderation_audit_append_only) refuses every UPDATE, DELETE and TRUNCATE. No foreign
 * keys, so deleting an account never has to touch an entry.
 */
export const moderationAudit = pgTable(
  "moderation_audit",
  {
    id: text("id").primaryKey(),
    moderatorId: text("moderator_id").notNull(),
    action: text("action", {
      enum: ["dismiss", "suspend", "ban", "remove_photo", "verify-approve", "verify-reject", "verify-revoke"],
    }).notNull(),
    targetUserId: text("target_user_id"),
    reportId: text("report_id"),
    note: text("note").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("moderation_audit_created_at_idx").on(t.createdAt)],
);
