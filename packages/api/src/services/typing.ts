import type { MatchIdInput } from "@unveil/validators";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";
import { otherSideOfVisibleMatch } from "../events/event-loaders";
import { MATCH_NOT_FOUND } from "./matches";

type MatchIdData = z.output<typeof MatchIdInput>;

/**
 * "I am typing" to the other side of a visible match (contract §11): 404 as any
 * match path, else accepted; the event hub sends at most one per 2 s per user and
 * match and drops the rest silently. Nothing is stored.
 */
export async function sendTyping(deps: AppDeps, userId: string, input: MatchIdData): Promise<void> {
  const otherUserId = await otherSideOfVisibleMatch(deps, userId, input.matchId);
  if (!otherUserId) throw notFound(MATCH_NOT_FOUND);
  await deps.events.typing(userId, input.matchId, otherUserId);
}
