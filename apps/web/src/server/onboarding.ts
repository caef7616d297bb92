import type { ViewerState } from "@unveil/api";
import { QUIZ_QUESTION_COUNT } from "@unveil/validators/limits";

/** Where a signed-in viewer is in onboarding (spec §2 access rules). */
export type Stage = "profile-setup" | "quiz" | "app";

/** No profile → profile setup; fewer than 15 saved answers → the quiz; else the app. */
export function stageOf(viewer: ViewerState): Stage {
  if (!viewer.user.profile) return "profile-setup";
  if (viewer.answerCount < QUIZ_QUESTION_COUNT) return "quiz";
  return "app";
}

/** The page each stage belongs on; a viewer anywhere else is redirected there. */
export const STAGE_PATHS: Readonly<Record<Stage, string>> = { "profile-setup": "/profile-setup", quiz: "/quiz", app: "/" };

/**
 * What `/` is for a visitor: the landing page when signed out, the stage's page while
 * onboarding, and the matches once onboarding is done.
 */
export type HomeRoute = { kind: "landing" } | { kind: "redirect"; path: string } | { kind: "matches" };

export function homeRouteFor(viewer: ViewerState | null): HomeRoute {
  if (!viewer) return { kind: "landing" };
  const stage = stageOf(viewer);
  return stage === "app" ? { kind: "matches" } : { kind: "redirect", path: STAGE_PATHS[stage] };
}
