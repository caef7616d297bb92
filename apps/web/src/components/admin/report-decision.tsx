"use client";

import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import type { ResolveAction } from "./resolve-dialog";
import { ADMIN_TEXTS as T, formatDateTime } from "./texts";
import type { AdminReport } from "./types";

/**
 * The decision on a report: how it was resolved, or the actions a moderator may take
 * (suspend and ban only when it names someone else's account).
 */
export function ReportDecision({
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
      <Section framed title={T.decision}>
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
    <Section framed title={T.decision}>
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
