"use client";

import { ALL_ANSWERS_MESSAGE, QUIZ_QUESTION_COUNT, type AnswerChoice } from "@unveil/validators";
import { Loader2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { RadioCard, RadioGroup } from "~/components/ui/radio-group";
import { toast, toastError } from "~/hooks/use-toast";
import { api } from "~/trpc/react";
import { SETTINGS_TEXTS } from "./texts";

const T = SETTINGS_TEXTS.personality;

export interface PersonalityQuestion {
  id: number;
  category: string;
  question: string;
  optionA: string;
  optionB: string;
}

export interface SavedAnswer {
  questionId: number;
  answer: AnswerChoice;
}

/**
 * The payload of a settings save: one answer per question, 'A' for any left unanswered
 * (spec §3), or null when the questions are not all there (spec §5: exactly 15).
 */
export function answersToSave(
  questions: readonly PersonalityQuestion[],
  chosen: Readonly<Record<number, AnswerChoice>>,
): SavedAnswer[] | null {
  if (questions.length !== QUIZ_QUESTION_COUNT) return null;
  return questions.map((question) => ({ questionId: question.id, answer: chosen[question.id] ?? "A" }));
}

/** Settings → Personality tab (spec §2): every question with its saved answer, saved all at once. */
export function SettingsPersonalityForm({
  questions,
  answers,
}: {
  questions: readonly PersonalityQuestion[];
  answers: readonly SavedAnswer[];
}) {
  const utils = api.useUtils();
  const [chosen, setChosen] = useState<Record<number, AnswerChoice>>(() =>
    Object.fromEntries(answers.map((saved) => [saved.questionId, saved.answer])),
  );

  const update = api.quiz.update.useMutation({
    onSuccess: async (saved) => {
      utils.quiz.answers.setData(undefined, saved);
      toast({ title: T.savedTitle, description: T.savedBody });
      // Spec §4: new answers rescore matches and search again.
      await utils.matches.invalidate();
    },
    onError: (error) => toastError(error),
  });

  function save(event: FormEvent) {
    event.preventDefault();
    const payload = answersToSave(questions, chosen);
    if (!payload) {
      toast({ title: ALL_ANSWERS_MESSAGE, variant: "destructive" });
      return;
    }
    update.mutate({ answers: payload });
  }

  return (
    <form onSubmit={save} noValidate className="space-y-5" aria-labelledby="settings-personality-heading">
      <div className="space-y-1">
        <h2 id="settings-personality-heading" className="text-lg font-semibold text-gray-900">
          {T.heading}
        </h2>
        <p className="text-sm text-gray-600">{T.intro}</p>
      </div>

      {questions.length === 0 ? <p className="text-sm text-gray-600">{T.empty}</p> : null}
      <ol className="space-y-4">
        {questions.map((question, index) => {
          const labelId = `settings-question-${question.id}`;
          return (
            <li key={question.id}>
              <Card className="space-y-3 p-4">
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                  {T.questionLabel(index + 1, QUIZ_QUESTION_COUNT, question.category)}
                </p>
                <h3 id={labelId} className="font-semibold text-gray-900">
                  {question.question}
                </h3>
                <RadioGroup
                  aria-labelledby={labelId}
                  value={chosen[question.id] ?? ""}
                  onValueChange={(value) => setChosen((current) => ({ ...current, [question.id]: value as AnswerChoice }))}
                  className="space-y-2"
                >
                  <RadioCard value="A" className="p-3 text-sm">
                    {question.optionA}
                  </RadioCard>
                  <RadioCard value="B" className="p-3 text-sm">
                    {question.optionB}
                  </RadioCard>
                </RadioGroup>
              </Card>
            </li>
          );
        })}
      </ol>

      <div className="sticky bottom-0 -mx-4 bg-gradient-to-t from-gray-50 via-gray-50 to-gray-50/0 px-4 pb-4 pt-6">
        <Button type="submit" size="lg" className="w-full" disabled={update.isPending}>
          {update.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {update.isPending ? T.saving : T.save}
        </Button>
      </div>
    </form>
  );
}
