CREATE TABLE "user_consent_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_consent_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer,
	"phone_number" text NOT NULL,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_consent_events_action_check" CHECK ("user_consent_events"."action" in ('opt_in', 'opt_out')),
	CONSTRAINT "user_consent_events_source_check" CHECK ("user_consent_events"."source" in ('first_text', 'keyword', 'free_text', 'carrier', 'operator'))
);
--> statement-breakpoint
DROP INDEX "threads_system_number_participants_key";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "transcript" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sms_cost" double precision;--> statement-breakpoint
ALTER TABLE "queued_messages" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "message_hourly_stats" ADD COLUMN "sms_cost" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "system_numbers" ADD COLUMN "messaging_service_sid" text;--> statement-breakpoint
ALTER TABLE "threads" ADD COLUMN "channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_last_inbound_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ai_spend_day" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ai_spend_usd" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_consent_events" ADD CONSTRAINT "user_consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_consent_events_phone_idx" ON "user_consent_events" USING btree ("phone_number","id");--> statement-breakpoint
CREATE INDEX "system_numbers_messaging_service_sid_idx" ON "system_numbers" USING btree ("messaging_service_sid") WHERE "system_numbers"."messaging_service_sid" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "threads_system_number_participants_channel_key" ON "threads" USING btree ("system_number","participants","channel");--> statement-breakpoint
ALTER TABLE "system_numbers" ADD CONSTRAINT "system_numbers_messaging_service_sid_check" CHECK ("system_numbers"."messaging_service_sid" ~ '^MG[0-9a-fA-F]{32}$');--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_channel_check" CHECK ("threads"."channel" in ('sms', 'whatsapp'));--> statement-breakpoint
-- The hourly counters also sum the estimated SMS cost (issue 23), so the dashboard's cost card
-- shows AI and SMS cost apart without scanning messages; same shape as migration 0005.
CREATE OR REPLACE FUNCTION textpal_message_stats_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM message_hourly_stats;
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
CREATE OR REPLACE FUNCTION textpal_message_stats_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO message_hourly_stats AS s (hour, sender_role, slot, messages, ai_cost, sms_cost)
  SELECT hour, sender_role, textpal_stats_slot(), sum(messages), sum(ai_cost), sum(sms_cost)
  FROM (VALUES
    (textpal_stats_hour(OLD.created_at), OLD.sender_role, -1, -coalesce(OLD.ai_cost, 0), -coalesce(OLD.sms_cost, 0)),
    (textpal_stats_hour(NEW.created_at), NEW.sender_role, 1, coalesce(NEW.ai_cost, 0), coalesce(NEW.sms_cost, 0))
  ) AS change (hour, sender_role, messages, ai_cost, sms_cost)
  GROUP BY hour, sender_role
  ON CONFLICT (hour, sender_role, slot) DO UPDATE
    SET messages = s.messages + excluded.messages, ai_cost = s.ai_cost + excluded.ai_cost,
      sms_cost = s.sms_cost + excluded.sms_cost;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER messages_stats_update ON messages;
--> statement-breakpoint
CREATE TRIGGER messages_stats_update AFTER UPDATE ON messages FOR EACH ROW
  WHEN (OLD.sender_role IS DISTINCT FROM NEW.sender_role OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.ai_cost IS DISTINCT FROM NEW.ai_cost OR OLD.sms_cost IS DISTINCT FROM NEW.sms_cost)
  EXECUTE FUNCTION textpal_message_stats_update();
