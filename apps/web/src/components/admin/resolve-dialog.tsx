"use client";

import { MODERATION_NOTE_MAX, SUSPENSION_DAYS_MAX, SUSPENSION_DAYS_MIN } from "@unveil/validators/limits";
import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { ADMIN_TEXTS as T } from "./texts";

export type ResolveAction = "dismiss" | "suspend" | "ban";

/** The confirmation of a decision, with its required note (and the days of a suspension). */
export function ResolveDialog({
  action,
  onOpenChange,
  onConfirm,
  pending,
}: {
  action: ResolveAction | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (input: { action: ResolveAction; note: string; days?: number }) => void;
  pending: boolean;
}) {
  const noteId = useId();
  const daysId = useId();
  const errorId = useId();
  const [note, setNote] = useState("");
  const [days, setDays] = useState("7");
  const [error, setError] = useState<string | null>(null);
  const texts = action ? T.confirm[action] : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!action) return;
    if (!note.trim()) {
      setError(T.noteRequired);
      return;
    }
    setError(null);
    onConfirm(action === "suspend" ? { action, note: note.trim(), days: Number(days) } : { action, note: note.trim() });
  };

  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => {
        if (!open) setError(null);
        onOpenChange(open);
      }}
    >
      {texts && action ? (
        <DialogContent width="md">
          <DialogHeader>
            <DialogTitle>{texts.title}</DialogTitle>
            <DialogDescription>{texts.body}</DialogDescription>
          </DialogHeader>
          <form method="post" className="space-y-4" onSubmit={submit} noValidate>
            {action === "suspend" ? (
              <div className="space-y-1.5">
                <Label htmlFor={daysId}>{T.days}</Label>
                <Input
                  id={daysId}
                  type="number"
                  inputMode="numeric"
                  min={SUSPENSION_DAYS_MIN}
                  max={SUSPENSION_DAYS_MAX}
                  value={days}
                  onChange={(event) => setDays(event.target.value)}
                  required
                />
                <p className="text-xs text-gray-600">{T.daysHint}</p>
              </div>
            ) : null}
            <div className="space-y-1.5">
              <Label htmlFor={noteId}>{T.note}</Label>
              <Textarea
                id={noteId}
                value={note}
                maxLength={MODERATION_NOTE_MAX}
                placeholder={T.notePlaceholder}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => {
                  setNote(event.target.value);
                  // The 'note required' error goes as soon as there is a note, not at the next submit.
                  if (error && event.target.value.trim() !== "") setError(null);
                }}
                required
              />
              <div className="flex justify-between text-xs text-gray-600">
                {error ? (
                  <p id={errorId} className="font-medium text-red-700" role="alert">
                    {error}
                  </p>
                ) : (
                  <span />
                )}
                <span>{T.noteCounter(note.length)}</span>
              </div>
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {T.cancel}
              </Button>
              <Button type="submit" variant={action === "dismiss" ? "primary" : "destructive"} disabled={pending}>
                {texts.button}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
