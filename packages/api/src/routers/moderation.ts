import { AdminRemovePhotoInput, AdminReportIdInput, ListAdminReportsInput, ResolveReportInput } from "@unveil/validators";
import { AdminReportOutput, AdminUserOutput, AuditEntryOutput } from "@unveil/validators/outputs";
import { z } from "zod";
import { getAdminReport, listAdminReports } from "../services/admin-reports";
import { listAuditEntries } from "../services/audit-log";
import { removeUserPhoto, resolveReport } from "../services/moderation-actions";
import { createTRPCRouter, moderatorProcedure } from "../trpc";

/** docs/product-rules.md#moderation: the moderators' queue, decisions and audit log. */
export const moderationRouter = createTRPCRouter({
  reports: moderatorProcedure
    .input(ListAdminReportsInput)
    .output(z.array(AdminReportOutput))
    .query(({ ctx, input }) => listAdminReports(ctx.deps, input)),

  report: moderatorProcedure
    .input(AdminReportIdInput)
    .output(AdminReportOutput)
    .query(({ ctx, input }) => getAdminReport(ctx.deps, input.reportId)),

  resolve: moderatorProcedure
    .input(ResolveReportInput)
    .output(AdminReportOutput)
    .mutation(({ ctx, input }) => resolveReport(ctx.deps, ctx.user.id, input)),

  removePhoto: moderatorProcedure
    .input(AdminRemovePhotoInput)
    .output(AdminUserOutput)
    .mutation(({ ctx, input }) => removeUserPhoto(ctx.deps, ctx.user.id, input)),

  audit: moderatorProcedure.output(z.array(AuditEntryOutput)).query(({ ctx }) => listAuditEntries(ctx.deps)),
});
