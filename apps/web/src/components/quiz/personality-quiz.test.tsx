import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { navigation } from "~/test/setup";
import { renderWithApi } from "~/test/render";
import { QUIZ_QUESTIONS } from "~/test/quiz-questions";
import { PersonalityQuiz, quizProgress } from "./personality-quiz";

const questions = QUIZ_QUESTIONS;

describe("quizProgress", () => {
  it("is (index + 1) / total × 100", () => {
    expect(quizProgress(0, 15)).toBeCloseTo(6.667, 2);
    expect(quizProgress(14, 15)).toBe(100);
  });
});

describe("PersonalityQuiz", () => {
  it("shows 'Loading quiz...' first, then one question with its category and counter", async () => {
    renderWithApi(<PersonalityQuiz />, { "quiz.questions": () => questions });
    expect(screen.getByText("Loading quiz...")).toBeInTheDocument();
    expect(await screen.findByText("Question 1 of 15")).toBeInTheDocument();
    expect(screen.getByText("Category 1")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Question text 1?" })).toBeInTheDocument();
  });

  it("disables Back on the first question and Next until an answer is chosen; Back keeps answers", async () => {
    renderWithApi(<PersonalityQuiz />, { "quiz.questions": () => questions });
    await screen.findByText("Question 1 of 15");
    expect(screen.getByRole("button", { name: "Back" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    await userEvent.click(screen.getByRole("radio", { name: "Option B1" }));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Question 2 of 15")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("radio", { name: "Option B1" })).toBeChecked();
  });

  it("submits all 15 answers from 'Complete Quiz', then toasts and goes to /", async () => {
    const { recorded } = renderWithApi(<PersonalityQuiz />, {
      "quiz.questions": () => questions,
      "quiz.submit": (input) => (input as { answers: unknown[] }).answers,
      "quiz.answers": () => [],
      "auth.me": () => null,
    });
    await screen.findByText("Question 1 of 15");
    for (let i = 1; i <= 15; i++) {
      await userEvent.click(screen.getByRole("radio", { name: i % 2 ? `Option A${i}` : `Option B${i}` }));
      if (i < 15) await userEvent.click(screen.getByRole("button", { name: "Next" }));
    }
    await userEvent.click(screen.getByRole("button", { name: "Complete Quiz" }));
    const region = await screen.findByRole("region", { name: /notifications/i });
    expect(await within(region).findByText("Personality Profile Complete!")).toBeInTheDocument();
    const submitted = recorded.calls.find((call) => call.path === "quiz.submit")?.input as {
      answers: { questionId: number; answer: string }[];
    };
    expect(submitted.answers).toHaveLength(15);
    expect(submitted.answers[0]).toEqual({ questionId: 1, answer: "A" });
    expect(submitted.answers[1]).toEqual({ questionId: 2, answer: "B" });
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith("/"));
  });
});
