import { CreateDatePlanInput, DatePlanIdInput } from "@unveil/validators";
import { DatePlanOutput } from "@unveil/validators/outputs";
import { z } from "zod";
import { createDatePlan, deleteDatePlan, listDatePlans } from "../services/date-plans";
import { createTRPCRouter, protectedProcedure } from "../trpc";

/** docs/product-rules.md#share-my-date: date plans shared by link, from the chat menu. */
export const datePlansRouter = createTRPCRouter({
  list: protectedProcedure.output(z.array(DatePlanOutput)).query(({ ctx }) => listDatePlans(ctx.deps, ctx.user.id)),

  create: protectedProcedure
    .input(CreateDatePlanInput)
    .output(DatePlanOutput)
    .mutation(({ ctx, input }) => createDatePlan(ctx.deps, ctx.user.id, input)),

  delete: protectedProcedure
    .input(DatePlanIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => deleteDatePlan(ctx.deps, ctx.user.id, input)),
});
