ALTER TABLE "threads" DROP CONSTRAINT "threads_channel_check";--> statement-breakpoint
ALTER TABLE "early_delivery_statuses" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "channel" text;--> statement-breakpoint
-- NOT VALID: the new column is null in every existing row, so messages is not read whole to find
-- that out. New rows are checked.
ALTER TABLE "messages" ADD CONSTRAINT "messages_channel_check" CHECK ("messages"."channel" in ('sms', 'whatsapp', 'rcs')) NOT VALID;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_channel_check" CHECK ("threads"."channel" in ('sms', 'whatsapp', 'rcs'));