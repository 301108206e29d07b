-- Pending sign-ins now name the address and browser that gave the password (decision 025). The
-- few minutes' worth made before this cannot say, so they are dropped: their admins sign in again.
DELETE FROM "admin_pending_sign_ins";
--> statement-breakpoint
ALTER TABLE "admin_pending_sign_ins" ADD COLUMN "address" text NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_pending_sign_ins" ADD COLUMN "user_agent" text NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_failed_at" timestamp with time zone;