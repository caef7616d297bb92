import { z } from "zod";
import { AnswerChoice } from "../quiz";

/** docs/product-rules.md#shapes-and-redaction Question (exactly 15, seeded). */
export const QuestionOutput = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  optionA: z.string(),
  optionB: z.string(),
});
export type QuestionOutput = z.output<typeof QuestionOutput>;

/** docs/product-rules.md#shapes-and-redaction Answer. */
export const AnswerOutput = z.object({ questionId: z.number().int(), answer: AnswerChoice });
export type AnswerOutput = z.output<typeof AnswerOutput>;
