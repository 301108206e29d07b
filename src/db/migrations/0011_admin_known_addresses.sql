CREATE TABLE "admin_known_addresses" (
	"admin_id" integer NOT NULL,
	"address" text NOT NULL,
	"last_signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_known_addresses_admin_id_address_pk" PRIMARY KEY("admin_id","address")
);
--> statement-breakpoint
ALTER TABLE "admin_known_addresses" ADD CONSTRAINT "admin_known_addresses_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;