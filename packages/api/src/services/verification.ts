import { isUniqueViolation, schema, type Database } from "@unveil/db";
import { SELFIE_MAX_BYTES, VERIFICATION_POSE_TTL_MS, VERIFICATION_POSES, type SubmitVerificationInput } from "@unveil/validators";
import type { VerificationOutput, VerificationPoseOutput, VerificationSubmittedOutput } from "@unveil/validators/outputs";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { randomInt, randomUUID } from "node:crypto";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { DomainError, badRequest } from "../errors";
import { isDataUrl, resolveImageSource } from "./image-sources";
import { consumeRateLimit } from "./rate-limit";
import { deleteStoredObjects } from "./stored-objects";

/**
 * Photo verification, the dater's side (docs/product-rules.md#verification-and-date-plans): a random pose
 * valid 15 minutes, a selfie copying it sent for a moderator's review, and where it stands.
 */

type SubmitData = z.output<typeof SubmitVerificationInput>;

const NO_PHOTO = "Add a profile photo first";
const POSE_EXPIRED = "This pose has expired. Start again.";
export const ALREADY_REVIEWED = "Your verification is already being reviewed";
export const ALREADY_VERIFIED = "You're already verified";

/** The instruction of a pose key; a key no longer in the catalogue reads as its key. */
export const poseInstruction = (key: string): string => VERIFICATION_POSES.find((pose) => pose.key === key)?.instruction ?? key;

async function isVerified(db: Database, userId: string): Promise<boolean> {
  const [user] = await db.select({ verified: schema.users.verified }).from(schema.users).where(eq(schema.users.id, userId));
  return user?.verified ?? false;
}

/** Where the dater's verification stands, with the pose they hold (unused and unexpired) if any. */
export async function getVerification(deps: AppDeps, userId: string): Promise<VerificationOutput> {
  const now = deps.now();
  const [latest] = await deps.db
    .select({ decision: schema.verificationRequests.decision, reason: schema.verificationRequests.reason })
    .from(schema.verificationRequests)
    .where(eq(schema.verificationRequests.userId, userId))
    .orderBy(desc(schema.verificationRequests.createdAt))
    .limit(1);
  const [pose] = await deps.db
    .select({ id: schema.verificationPoses.id, poseKey: schema.verificationPoses.poseKey })
    .from(schema.verificationPoses)
    .where(
      and(
        eq(schema.verificationPoses.userId, userId),
        isNull(schema.verificationPoses.usedAt),
        gt(schema.verificationPoses.expiresAt, now),
      ),
    )
    .orderBy(desc(schema.verificationPoses.createdAt))
    .limit(1);
  const status = (await isVerified(deps.db, userId))
    ? "verified"
    : latest && latest.decision === null
      ? "pending"
      : latest?.decision === "reject"
        ? "rejected"
        : "none";
  return {
    status,
    pose:
      pose && (status === "none" || status === "rejected") ? { id: pose.id, instruction: poseInstruction(pose.poseKey) } : null,
    rejectionReason: status === "rejected" ? (latest?.reason ?? null) : null,
  };
}

/** A pose at random, valid 15 minutes (the one before it ends); needs a profile photo to compare the selfie with. */
export async function issuePose(deps: AppDeps, userId: string): Promise<VerificationPoseOutput> {
  const [photo] = await deps.db
    .select({ id: schema.photos.id })
    .from(schema.photos)
    .where(eq(schema.photos.userId, userId))
    .limit(1);
  if (!photo) throw badRequest(NO_PHOTO);
  const now = deps.now();
  const pose = VERIFICATION_POSES[randomInt(VERIFICATION_POSES.length)] ?? VERIFICATION_POSES[0];
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    // One live pose per dater: a new one ends the ones before it.
    await tx
      .update(schema.verificationPoses)
      .set({ expiresAt: now })
      .where(
        and(
          eq(schema.verificationPoses.userId, userId),
          isNull(schema.verificationPoses.usedAt),
          gt(schema.verificationPoses.expiresAt, now),
        ),
      );
    await tx.insert(schema.verificationPoses).values({
      id,
      userId,
      poseKey: pose.key,
      expiresAt: new Date(now.getTime() + VERIFICATION_POSE_TTL_MS),
      createdAt: now,
    });
  });
  return { id, instruction: pose.instruction };
}

/**
 * Sends a selfie for review: 409 when verified or already under review, 400 for a pose
 * that is unknown, used or expired, 3 a day (429); the selfie follows the image rules
 * up to 10 MB and becomes a stored object only moderators may fetch.
 */
export async function submitVerification(deps: AppDeps, userId: string, input: SubmitData): Promise<VerificationSubmittedOutput> {
  const now = deps.now();
  if (await isVerified(deps.db, userId)) throw new DomainError("CONFLICT", ALREADY_VERIFIED);
  const [pending] = await deps.db
    .select({ id: schema.verificationRequests.id })
    .from(schema.verificationRequests)
    .where(and(eq(schema.verificationRequests.userId, userId), isNull(schema.verificationRequests.decidedAt)));
  if (pending) throw new DomainError("CONFLICT", ALREADY_REVIEWED);
  const [pose] = await deps.db
    .select({ poseKey: schema.verificationPoses.poseKey })
    .from(schema.verificationPoses)
    .where(
      and(
        eq(schema.verificationPoses.id, input.poseId),
        eq(schema.verificationPoses.userId, userId),
        isNull(schema.verificationPoses.usedAt),
        gt(schema.verificationPoses.expiresAt, now),
      ),
    );
  if (!pose) throw badRequest(POSE_EXPIRED, "poseId");
  await consumeRateLimit(deps, "verificationsPerDay", userId, now);

  const objectId = await resolveImageSource(deps, userId, {
    source: input.selfie,
    purpose: "selfie",
    maxBytes: SELFIE_MAX_BYTES,
  });
  try {
    await deps.db.transaction(async (tx) => {
      const used = await tx
        .update(schema.verificationPoses)
        .set({ usedAt: now })
        .where(and(eq(schema.verificationPoses.id, input.poseId), isNull(schema.verificationPoses.usedAt)))
        .returning({ id: schema.verificationPoses.id });
      if (used.length === 0) throw badRequest(POSE_EXPIRED, "poseId");
      await tx.insert(schema.verificationRequests).values({
        id: randomUUID(),
        userId,
        poseKey: pose.poseKey,
        selfieObjectId: objectId,
        createdAt: now,
      });
    });
  } catch (error) {
    if (isDataUrl(input.selfie)) await deleteStoredObjects(deps, [objectId]);
    // Two selfies at once: the second answers as if it had come second.
    if (isUniqueViolation(error)) throw new DomainError("CONFLICT", ALREADY_REVIEWED);
    throw error;
  }
  return { status: "pending" };
}
