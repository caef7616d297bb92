"use client";

import { ScrollText } from "lucide-react";
import { AppLink } from "~/components/ui/app-link";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { LoadFailed } from "~/components/ui/load-failed";
import { Skeleton } from "~/components/ui/skeleton";
import { api } from "~/trpc/react";
import { ADMIN_TEXTS as T, formatDateTime } from "./texts";

const shortId = (id: string | null) => (id ? id.slice(0, 8) : T.auditEntry.none);

/** The audit log, newest first: what each moderator did, to whom, and why. Entries never change. */
export function AuditLog() {
  const entries = api.moderation.audit.useQuery();
  if (entries.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label={T.loadingAudit}>
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (entries.isError) {
    return <LoadFailed message={T.loadFailed} retryLabel={T.retry} onRetry={() => void entries.refetch()} />;
  }
  if (entries.data.length === 0) {
    return (
      <EmptyState icon={ScrollText} title={T.auditEmptyTitle}>
        {T.auditEmptyBody}
      </EmptyState>
    );
  }
  return (
    <ol className="space-y-2" aria-label={T.tabs.audit}>
      {entries.data.map((entry) => (
        <li key={entry.id}>
          <Card className="space-y-1 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={entry.action === "dismiss" ? "neutral" : "brand"}>{T.actions[entry.action]}</Badge>
              <time className="text-xs text-gray-600" dateTime={new Date(entry.createdAt).toISOString()}>
                {formatDateTime(entry.createdAt)}
              </time>
            </div>
            {entry.note ? <p className="whitespace-pre-wrap break-words text-sm text-gray-900">{entry.note}</p> : null}
            <p className="text-xs text-gray-600">
              {T.auditEntry.moderator} {shortId(entry.moderatorId)} · {T.auditEntry.target} {shortId(entry.targetUserId)} ·{" "}
              {T.auditEntry.report}{" "}
              {entry.reportId ? (
                <AppLink className="text-brand-700 underline-offset-4 hover:underline" href={`/admin/reports/${entry.reportId}`}>
                  {shortId(entry.reportId)}
                </AppLink>
              ) : (
                T.auditEntry.none
              )}
            </p>
          </Card>
        </li>
      ))}
    </ol>
  );
}
