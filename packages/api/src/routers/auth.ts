import { LoginInput, RegisterInput } from "@unveil/validators";
import { UserOutput } from "@unveil/validators/outputs";
import { z } from "zod";
import * as auth from "../services/auth";
import { getSignedInUser } from "../services/signed-in-user";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../trpc";

export const authRouter = createTRPCRouter({
  register: publicProcedure
    .input(RegisterInput)
    .output(UserOutput)
    .mutation(async ({ ctx, input }) => {
      const { user, sessionCookie } = await auth.register(ctx.deps, {
        ...input,
        clientIp: ctx.clientIp,
        userAgent: ctx.userAgent,
      });
      ctx.setCookie(sessionCookie);
      return user;
    }),

  login: publicProcedure
    .input(LoginInput)
    .output(UserOutput)
    .mutation(async ({ ctx, input }) => {
      const { user, sessionCookie } = await auth.login(ctx.deps, { ...input, clientIp: ctx.clientIp, userAgent: ctx.userAgent });
      ctx.setCookie(sessionCookie);
      return user;
    }),

  logout: publicProcedure.output(z.void()).mutation(async ({ ctx }) => {
    ctx.setCookie(await auth.logout(ctx.deps, { sessionId: ctx.session?.id ?? null }));
  }),

  me: protectedProcedure.output(UserOutput).query(({ ctx }) => getSignedInUser(ctx.deps, ctx.user.id)),
});
