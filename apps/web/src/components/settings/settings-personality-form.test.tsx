import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "~/test/render";
import { QUIZ_QUESTIONS } from "~/test/quiz-questions";
import { SettingsPersonalityForm, answersToSave, type SavedAnswer } from "./settings-personality-form";

const questions = QUIZ_QUESTIONS;

const allB: SavedAnswer[] = questions.map((q) => ({ questionId: q.id, answer: "B" }));

async function toasts() {
  return within(await screen.findByRole("region", { name: /notifications/i }));
}

describe("answersToSave", () => {
  it("saves an unanswered question as 'A' and needs all 15 questions", () => {
    expect(answersToSave(questions, { 2: "B" })?.slice(0, 3)).toEqual([
      { questionId: 1, answer: "A" },
      { questionId: 2, answer: "B" },
      { questionId: 3, answer: "A" },
    ]);
    expect(answersToSave(questions.slice(0, 14), {})).toBeNull();
  });
});

describe("SettingsPersonalityForm", () => {
  it("lists all 15 questions as 'Question n of 15 • category' with the saved answers chosen", () => {
    renderWithApi(<SettingsPersonalityForm questions={questions} answers={allB} />);
    expect(screen.getByText("Question 1 of 15 • Category 1")).toBeInTheDocument();
    expect(screen.getByText("Question 15 of 15 • Category 15")).toBeInTheDocument();
    expect(screen.getAllByRole("radiogroup")).toHaveLength(15);
    const first = screen.getByRole("radiogroup", { name: "Question text 1?" });
    expect(within(first).getByRole("radio", { name: "Option B1" })).toBeChecked();
    expect(within(first).getByRole("radio", { name: "Option A1" })).not.toBeChecked();
  });

  it("saves all 15 answers (unanswered as 'A') and toasts 'Quiz Updated'", async () => {
    const partial = allB.filter((answer) => answer.questionId !== 3);
    const { recorded } = renderWithApi(<SettingsPersonalityForm questions={questions} answers={partial} />, {
      "quiz.update": (input) => (input as { answers: SavedAnswer[] }).answers,
    });
    await userEvent.click(screen.getByRole("radio", { name: "Option A1" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Personality Answers" }));
    const region = await toasts();
    expect(await region.findByText("Quiz Updated")).toBeInTheDocument();
    expect(region.getByText("Your answers have been saved. Finding new matches...")).toBeInTheDocument();
    const sent = (recorded.calls.find((call) => call.path === "quiz.update")?.input as { answers: SavedAnswer[] }).answers;
    expect(sent).toHaveLength(15);
    expect(sent.slice(0, 4)).toEqual([
      { questionId: 1, answer: "A" },
      { questionId: 2, answer: "B" },
      { questionId: 3, answer: "A" },
      { questionId: 4, answer: "B" },
    ]);
  });

  it("refuses to save with fewer than 15 questions: 'Please answer all 15 questions'", async () => {
    const { recorded } = renderWithApi(
      <SettingsPersonalityForm questions={questions.slice(0, 14)} answers={allB.slice(0, 14)} />,
      { "quiz.update": (input) => input },
    );
    await userEvent.click(screen.getByRole("button", { name: "Save Personality Answers" }));
    expect(await (await toasts()).findByText("Please answer all 15 questions")).toBeInTheDocument();
    expect(recorded.calls.filter((call) => call.path === "quiz.update")).toHaveLength(0);
  });

  it("shows 'Saving...' while the save is pending", async () => {
    renderWithApi(<SettingsPersonalityForm questions={questions} answers={allB} />, {
      "quiz.update": () => new Promise(() => {}),
    });
    await userEvent.click(screen.getByRole("button", { name: "Save Personality Answers" }));
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
  });
});
