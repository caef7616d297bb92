/** Texts of the personality quiz (spec §2, §4). */
export const QUIZ_TEXTS = {
  loading: "Loading quiz...",
  progress: (n: number, total: number) => `Question ${n} of ${total}`,
  back: "Back",
  next: "Next",
  complete: "Complete Quiz",
  submitting: "Submitting...",
  completeTitle: "Personality Profile Complete!",
  completeBody: "Let's find your matches.",
  intro: "Answer honestly: we match you within about 100 kilometers with people who see things the way you do.",
  loadFailed: "We couldn't load the quiz. Check your connection and try again.",
  retry: "Try again",
} as const;
