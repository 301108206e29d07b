CREATE TABLE "message_hourly_stats" (
	"hour" timestamp with time zone NOT NULL,
	"sender_role" text NOT NULL,
	"slot" smallint NOT NULL,
	"messages" bigint DEFAULT 0 NOT NULL,
	"ai_cost" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "message_hourly_stats_hour_sender_role_slot_pk" PRIMARY KEY("hour","sender_role","slot")
);
--> statement-breakpoint
CREATE TABLE "table_row_counts" (
	"table_name" text NOT NULL,
	"slot" smallint NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "table_row_counts_table_name_slot_pk" PRIMARY KEY("table_name","slot")
);
