-- The moderation audit log is append-only (docs/product-rules.md#moderation): the database itself refuses
-- to change or remove an entry, whatever the application code does.
CREATE FUNCTION moderation_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'moderation_audit entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER moderation_audit_no_update_or_delete
  BEFORE UPDATE OR DELETE ON moderation_audit
  FOR EACH ROW EXECUTE FUNCTION moderation_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER moderation_audit_no_truncate
  BEFORE TRUNCATE ON moderation_audit
  FOR EACH STATEMENT EXECUTE FUNCTION moderation_audit_append_only();
