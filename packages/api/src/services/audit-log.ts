import { schema, type Database } from "@unveil/db";
import type { AuditEntryOutput } from "@unveil/validators/outputs";
import { desc } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { AppDeps } from "../deps";

/**
 * The moderation audit log (docs/product-rules.md#moderation): one entry per action, written in the
 * action's own transaction. An entry can never change or go away: a trigger refuses
 * it (migration moderation_audit_append_only), so not even SQL can rewrite the log.
 */

const AUDIT_ENTRIES_PER_PAGE = 500;

/** Records one moderator action; called inside the action's own transaction, so both commit or neither. */
export async function writeAudit(
  tx: Database,
  entry: {
    moderatorId: string;
    action: AuditEntryOutput["action"];
    targetUserId: string | null;
    reportId: string | null;
    note: string;
    now: Date;
  },
): Promise<void> {
  await tx.insert(schema.moderationAudit).values({
    id: randomUUID(),
    moderatorId: entry.moderatorId,
    action: entry.action,
    targetUserId: entry.targetUserId,
    reportId: entry.reportId,
    note: entry.note,
    createdAt: entry.now,
  });
}

/** The audit log, newest first. */
export async function listAuditEntries(deps: AppDeps): Promise<AuditEntryOutput[]> {
  return deps.db
    .select({
      id: schema.moderationAudit.id,
      moderatorId: schema.moderationAudit.moderatorId,
      action: schema.moderationAudit.action,
      targetUserId: schema.moderationAudit.targetUserId,
      reportId: schema.moderationAudit.reportId,
      note: schema.moderationAudit.note,
      createdAt: schema.moderationAudit.createdAt,
    })
    .from(schema.moderationAudit)
    .orderBy(desc(schema.moderationAudit.createdAt), desc(schema.moderationAudit.id))
    .limit(AUDIT_ENTRIES_PER_PAGE);
}
