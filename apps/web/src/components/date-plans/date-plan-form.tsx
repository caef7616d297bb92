"use client";

import { DATE_PLAN_NOTE_MAX, DATE_PLAN_PLACE_MAX, DATE_PLAN_PLACE_MIN } from "@unveil/validators/limits";
import { Loader2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { errorMessage } from "~/hooks/use-toast";
import { api } from "~/trpc/react";
import { localInputToIso, toDateTimeLocal } from "./date-plan-time";
import { DATE_PLAN_TEXTS as T } from "./texts";
import type { DatePlan } from "./types";

const DAY_MS = 24 * 3600_000;
const MAX_DAYS_AHEAD = 60;

/** Place, date and time, note → `Create link` (docs/product-rules.md#share-my-date). */
export function DatePlanForm({ matchId, onCreated }: { matchId: string; onCreated: (plan: DatePlan) => void }) {
  const utils = api.useUtils();
  const [place, setPlace] = useState("");
  const [startsAt, setStartsAt] = useState("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = api.datePlans.create.useMutation({
    onSuccess: async (plan) => {
      onCreated(plan);
      await utils.datePlans.list.invalidate();
    },
    onError: (failure) => setError(errorMessage(failure)),
  });
  const now = new Date();

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const iso = localInputToIso(startsAt);
    if (!iso) return;
    create.mutate({ matchId, place, startsAt: iso, note });
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-4">
      <FormField label={T.place} hint={T.placeHint}>
        {(control) => (
          <Input
            {...control}
            value={place}
            onChange={(event) => setPlace(event.target.value)}
            required
            minLength={DATE_PLAN_PLACE_MIN}
            maxLength={DATE_PLAN_PLACE_MAX}
            autoComplete="off"
            enterKeyHint="next"
          />
        )}
      </FormField>
      <FormField label={T.startsAt}>
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            value={startsAt}
            onChange={(event) => setStartsAt(event.target.value)}
            required
            min={toDateTimeLocal(now)}
            max={toDateTimeLocal(new Date(now.getTime() + MAX_DAYS_AHEAD * DAY_MS))}
          />
        )}
      </FormField>
      <FormField label={T.note} hint={T.noteHint} counter={`${note.length}/${DATE_PLAN_NOTE_MAX}`}>
        {(control) => (
          <Textarea
            {...control}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={DATE_PLAN_NOTE_MAX}
            rows={3}
          />
        )}
      </FormField>
      {error ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={create.isPending}>
        {create.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
        {create.isPending ? T.creating : T.create}
      </Button>
    </form>
  );
}
