/** Fifteen placeholder quiz questions as `quiz.questions` answers them, for the tests of the quiz and Settings. */
export const QUIZ_QUESTIONS = Array.from({ length: 15 }, (_, i) => ({
  id: i + 1,
  category: `Category ${i + 1}`,
  question: `Question text ${i + 1}?`,
  optionA: `Option A${i + 1}`,
  optionB: `Option B${i + 1}`,
}));
