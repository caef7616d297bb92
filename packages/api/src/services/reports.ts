import { schema, type Database } from "@unveil/db";
import type { CreateReportInput } from "@unveil/validators";
import { and, desc, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { AppDeps } from "../deps";
import { orderedPair } from "./matches";
import { HOUR_MS, consumeRateLimit } from "./rate-limit";

type CreateReportData = z.output<typeof CreateReportInput>;
type ReportEvidenceMessage = schema.ReportEvidenceMessage;

/** Messages copied into a report about a user (contract §5b). */
export const REPORT_EVIDENCE_MESSAGES = 100;

/** Contract §2 Report: what the reporter gets back (the evidence stays with moderation). */
export const ReportOutput = z.object({
  id: z.string(),
  reportType: z.enum(["bug", "user", "other"]),
  description: z.string(),
  reportedUserId: z.string().nullable(),
  createdAt: z.date(),
});
export type ReportView = z.output<typeof ReportOutput>;

/**
 * The last messages of the reporter's conversation with the reported user, oldest
 * first. Blocked conversations count: blocking keeps messages for exactly this.
 */
async function snapshotConversation(db: Database, reporterId: string, reportedUserId: string): Promise<ReportEvidenceMessage[]> {
  if (reporterId === reportedUserId) return [];
  const pair = orderedPair(reporterId, reportedUserId);
  const rows = await db
    .select({
      id: schema.messages.id,
      senderId: schema.messages.senderId,
      content: schema.messages.content,
      imageObjectId: schema.messages.imageObjectId,
      createdAt: schema.messages.createdAt,
    })
    .from(schema.messages)
    .innerJoin(schema.matches, eq(schema.matches.id, schema.messages.matchId))
    .where(and(eq(schema.matches.user1Id, pair.user1Id), eq(schema.matches.user2Id, pair.user2Id)))
    .orderBy(desc(schema.messages.seq))
    .limit(REPORT_EVIDENCE_MESSAGES);
  return rows.reverse().map((row) => ({
    id: row.id,
    senderId: row.senderId,
    content: row.content,
    hasImage: row.imageObjectId !== null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * POST /api/reports. A report naming a user keeps a copy of the conversation with
 * them, so deleting the match afterwards does not erase the evidence.
 */
export async function createReport(deps: AppDeps, userId: string, input: CreateReportData): Promise<ReportView> {
  const rule = { bucket: "report", limit: deps.config.rateLimits.reportsPerHour, windowMs: HOUR_MS };
  await consumeRateLimit(deps.db, rule, userId, deps.now());

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
