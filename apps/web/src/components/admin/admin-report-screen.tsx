"use client";

import { ArrowLeft, Trash2 } from "lucide-react";
import Link from "next/link";
import { useId, useState, type ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { LoadFailed } from "~/components/ui/load-failed";
import { Skeleton } from "~/components/ui/skeleton";
import { toast, toastError } from "~/hooks/use-toast";
import { api } from "~/trpc/react";
import { EvidenceTranscript } from "./evidence-transcript";
import { ResolveDialog, type ResolveAction } from "./resolve-dialog";
import { ADMIN_TEXTS as T, ageOf, displayName, formatDate, formatDateTime } from "./texts";
import type { AdminReport, AdminUser } from "./types";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="p-5">
      <section aria-labelledby={id} className="space-y-3">
        <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-gray-600">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

function ReportedUserCard({
  user,
  canRemovePhotos,
  onRemovePhoto,
}: {
  user: AdminUser;
  canRemovePhotos: boolean;
  onRemovePhoto: (index: number) => void;
}) {
  const photos = user.profile?.photos ?? [];
  return (
    <Section title={T.reportedUser}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-lg font-semibold text-gray-900">{displayName(user)}</p>
          <Badge variant={user.status === "active" ? "success" : "brand"}>{T.statuses[user.status]}</Badge>
          <Badge variant="outline">{T.reportsAgainst(user.reportsAgainst)}</Badge>
        </div>
        <p className="break-all text-sm text-gray-600">{user.email}</p>
        {user.suspendedUntil ? (
          <p className="text-sm text-gray-900">{T.suspendedUntil(formatDate(user.suspendedUntil))}</p>
        ) : null}
        {user.profile ? (
          <>
            <div className="space-y-2">
              <h3 className="text-sm font-semibold text-gray-900">{T.photos}</h3>
              {photos.length === 0 ? (
                <p className="text-sm text-gray-600">{T.noPhotos}</p>
              ) : (
                <ul className="grid grid-cols-3 gap-2">
                  {photos.map((url, index) => (
                    <li key={url} className="relative">
                      {/* eslint-disable-next-line @next/next/no-img-element -- private, cookie-authenticated image */}
                      <img
                        src={url}
                        alt={`Photo ${index + 1} of ${displayName(user)}`}
                        className="aspect-square w-full rounded-xl object-cover"
                      />
                      {canRemovePhotos ? (
                        <Button
                          size="icon"
                          variant="outline"
                          className="absolute right-1 top-1 size-8 bg-white/90"
                          aria-label={`${T.removePhoto} ${index + 1}`}
                          onClick={() => onRemovePhoto(index)}
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="space-y-1">
              <h3 className="text-sm font-semibold text-gray-900">{T.bio}</h3>
              <p className="whitespace-pre-wrap break-words text-sm text-gray-900">{user.profile.bio}</p>
              <p className="text-xs text-gray-600">
                {user.profile.age} · {user.profile.gender} · {user.profile.location}
              </p>
            </div>
          </>
        ) : (
          <p className="text-sm text-gray-600">{T.noProfile}</p>
        )}
      </div>
    </Section>
  );
}

function Decision({
  report,
  moderatorId,
  onChoose,
}: {
  report: AdminReport;
  moderatorId: string;
  onChoose: (action: ResolveAction) => void;
}) {
  if (report.resolution) {
    return (
      <Section title={T.decision}>
        <p className="font-semibold text-gray-900">
          {T.resolvedBy(
            T.actions[report.resolution.action] ?? report.resolution.action,
            formatDateTime(report.resolution.createdAt),
          )}
        </p>
        <p className="mt-1 whitespace-pre-wrap break-words text-sm text-gray-700">{report.resolution.note}</p>
      </Section>
    );
  }
  const user = report.reportedUser;
  const ownAccount = user?.id === moderatorId;
  return (
    <Section title={T.decision}>
      {ownAccount ? <p className="mb-3 text-sm text-gray-700">{T.ownAccount}</p> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={() => onChoose("dismiss")}>
          {T.dismiss}
        </Button>
        {user && !ownAccount ? (
          <>
            <Button variant="secondary" onClick={() => onChoose("suspend")}>
              {T.suspend}
            </Button>
            <Button variant="destructive" onClick={() => onChoose("ban")}>
              {T.ban}
            </Button>
          </>
        ) : null}
      </div>
    </Section>
  );
}

/** `/admin/reports/{id}`: the report, its evidence as a chat, the reported user, and the decision. */
export function AdminReportScreen({ reportId, moderatorId }: { reportId: string; moderatorId: string }) {
  const report = api.moderation.report.useQuery({ reportId });
  const utils = api.useUtils();
  const [action, setAction] = useState<ResolveAction | null>(null);
  const [photoToRemove, setPhotoToRemove] = useState<number | null>(null);
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

  return (
    <div className="space-y-5">
      <Link href="/admin" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {T.back}
      </Link>
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
              <Badge variant={report.data.reportType === "user" ? "brand" : "neutral"}>
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
          <Section title={T.description}>
            <p className="whitespace-pre-wrap break-words text-gray-900">{report.data.description}</p>
            <p className="mt-2 text-xs text-gray-600">
              {T.reporter}: {report.data.reporter ? report.data.reporter.email : T.reporterGone}
            </p>
          </Section>
          {report.data.reportedUser ? (
            <>
              <Section title={T.evidence}>
                <EvidenceTranscript
                  messages={report.data.evidence}
                  reporterId={report.data.reporter?.id ?? null}
                  names={{ reporter: T.reporterName, reported: displayName(report.data.reportedUser) }}
                />
              </Section>
              <ReportedUserCard
                user={report.data.reportedUser}
                canRemovePhotos={report.data.reportedUser.id !== moderatorId}
                onRemovePhoto={setPhotoToRemove}
              />
            </>
          ) : null}
          <Decision report={report.data} moderatorId={moderatorId} onChoose={setAction} />
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
        </>
      )}
    </div>
  );
}
