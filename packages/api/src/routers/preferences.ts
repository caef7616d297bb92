import { UpdatePreferencesInput } from "@unveil/validators";
import { PreferencesOutput } from "@unveil/validators/outputs";
import { getPreferences, updatePreferences } from "../services/preferences";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const preferencesRouter = createTRPCRouter({
  get: protectedProcedure.output(PreferencesOutput).query(({ ctx }) => getPreferences(ctx.deps, ctx.user.id)),

  /** Saves and then runs a match search within the request (spec §4). */
  update: protectedProcedure
    .input(UpdatePreferencesInput)
    .output(PreferencesOutput)
    .mutation(({ ctx, input }) => updatePreferences(ctx.deps, ctx.user.id, input)),
});
