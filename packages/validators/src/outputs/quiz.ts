import { z } from "zod";
import { AnswerChoice } from "../quiz";

/** Contract §2 Question (exactly 15, seeded). */
export const QuestionOutput = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  optionA: z.string(),
  optionB: z.string(),
});
export type QuestionOutput = z.output<typeof QuestionOutput>;

/** Contract §2 Answer. */
export const AnswerOutput = z.object({ questionId: z.number().int(), answer: AnswerChoice });
export type AnswerOutput = z.output<typeof AnswerOutput>;
