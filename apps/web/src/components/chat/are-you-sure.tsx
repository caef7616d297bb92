"use client";

import { Loader2, MessageCircleWarning } from "lucide-react";
import { Button } from "~/components/ui/button";
import { SAFETY_TEXTS as T } from "./safety-texts";

/**
 * The composer's "Are you sure?" (docs/product-rules.md#are-you-sure): shown when the
 * server judged the text hurtful (409 MESSAGE_MAY_HURT); nothing was sent yet.
 */
export function AreYouSure({
  pending,
  onEdit,
  onSendAnyway,
}: {
  pending: boolean;
  onEdit: () => void;
  onSendAnyway: () => void;
}) {
  return (
    <div
      role="alertdialog"
      aria-labelledby="are-you-sure-title"
      aria-describedby="are-you-sure-body"
      className="mb-2 rounded-2xl bg-rose-50 p-3 ring-1 ring-rose-200"
    >
      <div className="flex items-start gap-2">
        <MessageCircleWarning className="mt-0.5 size-5 shrink-0 text-rose-700" aria-hidden />
        <div className="space-y-0.5">
          <p id="are-you-sure-title" className="font-semibold text-rose-900">
            {T.sureTitle}
          </p>
          <p id="are-you-sure-body" className="text-sm text-rose-900/80">
            {T.sureBody}
          </p>
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button variant="primary" size="sm" onClick={onEdit} autoFocus>
          {T.editMessage}
        </Button>
        <Button variant="outline" size="sm" onClick={onSendAnyway} disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {T.sendAnyway}
        </Button>
      </div>
    </div>
  );
}
