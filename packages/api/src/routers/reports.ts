import { BlockUserInput, CreateReportInput } from "@unveil/validators";
import { blockUser } from "../services/blocks";
import { ReportOutput, createReport } from "../services/reports";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const reportsRouter = createTRPCRouter({
  create: protectedProcedure
    .input(CreateReportInput)
    .output(ReportOutput)
    .mutation(({ ctx, input }) => createReport(ctx.deps, ctx.user.id, input)),

  blockUser: protectedProcedure.input(BlockUserInput).mutation(async ({ ctx, input }) => {
    await blockUser(ctx.deps, ctx.user.id, input);
  }),
});
