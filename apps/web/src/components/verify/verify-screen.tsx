"use client";

import { VERIFICATION_POSES } from "@unveil/validators/verification-poses";
import { ArrowLeft, Clock, Loader2, ShieldCheck, ShieldX } from "lucide-react";
import { useState } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { LoadFailed } from "~/components/ui/load-failed";
import { Skeleton } from "~/components/ui/skeleton";
import { VerifiedBadge } from "~/components/ui/verified-badge";
import { toastError } from "~/hooks/use-toast";
import { cn } from "~/lib/cn";
import { api } from "~/trpc/react";
import { PoseDrawing } from "./pose-drawing";
import { SelfieCamera } from "./selfie-camera";
import { VERIFY_TEXTS as T } from "./texts";

const poseKeyOf = (instruction: string) => VERIFICATION_POSES.find((pose) => pose.instruction === instruction)?.key ?? null;

/** The pose, the camera, the preview and sending it (docs/product-rules.md#verification-and-date-plans). */
function PoseAndSelfie({ pose }: { pose: { id: string; instruction: string } }) {
  const utils = api.useUtils();
  const [selfie, setSelfie] = useState<string | null>(null);
  const submit = api.verification.submit.useMutation({
    onSuccess: () => utils.verification.get.invalidate(),
    onError: (error) => toastError(error),
  });
  return (
    <div className="space-y-4">
      <Card className="space-y-3 p-5 text-center">
        <h2 className="text-lg font-semibold text-gray-900">{T.poseHeading}</h2>
        <PoseDrawing poseKey={poseKeyOf(pose.instruction)} className="mx-auto h-36 w-auto" />
        <p className="text-base font-medium text-gray-900" data-testid="pose-instruction">
          {pose.instruction}
        </p>
        <p className="flex items-center justify-center gap-1 text-xs text-gray-600">
          <Clock className="size-3.5" aria-hidden /> {T.poseExpiry}
        </p>
      </Card>
      {selfie ? (
        <div className="space-y-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- a data URL the dater just took */}
          <img src={selfie} alt={T.preview} className="aspect-[3/4] w-full rounded-2xl object-cover" />
          <Button
            type="button"
            size="lg"
            className="w-full"
            disabled={submit.isPending}
            onClick={() => submit.mutate({ poseId: pose.id, selfie })}
          >
            {submit.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {submit.isPending ? T.sending : T.send}
          </Button>
          <Button type="button" variant="secondary" className="w-full" onClick={() => setSelfie(null)}>
            {T.retake}
          </Button>
        </div>
      ) : (
        <SelfieCamera onSelfie={setSelfie} />
      )}
    </div>
  );
}

function Start({ again }: { again: boolean }) {
  const utils = api.useUtils();
  const pose = api.verification.pose.useMutation({
    onSuccess: () => utils.verification.get.invalidate(),
    onError: (error) => toastError(error),
  });
  return (
    <Button type="button" size="lg" className="w-full" disabled={pose.isPending} onClick={() => pose.mutate()}>
      {pose.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
      {pose.isPending ? T.starting : again ? T.tryAgain : T.start}
    </Button>
  );
}

/** `/verify`: where the dater's verification stands and, when it can, the way to it. */
export function VerifyScreen() {
  const verification = api.verification.get.useQuery();
  const data = verification.data;
  return (
    <div className="space-y-5">
      {/* A full page load: the next page's document gets its own camera=() policy back. */}
      <a href="/settings" className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "-ml-2")}>
        <ArrowLeft aria-hidden /> {T.back}
      </a>
      <header className="space-y-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-gray-900">
          <ShieldCheck className="size-6 text-brand-600" aria-hidden /> {T.heading}
        </h1>
        <p className="text-sm text-gray-700">{T.intro}</p>
      </header>
      {verification.isPending ? (
        <Skeleton className="h-48" role="status" aria-label={T.heading} />
      ) : verification.isError || !data ? (
        <LoadFailed message={T.loadFailed} retryLabel={T.retry} onRetry={() => void verification.refetch()} />
      ) : data.status === "verified" ? (
        <Card className="space-y-2 p-5">
          <VerifiedBadge />
          <h2 className="text-lg font-semibold text-gray-900">{T.verifiedTitle}</h2>
          <p className="text-sm text-gray-700">{T.verifiedBody}</p>
        </Card>
      ) : data.status === "pending" ? (
        <Card className="space-y-2 p-5" role="status">
          <Clock className="size-6 text-brand-600" aria-hidden />
          <h2 className="text-lg font-semibold text-gray-900">{T.pendingTitle}</h2>
          <p className="text-sm text-gray-700">{T.pendingBody}</p>
        </Card>
      ) : (
        <div className="space-y-4">
          {data.status === "rejected" ? (
            <Card tone="dangerTint" className="space-y-1 p-4" role="alert">
              <h2 className="flex items-center gap-2 font-semibold text-red-900">
                <ShieldX className="size-5" aria-hidden /> {T.rejectedTitle}
              </h2>
              {data.rejectionReason ? <p className="text-sm text-red-900">{T.rejectedReason(data.rejectionReason)}</p> : null}
            </Card>
          ) : null}
          {data.pose ? (
            <PoseAndSelfie key={data.pose.id} pose={data.pose} />
          ) : (
            <Card className="space-y-3 p-5">
              <p className="text-sm text-gray-700">{T.badgeNote}</p>
              <p className="text-sm text-gray-700">{T.privacy}</p>
              <Start again={data.status === "rejected"} />
            </Card>
          )}
        </div>
      )}
    </div>
  );
}
