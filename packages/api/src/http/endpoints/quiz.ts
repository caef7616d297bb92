import { endpoint } from "./endpoint";

export const quizEndpoints = [
  endpoint("GET", "/api/personality-questions", "quiz.questions", { summary: "The 15 personality questions" }),
  endpoint("GET", "/api/personality-answers", "quiz.answers", { summary: "The caller's answers" }),
  endpoint("POST", "/api/personality-answers", "quiz.submit", {
    status: 201,
    summary: "Answer all 15 questions (first time); finds matches",
    errors: [404, 409],
  }),
  endpoint("PUT", "/api/personality-answers", "quiz.update", {
    summary: "Change answers; finds matches again",
    errors: [404],
  }),
];
