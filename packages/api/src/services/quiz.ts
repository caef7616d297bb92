import { isUniqueViolation, schema, type Database } from "@unveil/db";
import { ALL_ANSWERS_MESSAGE, QUIZ_QUESTION_COUNT, type SaveAnswersInput } from "@unveil/validators";
import { type AnswerOutput, type QuestionOutput } from "@unveil/validators/outputs";
import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { DomainError, badRequest } from "../errors";
import { answerBitsOf } from "./answer-bits";
import { rescoreMatches, searchMatches } from "./matching";
import { hasProfile } from "./own-profile";

type SaveAnswersData = z.output<typeof SaveAnswersInput>;

const PROFILE_FIRST_MESSAGE = "Create your profile first";
const ANSWERS_EXIST_MESSAGE = "You have already answered the questions";

/** docs/product-rules.md#shapes-and-redaction Question and Answer (output schemas in @unveil/validators). */
type QuestionView = QuestionOutput;
type AnswerView = AnswerOutput;

/** The 15 questions, in order (the same for everyone: no user needed). */
export async function listQuestions(deps: AppDeps): Promise<QuestionView[]> {
  return deps.db
    .select({
      id: schema.questions.id,
      category: schema.questions.category,
      question: schema.questions.question,
      optionA: schema.questions.optionA,
      optionB: schema.questions.optionB,
    })
    .from(schema.questions)
    .orderBy(asc(schema.questions.id));
}

export async function listAnswers(deps: AppDeps, userId: string): Promise<AnswerView[]> {
  return deps.db
    .select({ questionId: schema.answers.questionId, answer: schema.answers.answer })
    .from(schema.answers)
    .where(eq(schema.answers.userId, userId))
    .orderBy(asc(schema.answers.questionId));
}

/**
 * The checks both saves share: a profile to attach the pattern to, and exactly one
 * answer to each known question (the schema already checked count and duplicates).
 * Answers sorted by question.
 */
async function checkedAnswers(db: Database, userId: string, answers: AnswerView[]): Promise<AnswerView[]> {
  if (!(await hasProfile(db, userId))) throw badRequest(PROFILE_FIRST_MESSAGE);

  const knownIds = new Set((await db.select({ id: schema.questions.id }).from(schema.questions)).map((row) => row.id));
  const distinctIds = new Set(answers.map((a) => a.questionId));
  const complete =
    knownIds.size === QUIZ_QUESTION_COUNT &&
    answers.length === QUIZ_QUESTION_COUNT &&
    distinctIds.size === QUIZ_QUESTION_COUNT &&
    answers.every((a) => knownIds.has(a.questionId));
  if (!complete) throw badRequest(ALL_ANSWERS_MESSAGE, "answers");
  return [...answers].map(({ questionId, answer }) => ({ questionId, answer })).sort((a, b) => a.questionId - b.questionId);
}

/**
 * Writes the answer rows and the profile's bit pattern; both or neither (caller's
 * transaction). `replace` overwrites existing rows: all 15 are always written, so an
 * upsert replaces the whole set, and two concurrent replaces serialise on the rows
 * instead of failing.
 */
async function writeAnswers(
  tx: Database,
  userId: string,
  answers: AnswerView[],
  now: Date,
  options: { replace: boolean },
): Promise<void> {
  const insert = tx.insert(schema.answers).values(answers.map((a) => ({ userId, ...a, updatedAt: now })));
  if (options.replace) {
    await insert.onConflictDoUpdate({
      target: [schema.answers.userId, schema.answers.questionId],
      set: { answer: sql`excluded.answer`, updatedAt: now },
    });
  } else {
    await insert;
  }
  await tx
    .update(schema.profiles)
    .set({ answerBits: answerBitsOf(answers), updatedAt: now })
    .where(eq(schema.profiles.userId, userId));
}

/**
 * The first save, at the end of the quiz (POST): 409 when answers exist (also when a
 * concurrent first save won the race), then the match search within the request.
 */
export async function submitAnswers(deps: AppDeps, userId: string, input: SaveAnswersData): Promise<AnswerView[]> {
  const answers = await checkedAnswers(deps.db, userId, input.answers);
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ questionId: schema.answers.questionId })
        .from(schema.answers)
        .where(eq(schema.answers.userId, userId))
        .limit(1);
      if (existing) throw new DomainError("CONFLICT", ANSWERS_EXIST_MESSAGE);
      await writeAnswers(tx, userId, answers, now, { replace: false });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("CONFLICT", ANSWERS_EXIST_MESSAGE);
    throw error;
  }
  await searchMatches(deps, userId);
  return answers;
}

/**
 * Replacing the answers from settings (PUT). Also works as a first save: the
 * settings form may save before the quiz was finished. Existing matches are rescored
 * in the same transaction, so a score never disagrees with the answers; then a search.
 */
export async function replaceAnswers(deps: AppDeps, userId: string, input: SaveAnswersData): Promise<AnswerView[]> {
  const answers = await checkedAnswers(deps.db, userId, input.answers);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await writeAnswers(tx, userId, answers, now, { replace: true });
    await rescoreMatches(tx, userId);
  });
  await searchMatches(deps, userId);
  return answers;
}

/** How many questions the user has answered (0 or 15): the onboarding stage reads it. */
export async function countAnswers(deps: AppDeps, userId: string): Promise<number> {
  const [row] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(schema.answers)
    .where(eq(schema.answers.userId, userId));
  return Number(row?.count ?? 0);
}
