-- Covering indexes for the match search (see docs/decisions/0002-matching-columns.md).
-- Answer-pattern probe: candidates whose 15-bit answer pattern is at a given Hamming
-- distance from the searcher's, read index-only.
CREATE INDEX IF NOT EXISTS "profiles_match_probe_idx" ON "profiles" ("answer_bits", "gender", "looking_for")
  INCLUDE ("latitude", "longitude", "age", "search_age_min", "search_age_max", "search_distance_km", "user_id")
  WHERE "answer_bits" IS NOT NULL;
--> statement-breakpoint
-- Geographic fallback: a latitude band per gender / looking-for, covering the filters.
CREATE INDEX IF NOT EXISTS "profiles_match_geo_idx" ON "profiles" ("gender", "looking_for", "latitude")
  INCLUDE ("longitude", "age", "search_age_min", "search_age_max", "search_distance_km", "answer_bits", "user_id")
  WHERE "answer_bits" IS NOT NULL;
