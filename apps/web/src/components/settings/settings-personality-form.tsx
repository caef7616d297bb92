"use client";

import type { AnswerChoice, SaveAnswersInput } from "@unveil/validators";
import { QUIZ_QUESTION_COUNT } from "@unveil/validators/limits";
import { Loader2 } from "lucide-react";
import { useMemo } from "react";
import { Controller, useForm, type FieldErrors } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { RadioCard, RadioGroup } from "~/components/ui/radio-group";
import { toast, toastError } from "~/hooks/use-toast";
import { schemaResolver, usePreloadSchemas } from "~/lib/schema-resolver";
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

/** The form's values: the answer chosen per question (`q<id>`), none yet for an unanswered one. */
interface PersonalityValues {
  chosen: Record<string, AnswerChoice>;
}

const fieldName = (questionId: number) => `q${questionId}`;

function chosenByQuestion(values: PersonalityValues): Record<number, AnswerChoice> {
  return Object.fromEntries(Object.entries(values.chosen).map(([name, answer]) => [Number(name.slice(1)), answer]));
}

/** The first message of a refused save (spec §5: 'Please answer all 15 questions'). */
function firstMessage(errors: FieldErrors): string | undefined {
  const first = Object.values(errors)[0]?.message;
  return typeof first === "string" ? first : undefined;
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
  // The shared SaveAnswersInput schema checks what is sent: all 15 answers, unanswered as 'A'.
  const resolver = useMemo(
    () =>
      schemaResolver<PersonalityValues, z.output<typeof SaveAnswersInput>, SaveAnswersInput>(
        (schemas) => schemas.SaveAnswersInput,
        (values) => ({ answers: answersToSave(questions, chosenByQuestion(values)) ?? [] }),
      ),
    [questions],
  );
  usePreloadSchemas();
  const { control, handleSubmit } = useForm<PersonalityValues, unknown, z.output<typeof SaveAnswersInput>>({
    resolver,
    defaultValues: { chosen: Object.fromEntries(answers.map((saved) => [fieldName(saved.questionId), saved.answer])) },
  });

  const update = api.quiz.update.useMutation({
    onSuccess: async (saved) => {
      utils.quiz.answers.setData(undefined, saved);
      toast({ title: T.savedTitle, description: T.savedBody });
      // Spec §4: new answers rescore matches and search again.
      await utils.matches.invalidate();
    },
    onError: (error) => toastError(error),
  });

  const save = handleSubmit(
    (data) => update.mutate({ answers: data.answers }),
    (errors) => toast({ title: firstMessage(errors) ?? T.empty, variant: "destructive" }),
  );

  return (
    <form
      method="post"
      onSubmit={(event) => void save(event)}
      noValidate
      className="space-y-5"
      aria-labelledby="settings-personality-heading"
    >
      <div className="space-y-1">
        <h2 id="settings-personality-heading" className="text-lg font-semibold text-gray-900">
          {T.heading}
        </h2>
        <p className="text-sm text-gray-600">{T.intro}</p>
      </div>

      {questions.length === 0 ? <p className="text-sm text-gray-600">{T.empty}</p> : null}
      <ol className="space-y-4">
        {questions.map((question, index) => (
          <li key={question.id}>
            <Card className="space-y-3 p-4">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                {T.questionLabel(index + 1, QUIZ_QUESTION_COUNT, question.category)}
              </p>
              <FormField
                label={question.question}
                labelKind="labelledby"
                labelElement="h3"
                labelClassName="text-base font-semibold text-gray-900"
                className="space-y-3"
              >
                {(attrs) => (
                  <Controller
                    control={control}
                    name={`chosen.${fieldName(question.id)}`}
                    render={({ field }) => (
                      <RadioGroup {...attrs} value={field.value ?? ""} onValueChange={field.onChange} className="space-y-2">
                        <RadioCard value="A" compact>
                          {question.optionA}
                        </RadioCard>
                        <RadioCard value="B" compact>
                          {question.optionB}
                        </RadioCard>
                      </RadioGroup>
                    )}
                  />
                )}
              </FormField>
            </Card>
          </li>
        ))}
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
