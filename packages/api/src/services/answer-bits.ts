import { QUIZ_QUESTION_COUNT } from "@unveil/validators";

/**
 * The 15 answers as one 15-bit pattern (docs/decisions/0002-matching-columns.md):
 * bit i is set when question i+1 was answered B. Two people's shared answers are
 * then the zero bits of `a XOR b`, which is what makes the indexed search possible.
 */
export const ALL_ANSWER_BITS = (1 << QUIZ_QUESTION_COUNT) - 1;

export function answerBitsOf(answers: readonly { questionId: number; answer: "A" | "B" }[]): number {
  let bits = 0;
  for (const { questionId, answer } of answers) {
    if (answer === "B") bits |= 1 << (questionId - 1);
  }
  return bits;
}

function popcount(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/** Number of questions answered the same (the compatibility score, 0..15). */
export function sharedAnswerCount(a: number, b: number): number {
  return QUIZ_QUESTION_COUNT - popcount((a ^ b) & ALL_ANSWER_BITS);
}

/** Bit i set = both answered question i+1 the same (stored as matches.shared_mask). */
export function sharedAnswerMask(a: number, b: number): number {
  return ~(a ^ b) & ALL_ANSWER_BITS;
}

/**
 * Every pattern that differs from `bits` in exactly `radius` answers, i.e. every
 * answer pattern whose score with `bits` is 15 − radius. C(15, 3) = 455 at radius 3.
 */
export function patternsAtHammingDistance(bits: number, radius: number): number[] {
  const patterns: number[] = [];
  const flip = (start: number, left: number, pattern: number) => {
    if (left === 0) {
      patterns.push(pattern);
      return;
    }
    for (let bit = start; bit <= QUIZ_QUESTION_COUNT - left; bit++) flip(bit + 1, left - 1, pattern ^ (1 << bit));
  };
  flip(0, radius, bits & ALL_ANSWER_BITS);
  return patterns;
}
