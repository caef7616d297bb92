import { schema } from "@unveil/db";
import { eq, sql } from "drizzle-orm";
import { resolveSession } from "../context";
import type { AppDeps } from "../deps";
import { loadUserView, type UserView } from "./user-view";

/** Who is looking at a page, and how far through onboarding they are (spec §2 access rules). */
export interface ViewerState {
  user: UserView;
  answerCount: number;
}

export async function loadViewerState(deps: AppDeps, cookieHeader: string | undefined): Promise<ViewerState | null> {
  const { user: sessionUser } = await resolveSession(deps, cookieHeader);
  if (!sessionUser) return null;
  const [user, [answers]] = await Promise.all([
    loadUserView(deps.db, sessionUser.id),
    deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.answers)
      .where(eq(schema.answers.userId, sessionUser.id)),
  ]);
  if (!user) return null;
  return { user, answerCount: Number(answers?.count ?? 0) };
}
