CREATE TABLE "flight_booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"reference_number" text NOT NULL,
	"booked_by_user_id" uuid NOT NULL,
	"client_user_id" uuid,
	"idempotency_key" text NOT NULL,
	"payment_idempotency_key" text,
	"supplier" text NOT NULL,
	"offer_id" text NOT NULL,
	"offer" jsonb NOT NULL,
	"passengers" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"supplier_order_id" text,
	"pnr" text,
	"currency" text NOT NULL,
	"net_amount" integer NOT NULL,
	"markup_amount" integer NOT NULL,
	"fee_amount" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"markup_type" text NOT NULL,
	"markup_value" double precision NOT NULL,
	"status" text NOT NULL,
	"payment_intent_id" text,
	"card_brand" text,
	"card_last4" text,
	"penalty_amount" integer,
	"refund_amount" integer,
	"failure_code" text,
	"payment_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_bookings_reference_number_unique" UNIQUE("reference_number")
);
--> statement-breakpoint
CREATE TABLE "flight_markup_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"level" text NOT NULL,
	"user_id" uuid,
	"markup_type" text,
	"markup_value" double precision,
	"agency_fee" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"user_id" uuid,
	"search" jsonb NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intents_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_flight_orders" (
	"pnr" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_booking_events" ADD CONSTRAINT "flight_booking_events_booking_id_flight_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."flight_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_booked_by_user_id_users_id_fk" FOREIGN KEY ("booked_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_markup_configs" ADD CONSTRAINT "flight_markup_configs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_markup_configs" ADD CONSTRAINT "flight_markup_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_searches" ADD CONSTRAINT "flight_searches_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_searches" ADD CONSTRAINT "flight_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_booking_events_booking_idx" ON "flight_booking_events" USING btree ("booking_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_bookings_idempotency_uq" ON "flight_bookings" USING btree ("agency_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_bookings_payment_key_uq" ON "flight_bookings" USING btree ("agency_id","payment_idempotency_key");--> statement-breakpoint
CREATE INDEX "flight_bookings_agency_user_idx" ON "flight_bookings" USING btree ("agency_id","booked_by_user_id","created_at");--> statement-breakpoint
CREATE INDEX "flight_bookings_client_idx" ON "flight_bookings" USING btree ("client_user_id");--> statement-breakpoint
CREATE INDEX "flight_bookings_pnr_idx" ON "flight_bookings" USING btree ("agency_id","pnr");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_markup_agency_uq" ON "flight_markup_configs" USING btree ("agency_id") WHERE "flight_markup_configs"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_markup_user_uq" ON "flight_markup_configs" USING btree ("agency_id","level","user_id") WHERE "flight_markup_configs"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "flight_searches_agency_idx" ON "flight_searches" USING btree ("agency_id","created_at");