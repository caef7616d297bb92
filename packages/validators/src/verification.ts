import { z } from "zod";
import { Id, text } from "./common";
import { VERIFICATION_REASON_MAX } from "./limits";

/** docs/product-rules.md#verification-and-date-plans: what the dater's verification stands at. */
export const VERIFICATION_STATUSES = ["none", "pending", "verified", "rejected"] as const;
export const VerificationStatus = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof VerificationStatus>;

/** A selfie as a data URL or the caller's upload URL (the body limit bounds its length). */
export const SubmitVerificationInput = z.object({
  poseId: Id,
  selfie: text({ error: "A selfie is required" }).trim().min(1, { error: "A selfie is required" }).max(16_000_000),
});
export type SubmitVerificationInput = z.input<typeof SubmitVerificationInput>;

export const VERIFICATION_DECISIONS = ["approve", "reject"] as const;
export const VerificationDecision = z.enum(VERIFICATION_DECISIONS);

/** A reason (1–300) is required to reject and optional to approve. */
export const DecideVerificationInput = z
  .object({
    requestId: Id,
    decision: VerificationDecision,
    reason: text()
      .trim()
      .max(VERIFICATION_REASON_MAX, { error: `The reason must be at most ${VERIFICATION_REASON_MAX} characters` })
      .optional(),
  })
  .superRefine((input, context) => {
    if (input.decision === "reject" && !input.reason) {
      context.addIssue({ code: "custom", path: ["reason"], message: "A reason is required to reject" });
    }
  });
export type DecideVerificationInput = z.input<typeof DecideVerificationInput>;

export const AdminUserIdInput = z.object({ userId: Id });
export type AdminUserIdInput = z.input<typeof AdminUserIdInput>;
