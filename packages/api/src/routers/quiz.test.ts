import { rowsOf, schema } from "@unveil/db";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUp } from "../test/caller";
import {
  answersFor,
  createPlaces,
  matchedIds,
  matchesBetween,
  northOf,
  seedMatchingProfile,
  seedProfileFor,
} from "../test/matching-seeds";
import { useTestApp } from "../test/test-app";

/** The quiz's saves (docs/product-rules.md#preferences-and-the-quiz, #matching), through the procedures (no HTTP). */
const app = useTestApp();
const nextPlace = createPlaces();

const ALL_A = 0;
const ALL_B = 0x7fff;

/** A signed-up user with a profile (no answers yet) at a fresh place. */
async function personWithProfile(place = nextPlace()) {
  const person = await signUp(app.deps);
  await seedProfileFor(app.deps.db, person.id, { ...place, gender: "female", lookingFor: "both" });
  return { ...person, place };
}

async function answerBitsOf(userId: string): Promise<number | null> {
  const [row] = await app.deps.db
    .select({ answerBits: schema.profiles.answerBits })
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, userId));
  return row?.answerBits ?? null;
}

async function answerRowCount(userId: string): Promise<number> {
  const result = await app.deps.db.execute(sql`select count(*)::int as count from answers where user_id = ${userId}`);
  return rowsOf<{ count: number }>(result)[0]?.count ?? -1;
}

describe("quiz.submit (first save)", () => {
  it("answers the answers in question order, stores the pattern and creates matches in the same call", async () => {
    const person = await personWithProfile();
    const partner = await seedMatchingProfile(app.deps.db, { ...northOf(person.place, 12), answerBits: 0b101 });
    const stranger = await seedMatchingProfile(app.deps.db, { ...northOf(person.place, 150), answerBits: 0b101 });
    const answers = answersFor(0b100_0000_0000_0101);

    expect(await person.caller.quiz.submit({ answers: [...answers].reverse() })).toEqual(answers);
    expect(await answerBitsOf(person.id)).toBe(0b100_0000_0000_0101);
    expect(await answerRowCount(person.id)).toBe(15);

    const [match] = await matchesBetween(app.deps.db, person.id, partner);
    expect(match?.compatibilityScore).toBe(14);
    expect(await matchesBetween(app.deps.db, person.id, stranger)).toEqual([]);
    expect(await person.caller.quiz.answers()).toEqual(answers);
  });

  it("is a CONFLICT the second time, keeping the first answers", async () => {
    const person = await personWithProfile();
    await person.caller.quiz.submit({ answers: answersFor(ALL_A) });
    await expect(person.caller.quiz.submit({ answers: answersFor(ALL_B) })).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await answerBitsOf(person.id)).toBe(ALL_A);
    expect(await person.caller.quiz.answers()).toEqual(answersFor(ALL_A));
  });

  it("lets only one of two concurrent first saves through; the other is a CONFLICT", async () => {
    const person = await personWithProfile();
    const results = await Promise.allSettled([
      person.caller.quiz.submit({ answers: answersFor(ALL_A) }),
      person.caller.quiz.submit({ answers: answersFor(ALL_B) }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((result) => result.status === "rejected");
    expect(refused?.reason).toMatchObject({ code: "CONFLICT" });
    expect(await answerRowCount(person.id)).toBe(15);
  });

  it("is refused `Create your profile first` without a profile, storing nothing", async () => {
    const { caller, id } = await signUp(app.deps);
    await expect(caller.quiz.submit({ answers: answersFor(ALL_A) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Create your profile first",
    });
    expect(await answerRowCount(id)).toBe(0);
  });
});

describe("quiz.update (from settings)", () => {
  it("replaces the answers and pattern, rescores existing matches, and searches with the new answers", async () => {
    const person = await personWithProfile();
    const likeOld = await seedMatchingProfile(app.deps.db, { ...northOf(person.place, 5), answerBits: ALL_A });
    const likeNew = await seedMatchingProfile(app.deps.db, { ...northOf(person.place, 8), answerBits: ALL_B });
    await person.caller.quiz.submit({ answers: answersFor(ALL_A) });
    // All A shares nothing with all B: only the first is a match.
    expect(await matchedIds(app.deps.db, person.id)).toEqual([likeOld]);

    expect(await person.caller.quiz.update({ answers: answersFor(ALL_B) })).toEqual(answersFor(ALL_B));
    expect(await person.caller.quiz.answers()).toEqual(answersFor(ALL_B));
    expect(await answerBitsOf(person.id)).toBe(ALL_B);
    expect(await answerRowCount(person.id)).toBe(15);

    const [rescored] = await matchesBetween(app.deps.db, person.id, likeOld);
    expect(rescored).toMatchObject({ compatibilityScore: 0, sharedMask: 0 });
    const [found] = await matchesBetween(app.deps.db, person.id, likeNew);
    expect(found).toMatchObject({ compatibilityScore: 15, sharedMask: ALL_B });
  });

  it("rescores to the exact score and shared answers of the new pattern", async () => {
    const person = await personWithProfile();
    const other = await seedMatchingProfile(app.deps.db, { ...northOf(person.place, 5), answerBits: 0b1111 });
    await person.caller.quiz.submit({ answers: answersFor(0b1111) });
    expect((await matchesBetween(app.deps.db, person.id, other))[0]?.compatibilityScore).toBe(15);

    await person.caller.quiz.update({ answers: answersFor(0b1111_0000_0011) });
    const [match] = await matchesBetween(app.deps.db, person.id, other);
    // Differs on questions 3, 4, 9, 10, 11, 12.
    expect(match).toMatchObject({ compatibilityScore: 9, sharedMask: 0x7fff & ~0b1111_0000_1100 });
  });

  it("works as a first save when no answers exist yet", async () => {
    const person = await personWithProfile();
    await person.caller.quiz.update({ answers: answersFor(0b11) });
    expect(await answerBitsOf(person.id)).toBe(0b11);
    expect(await answerRowCount(person.id)).toBe(15);
  });

  it("is refused `Create your profile first` without a profile", async () => {
    const { caller } = await signUp(app.deps);
    await expect(caller.quiz.update({ answers: answersFor(ALL_A) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Create your profile first",
    });
  });

  it("leaves the saved answers alone when an update is refused", async () => {
    const person = await personWithProfile();
    await person.caller.quiz.submit({ answers: answersFor(0b101) });
    const refused = person.caller.quiz.update({ answers: [...answersFor(ALL_B).slice(1), { questionId: 99, answer: "B" }] });
    await expect(refused).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Please answer all 15 questions" });
    expect(await answerBitsOf(person.id)).toBe(0b101);
    expect(await person.caller.quiz.answers()).toEqual(answersFor(0b101));
  });

  it("lets two updates race without an error; the answers and the pattern agree afterwards", async () => {
    const person = await personWithProfile();
    await Promise.all([
      person.caller.quiz.update({ answers: answersFor(ALL_A) }),
      person.caller.quiz.update({ answers: answersFor(ALL_B) }),
    ]);
    const stored = await person.caller.quiz.answers();
    const bits = stored.reduce((acc, a) => (a.answer === "B" ? acc | (1 << (a.questionId - 1)) : acc), 0);
    expect(await answerBitsOf(person.id)).toBe(bits);
  });
});
