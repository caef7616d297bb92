import { schema, type Database } from "@unveil/db";
import type { DecideVerificationInput } from "@unveil/validators";
import type { AdminUserOutput, AdminVerificationOutput, VerificationDecisionOutput } from "@unveil/validators/outputs";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { DomainError, notFound } from "../errors";
import { loadAdminUsers } from "./admin-users";
import { writeAudit } from "./audit-log";
import { searchMatches } from "./matching";
import { objectUrl } from "./object-urls";
import { loadPhotoUrls } from "./photo-urls";
import { poseInstruction } from "./verification";

/**
 * Photo verification, the moderators' side (docs/product-rules.md#verification-and-date-plans): the queue,
 * a decision, a revocation. Each and its audit entry commit in one transaction.
 */

type DecideData = z.output<typeof DecideVerificationInput>;

const VERIFICATION_NOT_FOUND = "Verification not found";
const ALREADY_DECIDED = "This verification is already decided";
const NOT_ON_YOURSELF = "You cannot act on your own account";
const USER_NOT_FOUND = "User not found";
/** The queue shows this many at a time, oldest first. */
const QUEUE_PAGE = 100;

/** Sets the account's `verified` and the profile's copy the match search reads (migration 0012). */
async function setVerified(tx: Database, userId: string, verified: boolean): Promise<void> {
  await tx.update(schema.users).set({ verified }).where(eq(schema.users.id, userId));
  await tx.update(schema.profiles).set({ verified }).where(eq(schema.profiles.userId, userId));
}

/** The pending verifications, oldest first: the selfie beside the profile photos and the pose. */
export async function listPendingVerifications(deps: AppDeps): Promise<AdminVerificationOutput[]> {
  const rows = await deps.db
    .select({
      id: schema.verificationRequests.id,
      userId: schema.verificationRequests.userId,
      poseKey: schema.verificationRequests.poseKey,
      selfieObjectId: schema.verificationRequests.selfieObjectId,
      createdAt: schema.verificationRequests.createdAt,
    })
    .from(schema.verificationRequests)
    .where(isNull(schema.verificationRequests.decidedAt))
    .orderBy(asc(schema.verificationRequests.createdAt), asc(schema.verificationRequests.id))
    .limit(QUEUE_PAGE);
  const userIds = rows.map((row) => row.userId);
  const [users, photos] = await Promise.all([loadAdminUsers(deps.db, userIds, deps.now()), loadPhotoUrls(deps.db, userIds)]);
  return rows.flatMap((row) => {
    const user = users.get(row.userId);
    if (!user) return [];
    return [
      {
        id: row.id,
        user,
        pose: { instruction: poseInstruction(row.poseKey) },
        selfieUrl: row.selfieObjectId ? objectUrl(row.selfieObjectId) : null,
        profilePhotos: photos.get(row.userId) ?? [],
        createdAt: row.createdAt,
      },
    ];
  });
}

/**
 * Approves or rejects a pending verification: 404 unknown, 409 already decided, 403 for
 * one's own. Approval makes the account verified and starts a match search for it.
 */
export async function decideVerification(
  deps: AppDeps,
  moderatorId: string,
  input: DecideData,
): Promise<VerificationDecisionOutput> {
  const now = deps.now();
  const reason = input.reason ? input.reason : null;
  const decided = await deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        id: schema.verificationRequests.id,
        userId: schema.verificationRequests.userId,
        decidedAt: schema.verificationRequests.decidedAt,
      })
      .from(schema.verificationRequests)
      .where(eq(schema.verificationRequests.id, input.requestId))
      .for("update");
    if (!request) throw notFound(VERIFICATION_NOT_FOUND);
    if (request.decidedAt) throw new DomainError("CONFLICT", ALREADY_DECIDED);
    if (request.userId === moderatorId) throw new DomainError("FORBIDDEN", NOT_ON_YOURSELF);
    await tx
      .update(schema.verificationRequests)
      .set({ decision: input.decision, reason, decidedBy: moderatorId, decidedAt: now })
      .where(eq(schema.verificationRequests.id, request.id));
    if (input.decision === "approve") await setVerified(tx, request.userId, true);
    await writeAudit(tx, {
      moderatorId,
      action: input.decision === "approve" ? "verify-approve" : "verify-reject",
      targetUserId: request.userId,
      reportId: null,
      note: reason ?? "",
      now,
    });
    return request;
  });
  // Becoming verified starts a match search (verified-only daters may now match).
  if (input.decision === "approve") await searchMatches(deps, decided.userId);
  return { id: decided.id, decision: input.decision, reason, decidedAt: now };
}

/** Takes a verification back (the badge goes, verified-only matching stops applying); 403 for one's own. */
export async function revokeVerification(deps: AppDeps, moderatorId: string, userId: string): Promise<AdminUserOutput> {
  if (userId === moderatorId) throw new DomainError("FORBIDDEN", NOT_ON_YOURSELF);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, userId)).for("update");
    if (!user) throw notFound(USER_NOT_FOUND);
    await setVerified(tx, userId, false);
    await tx
      .update(schema.verificationRequests)
      .set({ revokedAt: now })
      .where(
        and(
          eq(schema.verificationRequests.userId, userId),
          eq(schema.verificationRequests.decision, "approve"),
          isNull(schema.verificationRequests.revokedAt),
        ),
      );
    await writeAudit(tx, { moderatorId, action: "verify-revoke", targetUserId: userId, reportId: null, note: "", now });
  });
  const user = (await loadAdminUsers(deps.db, [userId], deps.now())).get(userId);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}
