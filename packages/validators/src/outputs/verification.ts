import { z } from "zod";
import { VerificationStatus } from "../verification";
import { Timestamp } from "./common";
import { AdminUserOutput } from "./moderation";

/** docs/product-rules.md#verification-and-date-plans: a pose to copy in the selfie. */
export const VerificationPoseOutput = z.object({ id: z.string(), instruction: z.string() });
export type VerificationPoseOutput = z.output<typeof VerificationPoseOutput>;

/** The dater's own verification: its status, the live pose, the reason of a rejection. */
export const VerificationOutput = z.object({
  status: VerificationStatus,
  pose: VerificationPoseOutput.nullable(),
  rejectionReason: z.string().nullable(),
});
export type VerificationOutput = z.output<typeof VerificationOutput>;

export const VerificationSubmittedOutput = z.object({ status: z.literal("pending") });
export type VerificationSubmittedOutput = z.output<typeof VerificationSubmittedOutput>;

/** One pending verification in the moderators' queue. */
export const AdminVerificationOutput = z.object({
  id: z.string(),
  user: AdminUserOutput,
  pose: z.object({ instruction: z.string() }),
  selfieUrl: z.string().nullable(),
  profilePhotos: z.array(z.string()),
  createdAt: Timestamp,
});
export type AdminVerificationOutput = z.output<typeof AdminVerificationOutput>;

/** What a decision answers: the request as decided. */
export const VerificationDecisionOutput = z.object({
  id: z.string(),
  decision: z.enum(["approve", "reject"]),
  reason: z.string().nullable(),
  decidedAt: Timestamp,
});
export type VerificationDecisionOutput = z.output<typeof VerificationDecisionOutput>;
