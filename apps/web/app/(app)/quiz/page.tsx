import { PersonalityQuiz } from "~/components/quiz/personality-quiz";
import { QUIZ_TEXTS } from "~/components/quiz/texts";
import { requireStage } from "~/server/page-access";

export default async function QuizPage() {
  await requireStage("quiz");
  return (
    <main className="mx-auto w-full max-w-md px-4 pb-12 pt-8">
      <header className="mb-6 space-y-1">
        <h1 className="text-2xl font-bold text-gray-900">Personality Quiz</h1>
        <p className="text-sm text-gray-600">{QUIZ_TEXTS.intro}</p>
      </header>
      <PersonalityQuiz />
    </main>
  );
}
