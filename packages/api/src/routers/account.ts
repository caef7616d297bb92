import { ChangeEmailInput, ChangePasswordInput } from "@unveil/validators";
import { AcceptedOutput } from "@unveil/validators/outputs";
import { z } from "zod";
import { changePassword } from "../services/account-changes";
import { changeEmail } from "../services/email-change";
import { createTRPCRouter, protectedProcedure } from "../trpc";

/** docs/product-rules.md#accounts: the signed-in dater's own sign-in details (Settings, `Sign-in & security`). */
export const accountRouter = createTRPCRouter({
  changePassword: protectedProcedure
    .input(ChangePasswordInput)
    .output(z.void())
    .mutation(({ ctx, input }) => changePassword(ctx.deps, ctx.user.id, ctx.session.id, input)),

  changeEmail: protectedProcedure
    .input(ChangeEmailInput)
    .output(AcceptedOutput)
    .mutation(async ({ ctx, input }) => {
      await changeEmail(ctx.deps, ctx.user.id, input);
      return {};
    }),
});
