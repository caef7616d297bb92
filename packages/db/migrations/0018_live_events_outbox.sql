CREATE TABLE "live_events" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"ids" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_presence" (
	"user_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_presence_user_id_instance_id_pk" PRIMARY KEY("user_id","instance_id")
);
--> statement-breakpoint
CREATE TABLE "throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"passed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_presence_expires_at_idx" ON "live_presence" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "throttles_passed_at_idx" ON "throttles" USING btree ("passed_at");--> statement-breakpoint
-- hand-written (keep when regenerating)
-- Live events after commit (docs/decisions/0029-events-after-commit.md): the triggers of
-- 0004_live_events keep their place in the writing transaction, but record the ids they
-- touched in live_events instead of calling pg_notify, which serialised every commit
-- behind one database-wide lock. Every instance reads the rows after the commit.
create or replace function unveil_record_ids(kind text, ids text[]) returns void
language plpgsql as $$
declare
  chunk_start int := 1;
begin
  if ids is null or cardinality(ids) = 0 then
    return;
  end if;
  while chunk_start <= cardinality(ids) loop
    insert into live_events (kind, ids) values (kind, ids[chunk_start:chunk_start + 499]);
    chunk_start := chunk_start + 500;
  end loop;
end $$;
--> statement-breakpoint
create or replace function unveil_messages_inserted() returns trigger
language plpgsql as $$
begin
  perform unveil_record_ids('message', array(select id from new_rows order by seq));
  return null;
end $$;
--> statement-breakpoint
create or replace function unveil_messages_read() returns trigger
language plpgsql as $$
begin
  perform unveil_record_ids('read', array(
    select distinct n.match_id || ':' || n.recipient_id
      from new_rows n join old_rows o on o.id = n.id
     where o.read_at is null and n.read_at is not null));
  return null;
end $$;
--> statement-breakpoint
create or replace function unveil_matches_inserted() returns trigger
language plpgsql as $$
begin
  perform unveil_record_ids('match', array(select id from new_rows));
  return null;
end $$;
--> statement-breakpoint
create or replace function unveil_matches_updated() returns trigger
language plpgsql as $$
begin
  perform unveil_record_ids('match-updated', array(
    select n.id from new_rows n join old_rows o on o.id = n.id
     where n.blocked_at is null
       and (n.user1_revealed is distinct from o.user1_revealed or n.user2_revealed is distinct from o.user2_revealed)));
  perform unveil_record_ids('match-removed', array(
    select n.id || ':' || n.user1_id || ':' || n.user2_id from new_rows n join old_rows o on o.id = n.id
     where o.blocked_at is null and n.blocked_at is not null));
  perform unveil_record_ids('unread', array(
    select distinct u from new_rows n join old_rows o on o.id = n.id,
      lateral (values
        (case when n.user1_seen_at is distinct from o.user1_seen_at then n.user1_id end),
        (case when n.user2_seen_at is distinct from o.user2_seen_at then n.user2_id end)) as s(u)
     where u is not null and n.blocked_at is null));
  return null;
end $$;
--> statement-breakpoint
create or replace function unveil_matches_deleted() returns trigger
language plpgsql as $$
begin
  perform unveil_record_ids('match-removed', array(
    select o.id || ':' || o.user1_id || ':' || o.user2_id from old_rows o where o.blocked_at is null));
  return null;
end $$;
--> statement-breakpoint
create or replace function unveil_sessions_deleted() returns trigger
language plpgsql as $$
begin
  perform unveil_record_ids('session-ended', array(select distinct user_id from old_rows));
  return null;
end $$;
--> statement-breakpoint
drop function unveil_notify_ids(text, text[]);
