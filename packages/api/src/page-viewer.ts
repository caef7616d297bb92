import { resolveSession } from "./auth/session";
import type { AppDeps } from "./deps";
import { countAnswers } from "./services/quiz";
import { loadSignedInUser, type UserView } from "./services/signed-in-user";

/** Who is looking at a page, and how far through onboarding they are (spec §2 access rules). */
export interface ViewerState {
  user: UserView;
  answerCount: number;
}

/**
 * For Next's server components (the web app's page guards): the session cookie's
 * user and their answer count, or null when signed out. The HTTP front door does the
 * same for API requests (http/handler.ts).
 */
export async function loadViewerState(deps: AppDeps, cookieHeader: string | undefined): Promise<ViewerState | null> {
  const { user: sessionUser } = await resolveSession(deps, cookieHeader);
  if (!sessionUser) return null;
  const [user, answerCount] = await Promise.all([
    loadSignedInUser(deps.db, sessionUser.id, deps.now()),
    countAnswers(deps, sessionUser.id),
  ]);
  if (!user) return null;
  return { user, answerCount };
}
