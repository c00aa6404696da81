CREATE TABLE "refund_protection_configs" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"premium_rate" double precision NOT NULL,
	"markup_percent" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_protection_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"client_user_id" uuid,
	"offer_id" text NOT NULL,
	"currency" text NOT NULL,
	"basis_amount" integer NOT NULL,
	"protection_amount" integer NOT NULL,
	"products" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "protection_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "refund_protection" jsonb;--> statement-breakpoint
ALTER TABLE "refund_protection_configs" ADD CONSTRAINT "refund_protection_configs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_protection_quotes" ADD CONSTRAINT "refund_protection_quotes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_protection_quotes" ADD CONSTRAINT "refund_protection_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_protection_quotes" ADD CONSTRAINT "refund_protection_quotes_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_protection_quotes_agency_idx" ON "refund_protection_quotes" USING btree ("agency_id","created_at");