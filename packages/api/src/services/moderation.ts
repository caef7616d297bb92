import { schema, type Database } from "@unveil/db";
import type { AdminRemovePhotoInput, ListAdminReportsInput, ResolveReportInput } from "@unveil/validators";
import type { AdminReportOutput, AdminUserOutput, AuditEntryOutput, MessageOutput } from "@unveil/validators/outputs";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { DomainError, badRequest, notFound } from "../errors";
import { accountStatus, activeSuspensionEnd } from "./moderation-status";
import { objectUrl } from "./object-urls";
import { isParticipant, isVisibleMatch } from "./pair-rules";
import { loadPhotoUrls } from "./photo-urls";
import { removePhotoAt } from "./photos";
import { deleteStoredBytes } from "./stored-objects";

/**
 * The moderators' work (contract §13): the report queue, the three resolutions, photo
 * removal and the audit log. Every action and its audit entry commit in one
 * transaction; the entry itself can never change (a trigger, migration
 * moderation_audit_append_only). Who is a moderator: isModerator
 * (moderation-status.ts), checked once by moderatorProcedure (trpc.ts).
 */

type ListReportsData = z.output<typeof ListAdminReportsInput>;
type ResolveData = z.output<typeof ResolveReportInput>;
type RemovePhotoData = z.output<typeof AdminRemovePhotoInput>;
type ReportRow = typeof schema.reports.$inferSelect;

/** The queue shows at most this many reports; older ones wait for the newer to be resolved. */
const REPORTS_PER_PAGE = 200;
const AUDIT_ENTRIES_PER_PAGE = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

const REPORT_NOT_FOUND = "Report not found";
const USER_NOT_FOUND = "User not found";
const ALREADY_RESOLVED = "This report is already resolved";
const NO_REPORTED_USER = "This report names no user to act on";
const NOT_ON_YOURSELF = "You cannot act on your own account";

/** AdminUser for each existing account among `userIds`, in a fixed number of queries. */
async function loadAdminUsers(db: Database, userIds: string[], now: Date): Promise<Map<string, AdminUserOutput>> {
  const found = new Map<string, AdminUserOutput>();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return found;
  const users = await db
    .select({
      id: schema.users.id,
      email: schema.users.email,
      firstName: schema.users.firstName,
      lastName: schema.users.lastName,
      createdAt: schema.users.createdAt,
      bannedAt: schema.users.bannedAt,
      suspendedUntil: schema.users.suspendedUntil,
    })
    .from(schema.users)
    .where(inArray(schema.users.id, ids));
  const profiles = await db
    .select({
      userId: schema.profiles.userId,
      gender: schema.profiles.gender,
      age: schema.profiles.age,
      bio: schema.profiles.bio,
      location: schema.profiles.location,
      lookingFor: schema.profiles.lookingFor,
      createdAt: schema.profiles.createdAt,
      updatedAt: schema.profiles.updatedAt,
    })
    .from(schema.profiles)
    .where(inArray(schema.profiles.userId, ids));
  const counts = await db
    .select({ userId: schema.reports.reportedUserId, count: count() })
    .from(schema.reports)
    .where(inArray(schema.reports.reportedUserId, ids))
    .groupBy(schema.reports.reportedUserId);
  const photos = await loadPhotoUrls(db, ids);
  const profileOf = new Map(profiles.map((profile) => [profile.userId, profile]));
  const countOf = new Map(counts.map((row) => [row.userId, Number(row.count)]));
  for (const user of users) {
    const profile = profileOf.get(user.id);
    found.set(user.id, {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      createdAt: user.createdAt,
      status: accountStatus(user, now),
      suspendedUntil: activeSuspensionEnd(user, now),
      profile: profile ? { ...profile, photos: photos.get(user.id) ?? [] } : null,
      reportsAgainst: countOf.get(user.id) ?? 0,
    });
  }
  return found;
}

