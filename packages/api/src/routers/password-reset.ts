import { PasswordResetConfirmInput, PasswordResetRequestInput } from "@unveil/validators";
import { AcceptedOutput } from "@unveil/validators/outputs";
import { z } from "zod";
import { confirmPasswordReset } from "../services/password-reset";
import { requestPasswordReset } from "../services/password-reset-requests";
import { createTRPCRouter, publicProcedure } from "../trpc";

/** docs/product-rules.md#accounts: a way back in for a dater who forgot the password. */
export const passwordResetRouter = createTRPCRouter({
  request: publicProcedure
    .input(PasswordResetRequestInput)
    .output(AcceptedOutput)
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx.deps, { ...input, clientIp: ctx.clientIp });
      return {};
    }),

  confirm: publicProcedure
    .input(PasswordResetConfirmInput)
    .output(z.void())
    .mutation(({ ctx, input }) => confirmPasswordReset(ctx.deps, input)),
});
