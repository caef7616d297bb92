import { SaveAnswersInput } from "@unveil/validators";
import { listAnswers, listQuestions, replaceAnswers, submitAnswers, type AnswerView } from "../services/quiz";
import { createTRPCRouter, protectedProcedure } from "../trpc";

const answerShape = (answers: AnswerView[]) => answers.map(({ questionId, answer }) => ({ questionId, answer }));

export const quizRouter = createTRPCRouter({
  questions: protectedProcedure.query(async ({ ctx }) => {
    const questions = await listQuestions(ctx.deps.db);
    return questions.map(({ id, category, question, optionA, optionB }) => ({ id, category, question, optionA, optionB }));
  }),

  answers: protectedProcedure.query(async ({ ctx }) => answerShape(await listAnswers(ctx.deps.db, ctx.user.id))),

  /** First save at the end of the quiz; runs a match search within the request. */
  submit: protectedProcedure
    .input(SaveAnswersInput)
    .mutation(async ({ ctx, input }) => answerShape(await submitAnswers(ctx.deps, ctx.user.id, input.answers))),

  /** Replaces the answers (settings), rescores existing matches, then searches. */
  update: protectedProcedure
    .input(SaveAnswersInput)
    .mutation(async ({ ctx, input }) => answerShape(await replaceAnswers(ctx.deps, ctx.user.id, input.answers))),
});
