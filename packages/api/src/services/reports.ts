import { schema, type Database } from "@unveil/db";
import type { CreateReportInput } from "@unveil/validators";
import type { ReportOutput } from "@unveil/validators/outputs";
import { and, desc, eq, ne } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";
import { checkFlagsAfterReport } from "./auto-flags";
import { isMatchOfPair, isParticipant } from "./pair-rules";
import { consumeRateLimit } from "./rate-limit";
import { evidenceColumns, toEvidenceMessage, type EvidenceRow } from "./report-evidence";

type CreateReportData = z.output<typeof CreateReportInput>;
type ReportEvidenceMessage = schema.ReportEvidenceMessage;

/** Messages copied into a report about a user (docs/product-rules.md#blocks-and-reports). */
const REPORT_EVIDENCE_MESSAGES = 100;
const MESSAGE_NOT_FOUND = "Message not found";

/** docs/product-rules.md#shapes-and-redaction Report: what the reporter gets back (the evidence stays with moderation). */
type ReportView = ReportOutput;

/**
 * The last messages of the reporter's conversation with the reported user, oldest
 * first. Blocked conversations count: blocking keeps messages for exactly this.
 */
async function snapshotConversation(db: Database, reporterId: string, reportedUserId: string): Promise<ReportEvidenceMessage[]> {
  if (reporterId === reportedUserId) return [];
  const rows = await evidenceRows(db)
    .where(isMatchOfPair(reporterId, reportedUserId))
    .orderBy(desc(schema.messages.seq))
    .limit(REPORT_EVIDENCE_MESSAGES);
  return rows.reverse().map(toEvidenceMessage);
}

const evidenceRows = (db: Database) =>
  db.select(evidenceColumns).from(schema.messages).innerJoin(schema.matches, eq(schema.matches.id, schema.messages.matchId));

/**
 * The message a report is made from: one the other side of one of the caller's matches
 * sent (a blocked match still counts: blocking keeps messages for reports); else 404.
 */
async function reportedMessage(db: Database, userId: string, messageId: string): Promise<EvidenceRow> {
  const [row] = await evidenceRows(db).where(
    and(eq(schema.messages.id, messageId), isParticipant(userId), ne(schema.messages.senderId, userId)),
  );
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return row;
}

/**
 * Files a report (limited per user, docs/product-rules.md#limits). A report naming a user keeps a copy
 * of the conversation with them, so deleting the match afterwards does not erase the
 * evidence.
 */
export async function createReport(deps: AppDeps, userId: string, input: CreateReportData): Promise<ReportView> {
  await consumeRateLimit(deps, "reportsPerHour", userId);

  const reported = input.messageId ? await reportedMessage(deps.db, userId, input.messageId) : null;
  if (reported && input.reportedUserId && input.reportedUserId !== reported.senderId) throw notFound(MESSAGE_NOT_FOUND);
  const reportedUserId = reported?.senderId ?? input.reportedUserId ?? null;
  const snapshot = reportedUserId ? await snapshotConversation(deps.db, userId, reportedUserId) : null;
  // A report from a message (docs/product-rules.md#are-you-sure): that message leads the evidence.
  const evidence =
    reported && snapshot ? [toEvidenceMessage(reported), ...snapshot.filter((message) => message.id !== reported.id)] : snapshot;
  const [report] = await deps.db
    .insert(schema.reports)
    .values({
      id: randomUUID(),
      reporterId: userId,
      reportedUserId,
      reportType: reported ? "user" : input.reportType,
      description: input.description,
      evidence,
      createdAt: deps.now(),
    })
    .returning({
      id: schema.reports.id,
      reportType: schema.reports.reportType,
      description: schema.reports.description,
      reportedUserId: schema.reports.reportedUserId,
      createdAt: schema.reports.createdAt,
    });
  if (!report) throw new Error("report insert returned no row");
  if (reportedUserId) await checkFlagsAfterReport(deps, reportedUserId);
  return report;
}
