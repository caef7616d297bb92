import { z } from "zod";

/** docs/product-rules.md#shapes-and-redaction Preferences (the defaults 18, 99, 100 while none are saved). */
export const PreferencesOutput = z.object({
  ageMin: z.number().int(),
  ageMax: z.number().int(),
  distanceKm: z.number().int(),
  /** Only verified people, both ways (docs/product-rules.md#verification-and-date-plans). */
  verifiedOnly: z.boolean(),
});
export type PreferencesOutput = z.output<typeof PreferencesOutput>;
