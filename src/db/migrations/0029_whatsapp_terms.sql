CREATE TABLE "dashboard_notices" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" integer
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "whatsapp_template_sid" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_off_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dashboard_notices" ADD CONSTRAINT "dashboard_notices_dismissed_by_admins_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- CHANGES DATA (decision 042): WHATSAPP_ENABLED is off for new installations, since Meta's terms bar
-- general-purpose AI assistants from WhatsApp. An installation that has already received WhatsApp
-- texts keeps answering them, so nobody is cut off by an upgrade, and its dashboard explains the
-- terms until an operator dismisses the notice. The mock chat's WhatsApp thread (on the mock chat's
-- own number) is the console trying WhatsApp out, not a person writing on it.
INSERT INTO "settings" ("key", "value")
SELECT 'WHATSAPP_ENABLED', 'true'
WHERE EXISTS (SELECT 1 FROM "threads" WHERE "channel" = 'whatsapp' AND "system_number" <> '+15555550199')
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
INSERT INTO "dashboard_notices" ("key")
SELECT 'whatsapp_ai_providers'
WHERE EXISTS (SELECT 1 FROM "threads" WHERE "channel" = 'whatsapp' AND "system_number" <> '+15555550199')
ON CONFLICT ("key") DO NOTHING;
