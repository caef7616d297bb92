import { UpdatePreferencesInput } from "@unveil/validators";
import { getPreferences, updatePreferences } from "../services/preferences";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const preferencesRouter = createTRPCRouter({
  get: protectedProcedure.query(async ({ ctx }) => {
    const { ageMin, ageMax, distanceKm } = await getPreferences(ctx.deps.db, ctx.user.id);
    return { ageMin, ageMax, distanceKm };
  }),

  /** Saves and then runs a match search within the request (spec §4). */
  update: protectedProcedure.input(UpdatePreferencesInput).mutation(async ({ ctx, input }) => {
    const { ageMin, ageMax, distanceKm } = await updatePreferences(ctx.deps, ctx.user.id, input);
    return { ageMin, ageMax, distanceKm };
  }),
});