/**
 * The §5b snapshot as Messages. Snapshots taken before moderation carry neither the
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

async function writeAudit(
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

/** Every session of the user ends now: their next request with an old cookie answers 401. */
async function revokeSessions(tx: Database, userId: string): Promise<void> {
  await tx.delete(schema.sessions).where(eq(schema.sessions.userId, userId));
}

/**
 * Suspends for `days` or bans the user. A ban also hides every match of theirs from the
 * other side, as a block does (messages kept for evidence), and keeps the email out of
 * registration even after the account is gone.
 */
async function restrictAccount(
  tx: Database,
  user: { id: string; email: string },
  action: "suspend" | "ban",
  days: number | undefined,
  now: Date,
): Promise<void> {
  if (action === "suspend") {
    const until = new Date(now.getTime() + (days ?? 0) * DAY_MS);
    await tx.update(schema.users).set({ suspendedUntil: until }).where(eq(schema.users.id, user.id));
  } else {
    await tx
      .update(schema.users)
      .set({ bannedAt: sql`coalesce(${schema.users.bannedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(schema.users.id, user.id));
    await tx.insert(schema.bannedEmails).values({ email: user.email.trim().toLowerCase(), createdAt: now }).onConflictDoNothing();
    await tx
      .update(schema.matches)
      .set({ blockedAt: now })
      .where(and(isParticipant(user.id), isVisibleMatch));
  }
  await revokeSessions(tx, user.id);
}

/**
 * Resolves an open report (contract §13): 404 unknown, 409 already resolved, 400 for
 * suspend/ban without a reported account, 403 for suspend/ban of oneself. The report
 * row is locked, so two moderators at once cannot both resolve it.
 */
export async function resolveReport(deps: AppDeps, moderatorId: string, input: ResolveData): Promise<AdminReportOutput> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [report] = await tx
      .select({ id: schema.reports.id, resolvedAt: schema.reports.resolvedAt, reportedUserId: schema.reports.reportedUserId })
      .from(schema.reports)
      .where(eq(schema.reports.id, input.reportId))
      .for("update");
    if (!report) throw notFound(REPORT_NOT_FOUND);
    if (report.resolvedAt) throw new DomainError("CONFLICT", ALREADY_RESOLVED);

    if (input.action !== "dismiss") {
      const [target] = report.reportedUserId
        ? await tx
            .select({ id: schema.users.id, email: schema.users.email })
            .from(schema.users)
            .where(eq(schema.users.id, report.reportedUserId))
            .for("update")
        : [];
      if (!target) throw badRequest(NO_REPORTED_USER, "action");
      if (target.id === moderatorId) throw new DomainError("FORBIDDEN", NOT_ON_YOURSELF);
      await restrictAccount(tx, target, input.action, input.days, now);
    }

    await tx
      .update(schema.reports)
      .set({ resolvedAt: now, resolutionAction: input.action, resolutionNote: input.note, resolvedBy: moderatorId })
      .where(eq(schema.reports.id, report.id));
    await writeAudit(tx, {
      moderatorId,
      action: input.action,
      targetUserId: report.reportedUserId,
      reportId: report.id,
      note: input.note,
      now,
    });
  });
  return getAdminReport(deps, input.reportId);
}

/** Removes one photo of a user and its stored object (the last one too); 403 for one's own. */
export async function removeUserPhoto(deps: AppDeps, moderatorId: string, input: RemovePhotoData): Promise<AdminUserOutput> {
  if (input.userId === moderatorId) throw new DomainError("FORBIDDEN", NOT_ON_YOURSELF);
  const now = deps.now();
  const removedObjectId = await deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, input.userId));
    if (!user) throw notFound(USER_NOT_FOUND);
    const objectId = await removePhotoAt(tx, user.id, { index: input.index, keepOne: false, now });
    await writeAudit(tx, {
      moderatorId,
      action: "remove_photo",
      targetUserId: user.id,
      reportId: null,
      note: input.note ?? "",
      now,
    });
    return objectId;
  });
  await deleteStoredBytes(deps, [removedObjectId]);
  const user = (await loadAdminUsers(deps.db, [input.userId], deps.now())).get(input.userId);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
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
