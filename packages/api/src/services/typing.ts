import type { MatchIdInput } from "@unveil/validators";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";
import { otherSideOfVisibleMatch } from "./event-views";
import { MATCH_NOT_FOUND } from "./matches";

type MatchIdData = z.output<typeof MatchIdInput>;

/** docs/product-rules.md#live-events: at most one typing event per user and match in this window. */
export const TYPING_INTERVAL_MS = 2_000;

/**
 * "I am typing" to the other side of a visible match (docs/product-rules.md#live-events): 404 as any
 * match path, else accepted; at most one per 2 s per user and match goes out (the window
 * is shared by every instance), the rest are dropped silently. Nothing is stored.
 */
export async function sendTyping(deps: AppDeps, userId: string, input: MatchIdData): Promise<void> {
  const otherUserId = await otherSideOfVisibleMatch(deps, userId, input.matchId);
  if (!otherUserId) throw notFound(MATCH_NOT_FOUND);
  if (!(await deps.stores.throttle.first(`typing:${userId}:${input.matchId}`, TYPING_INTERVAL_MS))) return;
  deps.events.typing(otherUserId, input.matchId);
}
