"use client";

import { CalendarHeart, Link2 } from "lucide-react";
import { useState } from "react";
import { LocalTime } from "~/components/local-time/local-time";
import { Button } from "~/components/ui/button";
import type { DialogOnDemandProps } from "~/components/ui/dialog-on-demand";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { api } from "~/trpc/react";
import { DatePlanForm } from "./date-plan-form";
import { DatePlanList } from "./date-plan-list";
import { ShareLinkActions } from "./share-link";
import { DATE_PLAN_TEXTS as T } from "./texts";
import type { DatePlan } from "./types";

/** The link just made: shown large, with copy and the share sheet. */
function CreatedLink({ plan, onAnother }: { plan: DatePlan; onAnother: () => void }) {
  return (
    <div className="space-y-3 rounded-2xl bg-brand-50 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
        <Link2 className="size-4" aria-hidden /> {T.linkReady}
      </p>
      <p className="text-sm text-gray-800">
        {plan.place} · <LocalTime at={plan.startsAt} as="weekdayAndClock" />
      </p>
      <Input
        readOnly
        value={plan.url}
        aria-label={T.link}
        onFocus={(event) => event.currentTarget.select()}
        className="bg-white text-sm"
      />
      <ShareLinkActions url={plan.url} />
      <Button variant="link" size="flush" onClick={onAnother}>
        {T.newPlan}
      </Button>
    </div>
  );
}

/**
 * `Share date plans` from the chat menu (docs/product-rules.md#share-my-date), loaded
 * when first opened: a new plan's form, then its link; below, this match's live plans.
 */
export function DatePlanDialog({ matchId, open, onOpenChange, onCloseAutoFocus }: DialogOnDemandProps & { matchId: string }) {
  const [created, setCreated] = useState<DatePlan | null>(null);
  const plans = api.datePlans.list.useQuery(undefined, { enabled: open });
  const livePlans = (plans.data ?? []).filter((plan) => plan.matchId === matchId && plan.id !== created?.id);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setCreated(null);
        onOpenChange(next);
      }}
    >
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} className="space-y-5">
        <DialogHeader flush>
          <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <CalendarHeart className="size-5" aria-hidden />
          </span>
          <DialogTitle>{T.dialogTitle}</DialogTitle>
          <DialogDescription>{T.dialogDescription}</DialogDescription>
        </DialogHeader>
        {created ? (
          <CreatedLink plan={created} onAnother={() => setCreated(null)} />
        ) : (
          <DatePlanForm matchId={matchId} onCreated={setCreated} />
        )}
        <DatePlanList plans={livePlans} />
      </DialogContent>
    </Dialog>
  );
}
