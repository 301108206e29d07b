CREATE INDEX "threads_participants_trgm_idx" ON "threads" USING gin (textpal_participants_text("participants") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "threads_last_message_trgm_idx" ON "threads" USING gin ("last_message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_number_trgm_idx" ON "users" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_profile_trgm_idx" ON "users" USING gin ("profile" gin_trgm_ops);