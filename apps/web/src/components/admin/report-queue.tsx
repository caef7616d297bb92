"use client";

import { CheckCircle2, Inbox } from "lucide-react";
import { AppLink } from "~/components/ui/app-link";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { LoadFailed } from "~/components/ui/load-failed";
import { Skeleton } from "~/components/ui/skeleton";
import { api } from "~/trpc/react";
import { ADMIN_TEXTS as T, ageOf, displayName } from "./texts";
import type { AdminReport } from "./types";

function ReportRow({ report }: { report: AdminReport }) {
  const user = report.reportedUser;
  return (
    <li>
      <AppLink
        href={`/admin/reports/${report.id}`}
        className="block rounded-2xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <Card className="flex flex-col gap-2 p-4 transition-colors hover:bg-gray-50 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <Badge
                className="whitespace-nowrap"
                variant={report.reportType === "auto" ? "soft" : report.reportType === "user" ? "brand" : "neutral"}
              >
                {T.reportTypes[report.reportType]}
              </Badge>
              <span className="text-xs text-gray-600">{ageOf(report.createdAt)}</span>
            </div>
            <p className="truncate font-semibold text-gray-900">
              {user ? displayName(user) : report.reportType === "user" ? T.deletedUser : T.noReportedUser}
            </p>
            <p className="line-clamp-2 text-sm text-gray-600">{report.description}</p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-1 sm:flex-col sm:items-end">
            {user ? <Badge variant="outline">{T.reportsAgainst(user.reportsAgainst)}</Badge> : null}
            {report.resolution ? <Badge variant="success">{T.actions[report.resolution.action]}</Badge> : null}
          </div>
        </Card>
      </AppLink>
    </li>
  );
}

/** The open queue or the resolved reports, newest first. */
export function ReportQueue({ status }: { status: "open" | "resolved" }) {
  const reports = api.moderation.reports.useQuery({ status });
  if (reports.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label={T.loadingReports}>
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (reports.isError) {
    return <LoadFailed message={T.loadFailed} retryLabel={T.retry} onRetry={() => void reports.refetch()} />;
  }
  if (reports.data.length === 0) {
    return status === "open" ? (
      <EmptyState icon={Inbox} title={T.openEmptyTitle}>
        {T.openEmptyBody}
      </EmptyState>
    ) : (
      <EmptyState icon={CheckCircle2} title={T.resolvedEmptyTitle}>
        {T.resolvedEmptyBody}
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-2" aria-label={status === "open" ? "Open reports" : "Resolved reports"}>
      {reports.data.map((report) => (
        <ReportRow key={report.id} report={report} />
      ))}
    </ul>
  );
}
