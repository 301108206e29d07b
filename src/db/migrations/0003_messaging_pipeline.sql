ALTER TABLE "advertisements" ADD COLUMN "last_shown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advertiser_advertisements" ADD COLUMN "last_shown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" text DEFAULT 'inbound' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reply_to_id" bigint;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "system_numbers" ADD COLUMN "next_send_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_inbound_pending_idx" ON "messages" USING btree ("thread_id","id") WHERE "messages"."sender_role" = 'user' and "messages"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "messages_outbound_pending_idx" ON "messages" USING btree ("next_attempt_at") WHERE "messages"."delivery_status" in ('pending', 'sending');