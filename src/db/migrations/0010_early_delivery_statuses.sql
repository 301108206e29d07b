CREATE TABLE "early_delivery_statuses" (
	"provider" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "early_delivery_statuses_provider_provider_message_id_pk" PRIMARY KEY("provider","provider_message_id")
);
