"use client";

import type { AnswerChoice } from "@unveil/validators";
import { ArrowLeft, ArrowRight, Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Progress } from "~/components/ui/progress";
import { RadioCard, RadioGroup } from "~/components/ui/radio-group";
import { toast, toastError } from "~/hooks/use-toast";
import { api } from "~/trpc/react";
import { QUIZ_TEXTS as T } from "./texts";
import { LoadFailed } from "~/components/ui/load-failed";

/** Spec §2 quiz: progress = (index + 1) / total × 100. */
export function quizProgress(index: number, total: number): number {
  return total === 0 ? 0 : ((index + 1) / total) * 100;
}

export function PersonalityQuiz() {
  const router = useRouter();
  const utils = api.useUtils();
  const questions = api.quiz.questions.useQuery();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, AnswerChoice>>({});

  const submit = api.quiz.submit.useMutation({
    onSuccess: async () => {
      toast({ title: T.completeTitle, description: T.completeBody });
      await Promise.all([utils.quiz.answers.invalidate(), utils.auth.me.invalidate()]);
      router.replace("/");
      router.refresh();
    },
    onError: (error) => toastError(error),
  });

  if (questions.isPending) {
    return (
      <p className="flex items-center justify-center gap-2 py-24 text-gray-700" role="status">
        <Loader2 className="size-5 animate-spin" aria-hidden /> {T.loading}
      </p>
    );
  }
  if (questions.isError) {
    return <LoadFailed message={T.loadFailed} retryLabel={T.retry} onRetry={() => void questions.refetch()} />;
  }

  const list = questions.data;
  const question = list[index];
  if (!question) return null;
  const total = list.length;
  const isLast = index === total - 1;
  const chosen = answers[question.id];
  const progress = quizProgress(index, total);

  function next() {
    if (!chosen) return;
    if (!isLast) {
      setIndex(index + 1);
      return;
    }
    submit.mutate({ answers: list.map((q) => ({ questionId: q.id, answer: answers[q.id] ?? "A" })) });
  }

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <div className="flex items-center justify-between text-sm font-medium text-gray-700">
          <span>{T.progress(index + 1, total)}</span>
          <span>{Math.round(progress)}%</span>
        </div>
        <Progress value={progress} label={T.progress(index + 1, total)} />
      </div>

      <section aria-labelledby="quiz-question" className="space-y-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{question.category}</p>
        <h2 id="quiz-question" className="text-2xl font-bold leading-snug text-gray-900">
          {question.question}
        </h2>
        <RadioGroup
          key={question.id}
          aria-labelledby="quiz-question"
          value={chosen ?? ""}
          onValueChange={(value) => setAnswers({ ...answers, [question.id]: value as AnswerChoice })}
          className="space-y-3"
        >
          <RadioCard value="A">{question.optionA}</RadioCard>
          <RadioCard value="B">{question.optionB}</RadioCard>
        </RadioGroup>
      </section>

      <div className="flex gap-3">
        <Button variant="outline" size="lg" onClick={() => setIndex(index - 1)} disabled={index === 0 || submit.isPending}>
          <ArrowLeft aria-hidden /> {T.back}
        </Button>
        <Button size="lg" className="flex-1" onClick={next} disabled={!chosen || submit.isPending}>
          {submit.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {isLast ? (submit.isPending ? T.submitting : T.complete) : T.next}
          {!isLast ? <ArrowRight aria-hidden /> : null}
        </Button>
      </div>
    </div>
  );
}
