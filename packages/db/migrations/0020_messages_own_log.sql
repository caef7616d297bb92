-- Messages are their own log (docs/decisions/0056-messages-their-own-log.md): every
-- instance reads new messages from the messages table by seq, as it reads the other
-- live events from the live_events outbox, so a send no longer writes an outbox row
-- beside its message (a trigger, a transition table and a second indexed row in every
-- sending transaction).
drop trigger messages_live_insert on messages;
--> statement-breakpoint
drop function unveil_messages_inserted();
