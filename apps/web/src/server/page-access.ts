import type { ViewerState } from "@unveil/api";
import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { STAGE_PATHS, stageOf, type Stage } from "./onboarding";
import { getServerRuntime } from "./runtime";

/** The signed-in viewer for this request (deduplicated across layouts and pages), or null. */
export const getViewer = cache(async (): Promise<ViewerState | null> => {
  const cookieStore = await cookies();
  return getServerRuntime().pages.viewerState(cookieStore.toString());
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

/**
 * docs/product-rules.md#moderation: `/admin` is for the accounts MODERATOR_EMAILS names; everyone else,
 * signed out included, gets the not-found page (the path is not admitted to exist).
 */
export async function requireModerator(): Promise<ViewerState> {
  const viewer = await getViewer();
  if (!viewer || !getServerRuntime().pages.isModerator(viewer.user.email)) notFound();
  return viewer;
}
