import { loadViewerState, type ViewerState } from "@unveil/api";
import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { getServerRuntime } from "./runtime";

export const QUIZ_LENGTH = 15;

/** The signed-in viewer for this request (deduplicated across layouts and pages), or null. */
export const getViewer = cache(async (): Promise<ViewerState | null> => {
  const cookieStore = await cookies();
  return loadViewerState(getServerRuntime().deps, cookieStore.toString());
});

export type Stage = "profile-setup" | "quiz" | "app";

/** Where a viewer belongs: no profile → setup; fewer than 15 answers → quiz; else the app. */
export function stageOf(viewer: ViewerState): Stage {
  if (!viewer.user.profile) return "profile-setup";
  if (viewer.answerCount < QUIZ_LENGTH) return "quiz";
  return "app";
}

const PATH_OF: Record<Stage, string> = { "profile-setup": "/profile-setup", quiz: "/quiz", app: "/" };

/**
 * Spec §2 access rules, decided on the server before anything renders: signed-out
 * visitors get the not-found page; signed-in users at the wrong stage are redirected.
 */
export async function requireStage(stage: Stage): Promise<ViewerState> {
  const viewer = await getViewer();
  if (!viewer) notFound();
  const actual = stageOf(viewer);
  if (actual !== stage) redirect(PATH_OF[actual]);
  return viewer;
}
