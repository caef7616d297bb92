import { z } from "zod";
import { QUIZ_QUESTION_COUNT } from "./limits";

export const ANSWER_CHOICES = ["A", "B"] as const;
export const AnswerChoice = z.enum(ANSWER_CHOICES);
export type AnswerChoice = z.infer<typeof AnswerChoice>;

export const ALL_ANSWERS_MESSAGE = `Please answer all ${QUIZ_QUESTION_COUNT} questions`;

/** A question id that cannot exist (0, negative, fractional) is an unanswered question, like an unknown one. */
export const AnswerInput = z.object({
  questionId: z.coerce.number().int({ error: ALL_ANSWERS_MESSAGE }).positive({ error: ALL_ANSWERS_MESSAGE }),
  answer: AnswerChoice,
});
export type AnswerInput = z.input<typeof AnswerInput>;

/** Exactly one answer to each of the 15 questions (docs/product-rules.md#preferences-and-the-quiz). Known ids are checked by the service. */
export const SaveAnswersInput = z.object({
  answers: z
    .array(AnswerInput, { error: ALL_ANSWERS_MESSAGE })
    .length(QUIZ_QUESTION_COUNT, { error: ALL_ANSWERS_MESSAGE })
    .refine((answers) => new Set(answers.map((a) => a.questionId)).size === answers.length, {
      error: ALL_ANSWERS_MESSAGE,
    }),
});
export type SaveAnswersInput = z.input<typeof SaveAnswersInput>;
