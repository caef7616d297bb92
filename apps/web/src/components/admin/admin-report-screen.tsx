"use client";

import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { AppLink } from "~/components/ui/app-link";
import { Badge } from "~/components/ui/badge";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { LoadFailed } from "~/components/ui/load-failed";
import { Section } from "~/components/ui/section";
import { Skeleton } from "~/components/ui/skeleton";
import { toast, toastError } from "~/hooks/use-toast";
import { api } from "~/trpc/react";
import { EvidenceTranscript } from "./evidence-transcript";
import { ReportDecision } from "./report-decision";
import { ReportedUserCard } from "./reported-user-card";
import { ResolveDialog, type ResolveAction } from "./resolve-dialog";
import { ADMIN_TEXTS as T, ageOf, displayName, formatDateTime } from "./texts";

/** `/admin/reports/{id}`: the report, its evidence as a chat, the reported user, and the decision. */
export function AdminReportScreen({ reportId, moderatorId }: { reportId: string; moderatorId: string }) {
  const report = api.moderation.report.useQuery({ reportId });
  const utils = api.useUtils();
  const [action, setAction] = useState<ResolveAction | null>(null);
  const [photoToRemove, setPhotoToRemove] = useState<number | null>(null);
  const [revoking, setRevoking] = useState(false);
  const refresh = () =>
    Promise.all([
      utils.moderation.report.invalidate({ reportId }),
      utils.moderation.reports.invalidate(),
      utils.moderation.audit.invalidate(),
    ]);
  const resolve = api.moderation.resolve.useMutation({
    onSuccess: async (result) => {
      setAction(null);
      const done = result.resolution?.action ?? "dismiss";
      toast({ title: T.doneTitle[done], description: T.doneBody });
      await refresh();
    },
    onError: (error) => toastError(error),
  });
  const removePhoto = api.moderation.removePhoto.useMutation({
    onSuccess: async () => {
      setPhotoToRemove(null);
      toast({ title: T.photoRemoved, description: T.doneBody });
      await refresh();
    },
    onError: (error) => toastError(error),
  });

  const revoke = api.verificationReview.revoke.useMutation({
    onSuccess: async () => {
      setRevoking(false);
      toast({ title: T.revoked, description: T.doneBody });
      await refresh();
    },
    onError: (error) => toastError(error),
  });

  const automatic = report.data?.reportType === "auto";

  return (
    <div className="space-y-5">
      <AppLink href="/admin" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {T.back}
      </AppLink>
      {report.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading report">
          <Skeleton className="h-28" />
          <Skeleton className="h-48" />
          <Skeleton className="h-40" />
        </div>
      ) : report.isError ? (
        <LoadFailed message={T.loadFailed} retryLabel={T.retry} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <header className="space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold text-gray-900">{T.reportTitle}</h1>
              <Badge variant={automatic ? "soft" : report.data.reportType === "user" ? "brand" : "neutral"}>
                {T.reportTypes[report.data.reportType]}
              </Badge>
              <Badge variant={report.data.status === "open" ? "outline" : "success"}>
                {report.data.status === "open" ? T.tabs.open : T.tabs.resolved}
              </Badge>
            </div>
            <p className="text-sm text-gray-600">
              {formatDateTime(report.data.createdAt)} · {ageOf(report.data.createdAt)}
            </p>
          </header>
          <Section framed title={T.description}>
            <p className="whitespace-pre-wrap break-words text-gray-900">{report.data.description}</p>
            <p className="mt-2 text-xs text-gray-600">
              {T.reporter}:{" "}
              {report.data.reporter ? report.data.reporter.email : automatic ? T.flaggedAutomatically : T.reporterGone}
            </p>
          </Section>
          {report.data.reportedUser ? (
            <>
              <Section framed title={automatic ? T.autoEvidence : T.evidence}>
                <EvidenceTranscript
                  messages={report.data.evidence}
                  reporterId={report.data.reporter?.id ?? null}
                  reportedUserId={report.data.reportedUser.id}
                  names={{
                    reporter: automatic ? T.otherSide : T.reporterName,
                    reported: displayName(report.data.reportedUser),
                  }}
                  label={automatic ? T.autoEvidence : T.evidence}
                  empty={automatic ? T.autoEvidenceEmpty : T.evidenceEmpty}
                />
              </Section>
              <ReportedUserCard
                user={report.data.reportedUser}
                canAct={report.data.reportedUser.id !== moderatorId}
                onRemovePhoto={setPhotoToRemove}
                onRevokeVerification={() => setRevoking(true)}
              />
            </>
          ) : null}
          <ReportDecision report={report.data} moderatorId={moderatorId} onChoose={setAction} />
          <ResolveDialog
            action={action}
            onOpenChange={(open) => !open && setAction(null)}
            pending={resolve.isPending}
            onConfirm={(input) => resolve.mutate({ reportId, ...input })}
          />
          <ConfirmDialog
            open={photoToRemove !== null}
            onOpenChange={(open) => !open && setPhotoToRemove(null)}
            title={T.removePhotoTitle}
            description={T.removePhotoBody}
            confirmLabel={T.removePhoto}
            pending={removePhoto.isPending}
            onConfirm={() =>
              report.data.reportedUser &&
              photoToRemove !== null &&
              removePhoto.mutate({ userId: report.data.reportedUser.id, index: photoToRemove, note: `From report ${reportId}` })
            }
          />
          <ConfirmDialog
            open={revoking}
            onOpenChange={setRevoking}
            title={T.revokeTitle}
            description={T.revokeBody}
            confirmLabel={T.revokeConfirm}
            pending={revoke.isPending}
            onConfirm={() => report.data.reportedUser && revoke.mutate({ userId: report.data.reportedUser.id })}
          />
        </>
      )}
    </div>
  );
}
