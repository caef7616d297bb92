CREATE TABLE "verification_poses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"pose_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"pose_key" text NOT NULL,
	"selfie_object_id" text,
	"decision" text,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "verified_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_verified_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_poses" ADD CONSTRAINT "verification_poses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_selfie_object_id_stored_objects_id_fk" FOREIGN KEY ("selfie_object_id") REFERENCES "public"."stored_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_poses_user_id_idx" ON "verification_poses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_requests_user_id_idx" ON "verification_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_requests_one_pending_key" ON "verification_requests" USING btree ("user_id") WHERE "verification_requests"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "verification_requests_pending_idx" ON "verification_requests" USING btree ("created_at") WHERE "verification_requests"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "verification_requests_selfie_due_idx" ON "verification_requests" USING btree ("decided_at") WHERE "verification_requests"."selfie_object_id" is not null and "verification_requests"."decided_at" is not null;--> statement-breakpoint
CREATE INDEX "verification_requests_selfie_object_id_idx" ON "verification_requests" USING btree ("selfie_object_id");--> statement-breakpoint
-- hand-written (keep when regenerating)
-- docs/product-rules.md#verification-and-date-plans: the profile carries copies of users.verified and of the saved
-- verifiedOnly, so the match search checks both ways on the covering index tuple.
UPDATE "profiles" p SET "verified" = true FROM "users" u WHERE u."id" = p."user_id" AND u."verified";
--> statement-breakpoint
UPDATE "profiles" p SET "search_verified_only" = true FROM "preferences" s WHERE s."user_id" = p."user_id" AND s."verified_only";
--> statement-breakpoint
-- Both covering indexes carry the two flags (docs/decisions/0027-photo-verification.md); same names, keys and
-- partial predicate as migration 0011.
DROP INDEX IF EXISTS "profiles_match_probe_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_match_probe_idx" ON "profiles" ("answer_bits", "gender", "looking_for")
  INCLUDE ("latitude", "longitude", "birth_key", "search_age_min", "search_age_max", "search_distance_km", "user_id", "verified", "search_verified_only")
  WHERE "answer_bits" IS NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_match_geo_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_match_geo_idx" ON "profiles" ("gender", "looking_for", (floor("longitude")::smallint), "latitude")
  INCLUDE ("longitude", "birth_key", "search_age_min", "search_age_max", "search_distance_km", "answer_bits", "user_id", "verified", "search_verified_only")
  WHERE "answer_bits" IS NOT NULL;
