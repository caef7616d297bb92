-- The geographic fallback of the match search (docs/decisions/0004-match-search.md),
-- rebuilt with a one-degree longitude cell between looking-for and latitude: the search
-- asks for the few cells its bounding box covers, so the scan reads the box instead of
-- a whole latitude band around the globe (at 1M profiles the band held several cities;
-- bench/RESULTS.md, B2). Same name, same covering columns, same partial predicate.
DROP INDEX IF EXISTS "profiles_match_geo_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_match_geo_idx" ON "profiles" ("gender", "looking_for", (floor("longitude")::smallint), "latitude")
  INCLUDE ("longitude", "age", "search_age_min", "search_age_max", "search_distance_km", "answer_bits", "user_id")
  WHERE "answer_bits" IS NOT NULL;
