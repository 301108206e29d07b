CREATE TABLE "data_exports" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"downloaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "privacy_keys" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"suppression_salt" text NOT NULL,
	CONSTRAINT "privacy_keys_one_row" CHECK ("privacy_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "suppressed_numbers" (
	"number_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erase_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erase_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_export_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "users_erase_confirmed_idx" ON "users" USING btree ("erase_confirmed_at") WHERE "users"."erase_confirmed_at" is not null;--> statement-breakpoint
-- Issue 37 (decision 036). The salt of number hashes (privacy_keys) is made by the first erase
-- that lists a number, so a new database stays empty for a restore; without it nothing is listed.
-- The number's hash, whichever channel's address it comes as (whatsapp:+1..., +1...).
CREATE FUNCTION textpal_number_hash(phone text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT encode(sha256(convert_to(
    (SELECT suppression_salt FROM privacy_keys WHERE id = 1) || regexp_replace(phone, '^[a-z]+:', ''),
    'UTF8')), 'hex')
$$;
--> statement-breakpoint
CREATE FUNCTION textpal_suppressed(phone text) RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT phone IS NOT NULL
    AND EXISTS (SELECT 1 FROM suppressed_numbers WHERE number_hash = textpal_number_hash(phone))
$$;
--> statement-breakpoint
-- Erasing a person and deleting old messages keep the dashboard's totals and costs: a transaction
-- that sets textpal.keep_totals deletes rows without taking them out of the running totals.
CREATE OR REPLACE FUNCTION textpal_message_stats_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM message_hourly_stats;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' AND current_setting('textpal.keep_totals', true) = 'on' THEN
    RETURN NULL;
  END IF;
  INSERT INTO message_hourly_stats AS s (hour, sender_role, slot, messages, ai_cost, sms_cost)
  SELECT textpal_stats_hour(created_at), sender_role, textpal_stats_slot(),
    sign * count(*), sign * coalesce(sum(ai_cost), 0), sign * coalesce(sum(sms_cost), 0)
  FROM changed_messages GROUP BY 1, 2
  ON CONFLICT (hour, sender_role, slot) DO UPDATE
    SET messages = s.messages + excluded.messages, ai_cost = s.ai_cost + excluded.ai_cost,
      sms_cost = s.sms_cost + excluded.sms_cost;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The audit log stays append-only, with one exception the law asks for: inside an erase
-- (textpal.erasing set for the transaction) what an entry wrote about the person (its summary, a
-- phone it named) may be blanked. Nothing else of an entry may change, and nothing is deleted.
CREATE OR REPLACE FUNCTION admin_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND current_setting('textpal.erasing', true) = 'on'
		AND (NEW.id, NEW.created_at, NEW.admin_id, NEW.action, NEW.resource_type, NEW.resource_id, NEW.ip, NEW.user_agent)
			IS NOT DISTINCT FROM (OLD.id, OLD.created_at, OLD.admin_id, OLD.action, OLD.resource_type, OLD.resource_id, OLD.ip, OLD.user_agent)
	THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'admin_audit_log is append-only: % is not allowed', TG_OP;
END;
$$;
