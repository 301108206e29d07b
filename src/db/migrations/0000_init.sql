CREATE TABLE "admin_login_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone_number" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone_number" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advertisements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"content" text NOT NULL,
	"merchant" text NOT NULL,
	"url" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"frequency" integer DEFAULT 20 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisements_frequency_check" CHECK ("advertisements"."frequency" >= 1)
);
--> statement-breakpoint
CREATE TABLE "advertiser_advertisements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advertiser_advertisements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"advertiser_id" integer NOT NULL,
	"title" text,
	"content" text NOT NULL,
	"url" text,
	"target_tier" text DEFAULT 'free' NOT NULL,
	"frequency" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertiser_advertisements_target_tier_check" CHECK ("advertiser_advertisements"."target_tier" in ('free', 'basic', 'premium', 'all'))
);
--> statement-breakpoint
CREATE TABLE "advertisers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advertisers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"contact_info" text,
	"website" text,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"message" text NOT NULL,
	"media_url" text,
	"cohort" text NOT NULL,
	"delivery_date" timestamp with time zone NOT NULL,
	"timezone_aware" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sent_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_status_check" CHECK ("announcements"."status" in ('scheduled', 'sent', 'failed', 'cancelled')),
	CONSTRAINT "announcements_cohort_check" CHECK ("announcements"."cohort" in ('all', 'no_tier', 'free', 'premium', 'inactive', 'active', 'team', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"type" text DEFAULT 'recurring' NOT NULL,
	"frequency" text DEFAULT 'day' NOT NULL,
	"interval_value" integer DEFAULT 1 NOT NULL,
	"run_at" timestamp with time zone,
	"specific_time" text,
	"specific_day" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_run" timestamp with time zone,
	"next_run" timestamp with time zone,
	"run_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_type_check" CHECK ("jobs"."type" in ('recurring', 'one-time')),
	CONSTRAINT "jobs_frequency_check" CHECK ("jobs"."frequency" in ('minute', 'hour', 'day', 'week', 'month')),
	CONSTRAINT "jobs_interval_check" CHECK ("jobs"."interval_value" >= 1),
	CONSTRAINT "jobs_specific_day_check" CHECK ("jobs"."specific_day" is null or "jobs"."specific_day" between 0 and 31)
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "keywords_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"keyword" text NOT NULL,
	"response" text NOT NULL,
	"action" text DEFAULT 'none' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keywords_action_check" CHECK ("keywords"."action" in ('none', 'subscribe', 'unsubscribe', 'help'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thread_id" integer NOT NULL,
	"sender" text NOT NULL,
	"sender_role" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"media_url" text,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_status" text,
	"provider" text,
	"provider_message_id" text,
	"error_code" text,
	"segment_count" integer,
	"prompt_tokens" integer,
	"completion_tokens" integer,
	"ai_cost" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_sender_role_check" CHECK ("messages"."sender_role" in ('user', 'assistant', 'system'))
);
--> statement-breakpoint
CREATE TABLE "micro_uis" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "micro_uis_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"thread_id" integer,
	"user_id" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prompt_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prompt_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prompt_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"model" text NOT NULL,
	"online_model" text,
	"description" text,
	"temperature" double precision NOT NULL,
	"max_tokens" integer NOT NULL,
	"response_format" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prompts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prompts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"content" text NOT NULL,
	"model" text DEFAULT 'openai/gpt-4o' NOT NULL,
	"online_model" text,
	"description" text,
	"temperature" double precision DEFAULT 0.7 NOT NULL,
	"max_tokens" integer DEFAULT 500 NOT NULL,
	"response_format" text DEFAULT 'text' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prompts_temperature_check" CHECK ("prompts"."temperature" between 0 and 2),
	CONSTRAINT "prompts_max_tokens_check" CHECK ("prompts"."max_tokens" between 1 and 4000),
	CONSTRAINT "prompts_response_format_check" CHECK ("prompts"."response_format" in ('text', 'json_object'))
);
--> statement-breakpoint
CREATE TABLE "queued_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queued_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"content" text NOT NULL,
	"recipient" text NOT NULL,
	"type" text NOT NULL,
	"media_url" text,
	"scheduled_for" timestamp with time zone NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"processed_at" timestamp with time zone,
	"skip_reason" text,
	"announcement_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queued_messages_type_check" CHECK ("queued_messages"."type" in ('reminder', 'notification', 'marketing', 'system'))
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"code_type" text NOT NULL,
	"user_id" integer,
	"current_uses" integer DEFAULT 0 NOT NULL,
	"max_uses" integer DEFAULT 1000 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_type_check" CHECK ("referral_codes"."code_type" in ('system', 'user')),
	CONSTRAINT "referral_codes_uses_check" CHECK ("referral_codes"."current_uses" >= 0 and "referral_codes"."max_uses" >= 1)
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_numbers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "system_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"friendly_name" text,
	"campaign" text,
	"custom_prompt" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"messages_per_second" double precision DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_numbers_number_e164_check" CHECK ("system_numbers"."number" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "system_numbers_mps_check" CHECK ("system_numbers"."messages_per_second" > 0)
);
--> statement-breakpoint
CREATE TABLE "thread_participants" (
	"thread_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "thread_participants_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"participants" text[] NOT NULL,
	"system_number" text NOT NULL,
	"is_group_chat" boolean DEFAULT false NOT NULL,
	"title" text,
	"message_count" integer DEFAULT 0 NOT NULL,
	"last_message" text,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone_number" text NOT NULL,
	"profile" text DEFAULT '' NOT NULL,
	"subscription_tier" text DEFAULT 'free' NOT NULL,
	"timezone" text,
	"timezone_confirmed" boolean DEFAULT false NOT NULL,
	"payment_method" text,
	"total_messages_sent" integer DEFAULT 0 NOT NULL,
	"free_messages_used" integer DEFAULT 0 NOT NULL,
	"bonus_messages" integer DEFAULT 0 NOT NULL,
	"last_active" timestamp with time zone,
	"referral_code" text,
	"referred_by" text,
	"referral_count" integer DEFAULT 0 NOT NULL,
	"opted_out" boolean DEFAULT false NOT NULL,
	"opted_out_at" timestamp with time zone,
	"is_team" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_subscription_tier_check" CHECK ("users"."subscription_tier" in ('free', 'basic', 'premium')),
	CONSTRAINT "users_counters_check" CHECK ("users"."total_messages_sent" >= 0 and "users"."free_messages_used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_advertisements" ADD CONSTRAINT "advertiser_advertisements_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "micro_uis" ADD CONSTRAINT "micro_uis_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "micro_uis" ADD CONSTRAINT "micro_uis_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_history" ADD CONSTRAINT "prompt_history_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queued_messages" ADD CONSTRAINT "queued_messages_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_participants" ADD CONSTRAINT "thread_participants_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_participants" ADD CONSTRAINT "thread_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_login_failures_phone_idx" ON "admin_login_failures" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "admin_login_failures_ip_idx" ON "admin_login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_idx" ON "admin_sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "admin_sessions_expires_idx" ON "admin_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_phone_number_key" ON "admins" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "advertiser_advertisements_advertiser_idx" ON "advertiser_advertisements" USING btree ("advertiser_id");--> statement-breakpoint
CREATE INDEX "announcements_due_idx" ON "announcements" USING btree ("status","delivery_date");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_name_key" ON "jobs" USING btree ("name");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("next_run");--> statement-breakpoint
CREATE UNIQUE INDEX "keywords_keyword_key" ON "keywords" USING btree (lower("keyword"));--> statement-breakpoint
CREATE INDEX "messages_thread_created_idx" ON "messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "messages_role_created_idx" ON "messages" USING btree ("sender_role","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_provider_message_key" ON "messages" USING btree ("provider","provider_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "micro_uis_slug_key" ON "micro_uis" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "micro_uis_created_at_idx" ON "micro_uis" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "micro_uis_thread_idx" ON "micro_uis" USING btree ("thread_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prompt_history_prompt_version_key" ON "prompt_history" USING btree ("prompt_id","version");--> statement-breakpoint
CREATE INDEX "prompt_history_prompt_idx" ON "prompt_history" USING btree ("prompt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prompts_type_key" ON "prompts" USING btree ("type");--> statement-breakpoint
CREATE INDEX "queued_messages_due_idx" ON "queued_messages" USING btree ("scheduled_for") WHERE not "queued_messages"."processed";--> statement-breakpoint
CREATE INDEX "queued_messages_recipient_idx" ON "queued_messages" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "queued_messages_created_at_idx" ON "queued_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_key" ON "referral_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "referral_codes_user_idx" ON "referral_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "system_numbers_number_key" ON "system_numbers" USING btree ("number");--> statement-breakpoint
CREATE INDEX "thread_participants_user_idx" ON "thread_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "threads_system_number_participants_key" ON "threads" USING btree ("system_number","participants");--> statement-breakpoint
CREATE INDEX "threads_activity_idx" ON "threads" USING btree (coalesce("last_message_at", "updated_at") desc);--> statement-breakpoint
CREATE INDEX "threads_created_at_idx" ON "threads" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_number_key" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_key" ON "users" USING btree (upper("referral_code"));--> statement-breakpoint
CREATE INDEX "users_last_active_idx" ON "users" USING btree ("last_active");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_subscription_tier_idx" ON "users" USING btree ("subscription_tier");