import { VerifyEmailInput } from "@unveil/validators";
import { EmailResendOutput, EmailVerifiedOutput } from "@unveil/validators/outputs";
import { notSignedIn } from "../errors";
import { resendEmailConfirmation, verifyEmailCode, verifyEmailToken } from "../services/email-confirmation";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../trpc";

/** docs/product-rules.md#confirming-the-email: the code or link of a confirmation mail, and a new one. */
export const emailRouter = createTRPCRouter({
  /** The link's token works signed in or out; the code only signed in (it names no account). */
  verify: publicProcedure
    .input(VerifyEmailInput)
    .output(EmailVerifiedOutput)
    .mutation(({ ctx, input }) => {
      if (input.token !== undefined) return verifyEmailToken(ctx.deps, input.token);
      if (!ctx.user) throw notSignedIn();
      return verifyEmailCode(ctx.deps, ctx.user.id, input.code ?? "");
    }),

  resend: protectedProcedure.output(EmailResendOutput).mutation(async ({ ctx }) => {
    await resendEmailConfirmation(ctx.deps, ctx.user.id);
    return {};
  }),
});
