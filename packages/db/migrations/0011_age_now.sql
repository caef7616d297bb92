ALTER TABLE "profiles" ADD COLUMN "age_given_on" date DEFAULT ((now() at time zone 'utc')::date) NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "birth_key" integer GENERATED ALWAYS AS (((extract(year from age_given_on)::int - age) * 10000 + extract(month from age_given_on)::int * 100 + extract(day from age_given_on)::int)) STORED NOT NULL;
--> statement-breakpoint
-- docs/product-rules.md#a-profile-that-stays-true: a profile made before this migration gave its age on the day it was
-- created (UTC), so that day is when the age was true.
UPDATE "profiles" SET "age_given_on" = ("created_at" at time zone 'utc')::date;
--> statement-breakpoint
-- The match search filters ages by birth_key now (docs/decisions/0021-age-now.md), so
-- both covering indexes carry birth_key where they carried age; same names, keys and
-- partial predicate as migrations 0001 and 0003.
DROP INDEX IF EXISTS "profiles_match_probe_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_match_probe_idx" ON "profiles" ("answer_bits", "gender", "looking_for")
  INCLUDE ("latitude", "longitude", "birth_key", "search_age_min", "search_age_max", "search_distance_km", "user_id")
  WHERE "answer_bits" IS NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_match_geo_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_match_geo_idx" ON "profiles" ("gender", "looking_for", (floor("longitude")::smallint), "latitude")
  INCLUDE ("longitude", "birth_key", "search_age_min", "search_age_max", "search_distance_km", "answer_bits", "user_id")
  WHERE "answer_bits" IS NOT NULL;
