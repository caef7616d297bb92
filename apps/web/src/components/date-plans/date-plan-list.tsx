"use client";

import { MapPin, Trash2 } from "lucide-react";
import { useState } from "react";
import { LocalTime } from "~/components/local-time/local-time";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast, toastError } from "~/hooks/use-toast";
import { api } from "~/trpc/react";
import { ShareLinkActions } from "./share-link";
import { DATE_PLAN_TEXTS as T } from "./texts";
import type { DatePlan } from "./types";

/** The dater's live plans for this match, each with its link and `Delete` (which asks first). */
export function DatePlanList({ plans }: { plans: DatePlan[] }) {
  const utils = api.useUtils();
  const [deleting, setDeleting] = useState<DatePlan | null>(null);
  const remove = api.datePlans.delete.useMutation({
    onSuccess: async () => {
      setDeleting(null);
      toast({ title: T.deleted });
      await utils.datePlans.list.invalidate();
    },
    onError: (error) => toastError(error),
  });
  if (plans.length === 0) return null;

  return (
    <section aria-labelledby="date-plans-live" className="space-y-3">
      <h3 id="date-plans-live" className="text-sm font-semibold text-gray-900">
        {T.livePlans}
      </h3>
      <ul className="space-y-3">
        {plans.map((plan) => (
          <li key={plan.id} className="space-y-3 rounded-2xl border border-gray-200 bg-gray-50 p-3">
            <div className="flex items-start gap-3">
              <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <MapPin className="size-4" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-gray-900">{plan.place}</p>
                <LocalTime at={plan.startsAt} as="weekdayAndClock" className="block text-sm text-gray-600" />
              </div>
              <Button
                variant={null}
                size="icon"
                className="rounded-full text-red-700 hover:bg-red-50"
                aria-label={`${T.delete} ${plan.place}`}
                onClick={() => setDeleting(plan)}
              >
                <Trash2 className="size-5" aria-hidden />
              </Button>
            </div>
            <ShareLinkActions url={plan.url} compact />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={T.deleteTitle}
        description={T.deleteDescription}
        cancelLabel={T.cancel}
        confirmLabel={T.delete}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </section>
  );
}
