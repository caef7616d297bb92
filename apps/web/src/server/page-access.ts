import { loadViewerState, type ViewerState } from "@unveil/api";
import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { STAGE_PATHS, stageOf, type Stage } from "./onboarding";
import { getServerRuntime } from "./runtime";

/** The signed-in viewer for this request (deduplicated across layouts and pages), or null. */
export const getViewer = cache(async (): Promise<ViewerState | null> => {
  const cookieStore = await cookies();
  return loadViewerState(getServerRuntime().deps, cookieStore.toString());
});

/**
 * Spec §2 access rules, decided on the server before anything renders: signed-out
 * visitors get the not-found page; signed-in users at the wrong stage are redirected.
 */
export async function requireStage(stage: Stage): Promise<ViewerState> {
  const viewer = await getViewer();
  if (!viewer) notFound();
  const actual = stageOf(viewer);
  if (actual !== stage) redirect(STAGE_PATHS[actual]);
  return viewer;
}
