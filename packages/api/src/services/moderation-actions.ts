import { schema, type Database } from "@unveil/db";
import type { AdminRemovePhotoInput, ResolveReportInput } from "@unveil/validators";
import type { AdminReportOutput, AdminUserOutput } from "@unveil/validators/outputs";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { DomainError, badRequest, notFound } from "../errors";
import { DAY_MS } from "../rate-limits";
import { REPORT_NOT_FOUND, getAdminReport } from "./admin-reports";
import { loadAdminUsers } from "./admin-users";
import { writeAudit } from "./audit-log";
import { isParticipant, isVisibleMatch } from "./pair-rules";
import { removePhotoAt } from "./photos";
import { deleteStoredBytes } from "./stored-objects";

/**
 * What a moderator does (docs/product-rules.md#moderation): the three resolutions of a report and photo
 * removal. Every action and its audit entry commit in one transaction.
 */

type ResolveData = z.output<typeof ResolveReportInput>;
type RemovePhotoData = z.output<typeof AdminRemovePhotoInput>;

const USER_NOT_FOUND = "User not found";
const ALREADY_RESOLVED = "This report is already resolved";
const NO_REPORTED_USER = "This report names no user to act on";
const NOT_ON_YOURSELF = "You cannot act on your own account";

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
 * Resolves an open report (docs/product-rules.md#moderation): 404 unknown, 409 already resolved, 400 for
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
