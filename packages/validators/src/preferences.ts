import { z } from "zod";
import { DISTANCE_KM_MAX, DISTANCE_KM_MIN, PREFERENCE_AGE_MAX, PREFERENCE_AGE_MIN } from "./limits";

const PreferenceAge = z.coerce
  .number()
  .int()
  .min(PREFERENCE_AGE_MIN, { error: `Age must be at least ${PREFERENCE_AGE_MIN}` })
  .max(PREFERENCE_AGE_MAX, { error: `Age must be at most ${PREFERENCE_AGE_MAX}` });

export const UpdatePreferencesInput = z
  .object({
    ageMin: PreferenceAge,
    ageMax: PreferenceAge,
    distanceKm: z.coerce
      .number()
      .int()
      .min(DISTANCE_KM_MIN, { error: `Distance must be at least ${DISTANCE_KM_MIN} km` })
      .max(DISTANCE_KM_MAX, { error: `Distance must be at most ${DISTANCE_KM_MAX} km` }),
    /** Absent: the saved choice stays (clients from before it existed send the three numbers only). */
    verifiedOnly: z.boolean({ error: "verifiedOnly must be true or false" }).optional(),
  })
  .refine((prefs) => prefs.ageMin <= prefs.ageMax, {
    error: "Minimum age must be less than or equal to maximum age",
    path: ["ageMin"],
  });
export type UpdatePreferencesInput = z.input<typeof UpdatePreferencesInput>;
export type UpdatePreferencesData = z.output<typeof UpdatePreferencesInput>;
export type Preferences = Required<UpdatePreferencesData>;
