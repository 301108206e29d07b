ALTER TABLE "messages" ADD COLUMN "sent_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "pause_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "threads" ADD COLUMN "ai_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "threads" ADD COLUMN "ai_paused_by" integer;--> statement-breakpoint
ALTER TABLE "threads" ADD COLUMN "operator_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "threads" ADD COLUMN "needs_person_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sent_by_admin_id_admins_id_fk" FOREIGN KEY ("sent_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_ai_paused_by_admins_id_fk" FOREIGN KEY ("ai_paused_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "threads_needs_person_idx" ON "threads" USING btree ("needs_person_at") WHERE "threads"."needs_person_at" is not null;--> statement-breakpoint
CREATE INDEX "threads_taken_over_idx" ON "threads" USING btree ("operator_active_at") WHERE "threads"."ai_paused_at" is not null;