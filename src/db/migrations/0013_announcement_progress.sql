ALTER TABLE "announcements" DROP CONSTRAINT "announcements_status_check";--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "expanded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "purged_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "purged_failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "purged_cancelled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "queued_messages_announcement_idx" ON "queued_messages" USING btree ("announcement_id","processed") WHERE "queued_messages"."announcement_id" is not null;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_status_check" CHECK ("announcements"."status" in ('scheduled', 'sending', 'sent', 'failed', 'cancelled'));--> statement-breakpoint
-- Before issue 20 an announcement turned sent when it was expanded, even with its messages still
-- queued for later local times. Those are put back to what is true of them now.
UPDATE "announcements" SET "expanded_at" = "sent_at" WHERE "status" = 'sent';
--> statement-breakpoint
UPDATE "announcements" a
  SET "status" = CASE WHEN EXISTS (
      SELECT 1 FROM "queued_messages" q WHERE q."announcement_id" = a."id" AND q."processed"
    ) THEN 'sending' ELSE 'scheduled' END,
    "sent_at" = NULL
  WHERE a."status" = 'sent'
    AND EXISTS (SELECT 1 FROM "queued_messages" q WHERE q."announcement_id" = a."id" AND NOT q."processed");
