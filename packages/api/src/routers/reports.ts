import { BlockUserInput, CreateReportInput } from "@unveil/validators";
import { ReportOutput } from "@unveil/validators/outputs";
import { z } from "zod";
import { blockUser } from "../services/blocks";
import { createReport } from "../services/reports";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const reportsRouter = createTRPCRouter({
  create: protectedProcedure
    .input(CreateReportInput)
    .output(ReportOutput)
    .mutation(({ ctx, input }) => createReport(ctx.deps, ctx.user.id, input)),

  blockUser: protectedProcedure
    .input(BlockUserInput)
    .output(z.void())
    .mutation(({ ctx, input }) => blockUser(ctx.deps, ctx.user.id, input)),
});
