"use client";

import { HIDDEN_WORDS_MAX, HIDDEN_WORD_MAX_LENGTH } from "@unveil/validators/limits";
import { EyeOff, Loader2, Plus, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { toastError } from "~/hooks/use-toast";
import { api } from "~/trpc/react";

const T = {
  heading: "Hidden words",
  intro:
    "Messages with these words or phrases arrive collapsed, and their notifications never show the text. The sender is never told.",
  label: "Word or phrase to hide",
  placeholder: "e.g. hey sexy",
  add: "Add",
  remove: (word: string) => `Remove ${word}`,
  empty: "No hidden words yet.",
  count: (n: number) => `${n}/${HIDDEN_WORDS_MAX}`,
  full: `You can hide at most ${HIDDEN_WORDS_MAX} words`,
} as const;

/**
 * Settings → Hidden words (docs/product-rules.md#hidden-words): add a word or phrase, remove
 * one; every change saves the whole list, which the server stores trimmed, lower-cased
 * and without duplicates.
 */
export function HiddenWordsCard() {
  const inputId = useId();
  const utils = api.useUtils();
  const list = api.hiddenWords.get.useQuery();
  const [draft, setDraft] = useState("");
  const save = api.hiddenWords.set.useMutation({
    onSuccess: (saved) => utils.hiddenWords.get.setData(undefined, saved),
    onError: (error) => toastError(error),
  });
  const words = list.data?.words ?? [];
  const full = words.length >= HIDDEN_WORDS_MAX;

  function add(event: FormEvent) {
    event.preventDefault();
    const word = draft.trim();
    if (!word || full) return;
    save.mutate({ words: [...words, word] }, { onSuccess: () => setDraft("") });
  }

  return (
    <Card className="space-y-4 p-5" role="region" aria-labelledby="hidden-words-heading">
      <div className="space-y-1">
        <h2 id="hidden-words-heading" className="flex items-center gap-2 text-base font-semibold text-gray-900">
          <EyeOff className="size-5 text-brand-600" aria-hidden />
          {T.heading}
        </h2>
        <p className="text-sm text-gray-600">{T.intro}</p>
      </div>
      <form method="post" onSubmit={add} className="flex items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          {T.label}
        </label>
        <Input
          id={inputId}
          value={draft}
          maxLength={HIDDEN_WORD_MAX_LENGTH}
          placeholder={T.placeholder}
          onChange={(event) => setDraft(event.target.value)}
          disabled={full || list.isPending}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" disabled={!draft.trim() || full || save.isPending}>
          {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
          {T.add}
        </Button>
      </form>
      {words.length === 0 ? (
        <p className="text-sm text-gray-600">{list.isPending ? "…" : T.empty}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={T.heading}>
          {words.map((word) => (
            <li key={word} className="flex items-center gap-1 rounded-full bg-gray-100 py-1 pl-3 pr-1 text-sm text-gray-900">
              <span className="break-all">{word}</span>
              <button
                type="button"
                aria-label={T.remove(word)}
                disabled={save.isPending}
                onClick={() => save.mutate({ words: words.filter((other) => other !== word) })}
                className="flex size-7 items-center justify-center rounded-full text-gray-600 hover:bg-gray-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-gray-500">{full ? T.full : T.count(words.length)}</p>
    </Card>
  );
}
