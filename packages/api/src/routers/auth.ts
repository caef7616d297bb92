import { LoginInput, RegisterInput } from "@unveil/validators";
import { TRPCError } from "@trpc/server";
import * as auth from "../services/auth";
import { loadUserView } from "../services/user-view";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../trpc";

export const authRouter = createTRPCRouter({
  register: publicProcedure.input(RegisterInput).mutation(async ({ ctx, input }) => {
    const { user, sessionCookie } = await auth.register(ctx.deps, input, ctx.clientIp);
    ctx.setCookie(sessionCookie);
    return user;
  }),

  login: publicProcedure.input(LoginInput).mutation(async ({ ctx, input }) => {
    const { user, sessionCookie } = await auth.login(ctx.deps, input);
    ctx.setCookie(sessionCookie);
    return user;
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    ctx.setCookie(await auth.logout(ctx.deps, ctx.session?.id ?? null));
  }),

  me: protectedProcedure.query(async ({ ctx }) => {
    const user = await loadUserView(ctx.deps.db, ctx.user.id);
    if (!user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Not signed in" });
    return user;
  }),
});
