"use client";

import { VERIFICATION_POSES } from "@unveil/validators/verification-poses";
import { VERIFICATION_REASON_MAX } from "@unveil/validators/limits";
import { Check, ShieldCheck, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { Textarea } from "~/components/ui/input";
import { LoadFailed } from "~/components/ui/load-failed";
import { Skeleton } from "~/components/ui/skeleton";
import { PoseDrawing } from "~/components/verify/pose-drawing";
import { toast, toastError } from "~/hooks/use-toast";
import { api } from "~/trpc/react";
import { ADMIN_TEXTS, ageOf, displayName } from "./texts";
import type { AdminVerification } from "./types";

const T = ADMIN_TEXTS.verifications;
const poseKeyOf = (instruction: string) => VERIFICATION_POSES.find((pose) => pose.instruction === instruction)?.key ?? null;

/** One pending verification: the selfie beside the profile photos and the pose, then the decision. */
function VerificationReview({ item }: { item: AdminVerification }) {
  const utils = api.useUtils();
  const reasonId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const name = displayName(item.user);
  const decide = api.verificationReview.decide.useMutation({
    onSuccess: async (decided) => {
      toast({ title: decided.decision === "approve" ? T.approved : T.rejected, description: ADMIN_TEXTS.doneBody });
      await Promise.all([utils.verificationReview.queue.invalidate(), utils.moderation.audit.invalidate()]);
    },
    onError: (error) => toastError(error),
  });
  return (
    <li>
      <Card className="space-y-4 p-4" role="region" aria-label={T.reviewOf(name)}>
        <div className="flex items-baseline justify-between gap-2">
          <p className="truncate font-semibold text-gray-900">{name}</p>
          <span className="shrink-0 text-xs text-gray-600">{ageOf(item.createdAt)}</span>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <figure className="space-y-1">
            {item.selfieUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- private, cookie-authenticated image
              <img src={item.selfieUrl} alt={T.selfieOf(name)} className="aspect-[3/4] w-full rounded-xl object-cover" />
            ) : (
              <div className="flex aspect-[3/4] items-center justify-center rounded-xl bg-gray-100 text-xs text-gray-600">
                {T.noSelfie}
              </div>
            )}
            <figcaption className="text-xs font-medium text-gray-700">{T.selfie}</figcaption>
          </figure>
          <div className="space-y-2">
            <ul className="grid grid-cols-2 gap-1.5" aria-label={T.profilePhotos}>
              {item.profilePhotos.map((url, index) => (
                <li key={url}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- private, cookie-authenticated image */}
                  <img src={url} alt={`Photo ${index + 1} of ${name}`} className="aspect-square w-full rounded-lg object-cover" />
                </li>
              ))}
            </ul>
            <p className="text-xs font-medium text-gray-700">{T.profilePhotos}</p>
          </div>
        </div>
        <div className="flex items-center gap-3 rounded-xl bg-brand-50 p-3">
          <PoseDrawing poseKey={poseKeyOf(item.pose.instruction)} className="h-16 w-auto shrink-0" />
          <p className="text-sm text-gray-900">
            <span className="block text-xs font-semibold text-brand-700">{T.pose}</span>
            {item.pose.instruction}
          </p>
        </div>
        {rejecting ? (
          <div className="space-y-2">
            <label htmlFor={reasonId} className="text-sm font-medium text-gray-900">
              {T.reason}
            </label>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={VERIFICATION_REASON_MAX}
              placeholder={T.reasonPlaceholder}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="flex gap-2">
              <Button type="button" variant="outline" className="flex-1" onClick={() => setRejecting(false)}>
                {ADMIN_TEXTS.cancel}
              </Button>
              <Button
                type="button"
                variant="destructive"
                className="flex-1"
                disabled={reason.trim().length === 0 || decide.isPending}
                onClick={() => decide.mutate({ requestId: item.id, decision: "reject", reason })}
              >
                {T.confirmReject}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex gap-2">
            <Button type="button" variant="outline" className="flex-1" onClick={() => setRejecting(true)}>
              <X aria-hidden /> {T.reject}
            </Button>
            <Button
              type="button"
              className="flex-1"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ requestId: item.id, decision: "approve" })}
            >
              <Check aria-hidden /> {T.approve}
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}

/** The verifications waiting for a moderator, oldest first (docs/product-rules.md#verification-and-date-plans). */
export function VerificationQueue() {
  const queue = api.verificationReview.queue.useQuery();
  if (queue.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label={T.loading}>
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (queue.isError) {
    return <LoadFailed message={ADMIN_TEXTS.loadFailed} retryLabel={ADMIN_TEXTS.retry} onRetry={() => void queue.refetch()} />;
  }
  if (queue.data.length === 0) {
    return (
      <EmptyState icon={ShieldCheck} title={T.emptyTitle}>
        {T.emptyBody}
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-3" aria-label={T.listLabel}>
      {queue.data.map((item) => (
        <VerificationReview key={item.id} item={item} />
      ))}
    </ul>
  );
}
