import { schema, type Database } from "@unveil/db";
import type { ListAdminReportsInput } from "@unveil/validators";
import type { AdminReportOutput, MessageOutput } from "@unveil/validators/outputs";
import { asc, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";
import { loadAdminUsers } from "./admin-users";
import { objectUrl } from "./object-urls";

/**
 * The moderators' view of reports (docs/product-rules.md#moderation): the queue, one report with its
 * reporter, the reported account and the evidence snapshot (docs/product-rules.md#blocks-and-reports), and how a resolution reads.
 * Who is a moderator: isModerator (moderation-status.ts), checked once by
 * moderatorProcedure (trpc.ts).
 */

type ListReportsData = z.output<typeof ListAdminReportsInput>;
type ReportRow = typeof schema.reports.$inferSelect;

/** The queue shows at most this many reports; older ones wait for the newer to be resolved. */
const REPORTS_PER_PAGE = 200;

export const REPORT_NOT_FOUND = "Report not found";

/**
 * The evidence snapshot as Messages. Snapshots taken before moderation carry neither the
 * match nor the image: those are read from the messages that still exist, as is the
 * classifier's verdict (an image judged explicit stays flagged for the moderator too).
 */
async function evidenceMessages(db: Database, reports: ReportRow[]): Promise<Map<string, MessageOutput[]>> {
  const incomplete = reports.flatMap((report) => (report.evidence ?? []).map((message) => message.id));
  const stored =
    incomplete.length === 0
      ? []
      : await db
          .select({
            id: schema.messages.id,
            matchId: schema.messages.matchId,
            imageObjectId: schema.messages.imageObjectId,
            imageSensitive: schema.messages.imageSensitive,
            safetyTips: schema.messages.safetyTips,
            mayHurt: schema.messages.mayHurt,
          })
          .from(schema.messages)
          .where(inArray(schema.messages.id, incomplete));
  const storedOf = new Map(stored.map((row) => [row.id, row]));
  return new Map(
    reports.map((report) => [
      report.id,
      (report.evidence ?? []).map((message) => {
        const imageObjectId = message.imageObjectId ?? storedOf.get(message.id)?.imageObjectId ?? null;
        return {
          id: message.id,
          matchId: message.matchId ?? storedOf.get(message.id)?.matchId ?? "",
          senderId: message.senderId,
          content: message.content,
          imageUrl: imageObjectId ? objectUrl(imageObjectId) : null,
          imageSensitive: imageObjectId !== null && (storedOf.get(message.id)?.imageSensitive ?? false),
          // Moderators see what the screener found, as the recipient did (docs/product-rules.md#safety-in-the-chat).
          safetyTips: storedOf.get(message.id)?.safetyTips ?? [],
          mayHurt: storedOf.get(message.id)?.mayHurt ?? false,
          hiddenByFilter: false,
          createdAt: new Date(message.createdAt),
        };
      }),
    ]),
  );
}

async function toAdminReports(db: Database, reports: ReportRow[], now: Date): Promise<AdminReportOutput[]> {
  const reporterIds = reports.flatMap((report) => (report.reporterId ? [report.reporterId] : []));
  const reporters =
    reporterIds.length === 0
      ? []
      : await db
          .select({ id: schema.users.id, email: schema.users.email })
          .from(schema.users)
          .where(inArray(schema.users.id, [...new Set(reporterIds)]));
  const reporterOf = new Map(reporters.map((reporter) => [reporter.id, reporter]));
  const reportedUsers = await loadAdminUsers(
    db,
    reports.flatMap((report) => (report.reportedUserId ? [report.reportedUserId] : [])),
    now,
  );
  const evidence = await evidenceMessages(db, reports);
  return reports.map((report) => ({
    id: report.id,
    reportType: report.reportType,
    description: report.description,
    createdAt: report.createdAt,
    status: report.resolvedAt ? "resolved" : "open",
    reporter: (report.reporterId && reporterOf.get(report.reporterId)) || null,
    reportedUser: (report.reportedUserId && reportedUsers.get(report.reportedUserId)) || null,
    evidence: evidence.get(report.id) ?? [],
    resolution:
      report.resolvedAt && report.resolutionAction
        ? {
            action: report.resolutionAction,
            note: report.resolutionNote ?? "",
            moderatorId: report.resolvedBy ?? "",
            createdAt: report.resolvedAt,
          }
        : null,
  }));
}

/** The open queue (oldest waiting last: newest first, as every list here) or the resolved reports. */
export async function listAdminReports(deps: AppDeps, input: ListReportsData): Promise<AdminReportOutput[]> {
  const rows = await deps.db
    .select()
    .from(schema.reports)
    .where(input.status === "open" ? isNull(schema.reports.resolvedAt) : isNotNull(schema.reports.resolvedAt))
    .orderBy(desc(schema.reports.createdAt), asc(schema.reports.id))
    .limit(REPORTS_PER_PAGE);
  return toAdminReports(deps.db, rows, deps.now());
}

export async function getAdminReport(deps: AppDeps, reportId: string): Promise<AdminReportOutput> {
  const [row] = await deps.db.select().from(schema.reports).where(eq(schema.reports.id, reportId));
  if (!row) throw notFound(REPORT_NOT_FOUND);
  const [report] = await toAdminReports(deps.db, [row], deps.now());
  if (!report) throw notFound(REPORT_NOT_FOUND);
  return report;
}
