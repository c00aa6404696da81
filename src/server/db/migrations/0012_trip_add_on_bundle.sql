CREATE TABLE "trip_add_on_configs" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"discount_percent" double precision NOT NULL,
	"products" jsonb NOT NULL,
	"one_way_nights" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_add_on_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bundle_offer_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"client_user_id" uuid,
	"anchor_vertical" text NOT NULL,
	"anchor_offer_id" text NOT NULL,
	"vertical" text NOT NULL,
	"offer_id" text NOT NULL,
	"product" jsonb NOT NULL,
	"discount_percent" double precision NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "bundle_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lead_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "trip_add_on" jsonb;--> statement-breakpoint
ALTER TABLE "trip_add_on_configs" ADD CONSTRAINT "trip_add_on_configs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_add_on_quotes" ADD CONSTRAINT "trip_add_on_quotes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_add_on_quotes" ADD CONSTRAINT "trip_add_on_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_add_on_quotes" ADD CONSTRAINT "trip_add_on_quotes_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_add_on_quotes_agency_idx" ON "trip_add_on_quotes" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_lead_idx" ON "bookings" USING btree ("lead_booking_id");