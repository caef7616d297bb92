-- Live events (docs/product-rules.md#live-events, docs/decisions/0014-live-events.md): every write that
-- causes an event NOTIFYs the ids it touched on channel unveil_events, from a
-- statement-level trigger, so the notice is part of the writing transaction (a
-- rollback sends nothing), any feature's write is covered without knowing about
-- streams, and one statement sends one batch (never one NOTIFY per recipient).
-- Payloads carry ids only, in chunks of at most 100, well under NOTIFY's 8,000 bytes.
create or replace function unveil_notify_ids(kind text, ids text[]) returns void
language plpgsql as $$
declare
  chunk_start int := 1;
begin
  if ids is null or cardinality(ids) = 0 then
    return;
  end if;
  while chunk_start <= cardinality(ids) loop
    perform pg_notify('unveil_events',
      json_build_object('k', kind, 'ids', ids[chunk_start:chunk_start + 99])::text);
    chunk_start := chunk_start + 100;
  end loop;
end $$;
--> statement-breakpoint
create or replace function unveil_messages_inserted() returns trigger
language plpgsql as $$
begin
  perform unveil_notify_ids('message', array(select id from new_rows order by seq));
  return null;
end $$;
--> statement-breakpoint
create trigger messages_live_insert after insert on messages
  referencing new table as new_rows for each statement execute function unveil_messages_inserted();
--> statement-breakpoint
-- Read receipts: the (match, reader) pairs whose messages became read.
create or replace function unveil_messages_read() returns trigger
language plpgsql as $$
begin
  perform unveil_notify_ids('read', array(
    select distinct n.match_id || ':' || n.recipient_id
      from new_rows n join old_rows o on o.id = n.id
     where o.read_at is null and n.read_at is not null));
  return null;
end $$;
--> statement-breakpoint
create trigger messages_live_read after update on messages
  referencing old table as old_rows new table as new_rows for each statement execute function unveil_messages_read();
--> statement-breakpoint
create or replace function unveil_matches_inserted() returns trigger
language plpgsql as $$
begin
  perform unveil_notify_ids('match', array(select id from new_rows));
  return null;
end $$;
--> statement-breakpoint
create trigger matches_live_insert after insert on matches
  referencing new table as new_rows for each statement execute function unveil_matches_inserted();
--> statement-breakpoint
-- A reveal flag changed: match-updated; a block hid it: match-removed (with both
-- sides, since the row no longer answers as visible); a side saw it: their unread count.
create or replace function unveil_matches_updated() returns trigger
language plpgsql as $$
begin
  perform unveil_notify_ids('match-updated', array(
    select n.id from new_rows n join old_rows o on o.id = n.id
     where n.blocked_at is null
       and (n.user1_revealed is distinct from o.user1_revealed or n.user2_revealed is distinct from o.user2_revealed)));
  perform unveil_notify_ids('match-removed', array(
    select n.id || ':' || n.user1_id || ':' || n.user2_id from new_rows n join old_rows o on o.id = n.id
     where o.blocked_at is null and n.blocked_at is not null));
  perform unveil_notify_ids('unread', array(
    select distinct u from new_rows n join old_rows o on o.id = n.id,
      lateral (values
        (case when n.user1_seen_at is distinct from o.user1_seen_at then n.user1_id end),
        (case when n.user2_seen_at is distinct from o.user2_seen_at then n.user2_id end)) as s(u)
     where u is not null and n.blocked_at is null));
  return null;
end $$;
--> statement-breakpoint
create trigger matches_live_update after update on matches
  referencing old table as old_rows new table as new_rows for each statement execute function unveil_matches_updated();
--> statement-breakpoint
create or replace function unveil_matches_deleted() returns trigger
language plpgsql as $$
begin
  perform unveil_notify_ids('match-removed', array(
    select o.id || ':' || o.user1_id || ':' || o.user2_id from old_rows o where o.blocked_at is null));
  return null;
end $$;
--> statement-breakpoint
create trigger matches_live_delete after delete on matches
  referencing old table as old_rows for each statement execute function unveil_matches_deleted();
--> statement-breakpoint
-- A session ended (logout, account deletion, any revocation): that user's streams re-check
-- at once. The user id, never the session id (a session id is the cookie's secret).
create or replace function unveil_sessions_deleted() returns trigger
language plpgsql as $$
begin
  perform unveil_notify_ids('session-ended', array(select distinct user_id from old_rows));
  return null;
end $$;
--> statement-breakpoint
create trigger sessions_live_delete after delete on sessions
  referencing old table as old_rows for each statement execute function unveil_sessions_deleted();
