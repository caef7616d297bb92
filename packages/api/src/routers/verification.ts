import { DecideVerificationInput, AdminUserIdInput, SubmitVerificationInput } from "@unveil/validators";
import {
  AdminUserOutput,
  AdminVerificationOutput,
  VerificationDecisionOutput,
  VerificationOutput,
  VerificationPoseOutput,
  VerificationSubmittedOutput,
} from "@unveil/validators/outputs";
import { z } from "zod";
import { decideVerification, listPendingVerifications, revokeVerification } from "../services/admin-verifications";
import { getVerification, issuePose, submitVerification } from "../services/verification";
import { createTRPCRouter, moderatorProcedure, protectedProcedure } from "../trpc";

/** docs/product-rules.md#verification-and-date-plans: photo verification, the dater's side. */
export const verificationRouter = createTRPCRouter({
  get: protectedProcedure.output(VerificationOutput).query(({ ctx }) => getVerification(ctx.deps, ctx.user.id)),

  pose: protectedProcedure.output(VerificationPoseOutput).mutation(({ ctx }) => issuePose(ctx.deps, ctx.user.id)),

  submit: protectedProcedure
    .input(SubmitVerificationInput)
    .output(VerificationSubmittedOutput)
    .mutation(({ ctx, input }) => submitVerification(ctx.deps, ctx.user.id, input)),
});

/** docs/product-rules.md#verification-and-date-plans: the moderators' queue, decisions and revocations. */
export const verificationReviewRouter = createTRPCRouter({
  queue: moderatorProcedure.output(z.array(AdminVerificationOutput)).query(({ ctx }) => listPendingVerifications(ctx.deps)),

  decide: moderatorProcedure
    .input(DecideVerificationInput)
    .output(VerificationDecisionOutput)
    .mutation(({ ctx, input }) => decideVerification(ctx.deps, ctx.user.id, input)),

  revoke: moderatorProcedure
    .input(AdminUserIdInput)
    .output(AdminUserOutput)
    .mutation(({ ctx, input }) => revokeVerification(ctx.deps, ctx.user.id, input.userId)),
});
