import { schema, type Database } from "@unveil/db";
import { DEFAULT_PREFERENCES, type Preferences, type UpdatePreferencesData } from "@unveil/validators";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { searchMatches } from "./matching";
import { consumeRateLimit } from "./rate-limit";

/** The saved preferences, or the defaults 18, 99, 100 while none are saved (docs/product-rules.md#shapes-and-redaction). */
export async function loadPreferences(db: Database, userId: string): Promise<Preferences> {
  const [row] = await db
    .select({
      ageMin: schema.preferences.ageMin,
      ageMax: schema.preferences.ageMax,
      distanceKm: schema.preferences.distanceKm,
      verifiedOnly: schema.preferences.verifiedOnly,
    })
    .from(schema.preferences)
    .where(eq(schema.preferences.userId, userId));
  return row ?? { ...DEFAULT_PREFERENCES };
}

export function getPreferences(deps: AppDeps, userId: string): Promise<Preferences> {
  return loadPreferences(deps.db, userId);
}

/** The profile's copy of the preferences (profiles.search_*), as the match search reads it. */
export function profileSearchColumns(preferences: Preferences) {
  return {
    searchAgeMin: preferences.ageMin,
    searchAgeMax: preferences.ageMax,
    searchDistanceKm: preferences.distanceKm,
    searchVerifiedOnly: preferences.verifiedOnly,
  };
}

/**
 * Saves the preferences and their copy on the profile (the columns the match search
 * reads, docs/decisions/0002-matching-columns.md) in one transaction, then searches
 * for new matches within the request (spec §4: saving preferences triggers a search).
 * Limited per user (docs/product-rules.md#limits): each save is a search, and repeated searches with
 * a shrinking distance would help to locate someone.
 */
export async function updatePreferences(deps: AppDeps, userId: string, input: UpdatePreferencesData): Promise<Preferences> {
  const now = deps.now();
  await consumeRateLimit(deps, "preferenceSavesPerHour", userId, now);

  const values = await deps.db.transaction(async (tx) => {
    // verifiedOnly absent: the saved choice stays (docs/product-rules.md#verification-and-date-plans).
    const verifiedOnly = input.verifiedOnly ?? (await loadPreferences(tx, userId)).verifiedOnly;
    const values = { ageMin: input.ageMin, ageMax: input.ageMax, distanceKm: input.distanceKm, verifiedOnly };
    await tx
      .insert(schema.preferences)
      .values({ userId, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: schema.preferences.userId, set: { ...values, updatedAt: now } });
    // A user without a profile yet has nothing to update; the profile copies the saved
    // preferences when it is created.
    await tx.update(schema.profiles).set(profileSearchColumns(values)).where(eq(schema.profiles.userId, userId));
    return values;
  });

  await searchMatches(deps, userId);
  return values;
}
