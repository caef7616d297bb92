CREATE TABLE "date_link_keys" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "date_link_keys_single_row" CHECK ("date_link_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "date_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"match_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"place" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"utc_offset_minutes" smallint DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "date_plans" ADD CONSTRAINT "date_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_plans" ADD CONSTRAINT "date_plans_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "date_plans_token_hash_key" ON "date_plans" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "date_plans_user_id_starts_at_idx" ON "date_plans" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "date_plans_match_id_idx" ON "date_plans" USING btree ("match_id");