import { MatchIdInput } from "@unveil/validators";
import { MatchOutput } from "@unveil/validators/outputs";
import { z } from "zod";
import { deleteMatch, getMatch, listMatches, revealMatch } from "../services/matches";
import { sendTyping } from "../services/typing";
import { createTRPCRouter, protectedProcedure } from "../trpc";

/** Matches of the signed-in user; every answer goes through the one redaction (match-view). */
export const matchesRouter = createTRPCRouter({
  list: protectedProcedure.output(z.array(MatchOutput)).query(({ ctx }) => listMatches(ctx.deps, ctx.user.id)),

  get: protectedProcedure
    .input(MatchIdInput)
    .output(MatchOutput)
    .query(({ ctx, input }) => getMatch(ctx.deps, ctx.user.id, input)),

  delete: protectedProcedure
    .input(MatchIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => deleteMatch(ctx.deps, ctx.user.id, input)),

  reveal: protectedProcedure
    .input(MatchIdInput)
    .output(MatchOutput)
    .mutation(({ ctx, input }) => revealMatch(ctx.deps, ctx.user.id, input)),

  /** docs/product-rules.md#live-events: a typing event to the other side; nothing stored. */
  typing: protectedProcedure
    .input(MatchIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => sendTyping(ctx.deps, ctx.user.id, input)),
});
