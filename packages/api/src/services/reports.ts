import { schema, type Database } from "@unveil/db";
import type { CreateReportInput } from "@unveil/validators";
import type { ReportOutput } from "@unveil/validators/outputs";
import { desc, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { isMatchOfPair } from "./pair-rules";
import { consumeRateLimit } from "./rate-limit";

type CreateReportData = z.output<typeof CreateReportInput>;
type ReportEvidenceMessage = schema.ReportEvidenceMessage;

/** Messages copied into a report about a user (contract §5b). */
const REPORT_EVIDENCE_MESSAGES = 100;

/** Contract §2 Report: what the reporter gets back (the evidence stays with moderation). */
type ReportView = ReportOutput;

/**
 * The last messages of the reporter's conversation with the reported user, oldest
 * first. Blocked conversations count: blocking keeps messages for exactly this.
 */
async function snapshotConversation(db: Database, reporterId: string, reportedUserId: string): Promise<ReportEvidenceMessage[]> {
  if (reporterId === reportedUserId) return [];
  const rows = await db
    .select({
      id: schema.messages.id,
      matchId: schema.messages.matchId,
      senderId: schema.messages.senderId,
      content: schema.messages.content,
      imageObjectId: schema.messages.imageObjectId,
      createdAt: schema.messages.createdAt,
    })
    .from(schema.messages)
    .innerJoin(schema.matches, eq(schema.matches.id, schema.messages.matchId))
    .where(isMatchOfPair(reporterId, reportedUserId))
    .orderBy(desc(schema.messages.seq))
    .limit(REPORT_EVIDENCE_MESSAGES);
  return rows.reverse().map((row) => ({
    id: row.id,
    senderId: row.senderId,
    content: row.content,
    hasImage: row.imageObjectId !== null,
    createdAt: row.createdAt.toISOString(),
    matchId: row.matchId,
    imageObjectId: row.imageObjectId,
  }));
}

/**
 * Files a report (limited per user, contract §8). A report naming a user keeps a copy
 * of the conversation with them, so deleting the match afterwards does not erase the
 * evidence.
 */
export async function createReport(deps: AppDeps, userId: string, input: CreateReportData): Promise<ReportView> {
  await consumeRateLimit(deps, "reportsPerHour", userId);

  const reportedUserId = input.reportedUserId ?? null;
  const evidence = reportedUserId ? await snapshotConversation(deps.db, userId, reportedUserId) : null;
  const [report] = await deps.db
    .insert(schema.reports)
    .values({
      id: randomUUID(),
      reporterId: userId,
      reportedUserId,
      reportType: input.reportType,
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
  return report;
}
