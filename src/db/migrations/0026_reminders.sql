CREATE TABLE "reminders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"starts_local" text NOT NULL,
	"rrule" text,
	"status" text DEFAULT 'active' NOT NULL,
	"next_at" timestamp with time zone,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_status_check" CHECK ("reminders"."status" in ('active', 'cancelled', 'done')),
	CONSTRAINT "reminders_starts_local_check" CHECK ("reminders"."starts_local" ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$')
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "queued_message_id" bigint;--> statement-breakpoint
ALTER TABLE "queued_messages" ADD COLUMN "reminder_id" bigint;--> statement-breakpoint
ALTER TABLE "queued_messages" ADD COLUMN "snoozed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_user_idx" ON "reminders" USING btree ("user_id","status");--> statement-breakpoint
-- NOT VALID: the new columns are null in every existing row, so there is nothing to check, and
-- messages and queued_messages are not read whole to find that out. New rows are checked.
ALTER TABLE "messages" ADD CONSTRAINT "messages_queued_message_id_queued_messages_id_fk" FOREIGN KEY ("queued_message_id") REFERENCES "public"."queued_messages"("id") ON DELETE set null ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "queued_messages" ADD CONSTRAINT "queued_messages_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE set null ON UPDATE no action NOT VALID;--> statement-breakpoint
CREATE INDEX "messages_queued_message_idx" ON "messages" USING btree ("queued_message_id") WHERE "messages"."queued_message_id" is not null;--> statement-breakpoint
CREATE INDEX "queued_messages_reminder_idx" ON "queued_messages" USING btree ("reminder_id") WHERE "queued_messages"."reminder_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "queued_messages_reminder_pending_key" ON "queued_messages" USING btree ("reminder_id") WHERE "queued_messages"."reminder_id" is not null and not "queued_messages"."processed" and not "queued_messages"."snoozed";--> statement-breakpoint
-- Reminders queued before this migration become one-shot reminders with their pending firing, so
-- "my reminders" lists them and "cancel 1" reaches them. A one-shot keeps its instant; its local
-- start is written in the person's zone (UTC when PostgreSQL does not know the zone's name).
DO $$
DECLARE
  legacy record;
  made bigint;
BEGIN
  FOR legacy IN
    SELECT q.id, u.id AS user_id, regexp_replace(q.content, '^Reminder: ', '') AS text, q.scheduled_for,
      coalesce(z.name, 'UTC') AS zone, q.created_at
    FROM queued_messages q
      JOIN users u ON u.phone_number = q.recipient
      LEFT JOIN (SELECT name FROM pg_timezone_names) z ON z.name = u.timezone
    WHERE q.type = 'reminder' AND NOT q.processed AND q.announcement_id IS NULL
    ORDER BY q.id
  LOOP
    INSERT INTO reminders (user_id, text, starts_local, status, next_at, changed_at, created_at, updated_at)
    VALUES (legacy.user_id, legacy.text,
      to_char(legacy.scheduled_for AT TIME ZONE legacy.zone, 'YYYY-MM-DD"T"HH24:MI'), 'active',
      legacy.scheduled_for, legacy.created_at, legacy.created_at, legacy.created_at)
    RETURNING id INTO made;
    UPDATE queued_messages SET reminder_id = made WHERE id = legacy.id;
  END LOOP;
END $$;
