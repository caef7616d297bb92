import { z } from "zod";

/** Contract §2 Preferences (the defaults 18, 99, 100 while none are saved). */
export const PreferencesOutput = z.object({
  ageMin: z.number().int(),
  ageMax: z.number().int(),
  distanceKm: z.number().int(),
});
export type PreferencesOutput = z.output<typeof PreferencesOutput>;
