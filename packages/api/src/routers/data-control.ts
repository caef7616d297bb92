import { SessionIdInput } from "@unveil/validators";
import { ExportOutput, SessionOutput } from "@unveil/validators/outputs";
import { z } from "zod";
import { exportUserData } from "../services/data-export";
import { endSession, listSessions, revokeOtherSessions } from "../services/sessions";
import { createTRPCRouter, protectedProcedure } from "../trpc";

/** docs/product-rules.md#the-daters-data: the dater's own data (the export) and their signed-in devices. */
export const dataControlRouter = createTRPCRouter({
  export: protectedProcedure.output(ExportOutput).query(({ ctx }) => exportUserData(ctx.deps, ctx.user.id, ctx.session.id)),

  sessions: protectedProcedure
    .output(z.array(SessionOutput))
    .query(({ ctx }) => listSessions(ctx.deps, ctx.user.id, ctx.session.id)),

  endSession: protectedProcedure
    .input(SessionIdInput)
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      const { endedCurrent } = await endSession(ctx.deps, ctx.user.id, ctx.session.id, input);
      if (endedCurrent) ctx.setCookie(ctx.deps.lucia.createBlankSessionCookie().serialize());
    }),

  revokeOtherSessions: protectedProcedure
    .output(z.void())
    .mutation(({ ctx }) => revokeOtherSessions(ctx.deps.db, ctx.user.id, ctx.session.id)),
});
