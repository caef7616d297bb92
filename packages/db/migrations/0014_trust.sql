CREATE TABLE "chat_openers" (
	"match_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"message_id" text NOT NULL,
	"text_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_openers_match_id_sender_id_pk" PRIMARY KEY("match_id","sender_id")
);
--> statement-breakpoint
ALTER TABLE "chat_openers" ADD CONSTRAINT "chat_openers_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_openers_sender_text_idx" ON "chat_openers" USING btree ("sender_id","text_key","created_at") WHERE "chat_openers"."text_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_auto_key" ON "reports" USING btree ("reported_user_id","description") WHERE "reports"."report_type" = 'auto' and "reports"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_report_type_check" CHECK ("reports"."report_type" in ('bug', 'user', 'other', 'auto'));--> statement-breakpoint
-- hand-written (keep when regenerating)
-- docs/product-rules.md#trust-levels-and-new-chats: chats started before this migration are started
-- chats, so answering them never counts as a new chat. Their texts are not keyed: the "same first
-- message" rule looks back 24 h only.
INSERT INTO "chat_openers" ("match_id", "sender_id", "message_id", "text_key", "created_at")
SELECT DISTINCT ON ("match_id", "sender_id") "match_id", "sender_id", "id", NULL, "created_at"
FROM "messages"
ORDER BY "match_id", "sender_id", "seq"
ON CONFLICT DO NOTHING;
