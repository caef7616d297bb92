import { SaveAnswersInput } from "@unveil/validators";
import { AnswerOutput, QuestionOutput } from "@unveil/validators/outputs";
import { z } from "zod";
import { listAnswers, listQuestions, replaceAnswers, submitAnswers } from "../services/quiz";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const quizRouter = createTRPCRouter({
  questions: protectedProcedure.output(z.array(QuestionOutput)).query(({ ctx }) => listQuestions(ctx.deps)),

  answers: protectedProcedure.output(z.array(AnswerOutput)).query(({ ctx }) => listAnswers(ctx.deps, ctx.user.id)),

  /** First save at the end of the quiz; runs a match search within the request. */
  submit: protectedProcedure
    .input(SaveAnswersInput)
    .output(z.array(AnswerOutput))
    .mutation(({ ctx, input }) => submitAnswers(ctx.deps, ctx.user.id, input)),

  /** Replaces the answers (settings), rescores existing matches, then searches. */
  update: protectedProcedure
    .input(SaveAnswersInput)
    .output(z.array(AnswerOutput))
    .mutation(({ ctx, input }) => replaceAnswers(ctx.deps, ctx.user.id, input)),
});
