CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vertical" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"reference_number" text NOT NULL,
	"booked_by_user_id" uuid NOT NULL,
	"client_user_id" uuid,
	"idempotency_key" text NOT NULL,
	"payment_idempotency_key" text,
	"supplier" text NOT NULL,
	"offer_id" text NOT NULL,
	"offer_expires_at" timestamp with time zone NOT NULL,
	"supplier_order_id" text,
	"supplier_reference" text,
	"details" jsonb NOT NULL,
	"currency" text NOT NULL,
	"net_amount" integer NOT NULL,
	"markup_amount" integer NOT NULL,
	"fee_amount" integer NOT NULL,
	"add_ons_amount" integer DEFAULT 0 NOT NULL,
	"total_amount" integer NOT NULL,
	"refund_protection" jsonb,
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
	CONSTRAINT "bookings_reference_number_unique" UNIQUE("reference_number")
);
--> statement-breakpoint
CREATE TABLE "markups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"vertical" text NOT NULL,
	"level" text NOT NULL,
	"user_id" uuid,
	"markup_type" text,
	"markup_value" double precision,
	"agency_fee" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_by_user_id_users_id_fk" FOREIGN KEY ("booked_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markups" ADD CONSTRAINT "markups_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markups" ADD CONSTRAINT "markups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_uq" ON "bookings" USING btree ("agency_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_payment_key_uq" ON "bookings" USING btree ("agency_id","payment_idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_agency_user_idx" ON "bookings" USING btree ("agency_id","booked_by_user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_client_idx" ON "bookings" USING btree ("client_user_id");--> statement-breakpoint
CREATE INDEX "bookings_supplier_reference_idx" ON "bookings" USING btree ("agency_id","supplier_reference");--> statement-breakpoint
CREATE INDEX "bookings_held_idx" ON "bookings" USING btree ("status","offer_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "markups_agency_uq" ON "markups" USING btree ("agency_id","vertical") WHERE "markups"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "markups_user_uq" ON "markups" USING btree ("agency_id","vertical","level","user_id") WHERE "markups"."user_id" is not null;--> statement-breakpoint
-- Hand-written: the booking core takes over the flight tables without loss. Ids, reference numbers,
-- idempotency keys and payment keys stay as they were, so links held elsewhere (payment intents keyed by
-- booking id, saved checkouts' idempotency keys, references on confirmation mails) still resolve.
-- What only a flight knows (the offer, passengers with their ticket numbers, contact) moves into
-- "details"; the PNR becomes the supplier reference every vertical has.
INSERT INTO "bookings" ("id", "vertical", "agency_id", "reference_number", "booked_by_user_id", "client_user_id", "idempotency_key", "payment_idempotency_key", "supplier", "offer_id", "offer_expires_at", "supplier_order_id", "supplier_reference", "details", "currency", "net_amount", "markup_amount", "fee_amount", "add_ons_amount", "total_amount", "refund_protection", "markup_type", "markup_value", "status", "payment_intent_id", "card_brand", "card_last4", "penalty_amount", "refund_amount", "failure_code", "payment_locked_until", "created_at", "updated_at")
SELECT "id", 'flight', "agency_id", "reference_number", "booked_by_user_id", "client_user_id", "idempotency_key", "payment_idempotency_key", "supplier", "offer_id", ("offer"->>'expiresAt')::timestamptz, "supplier_order_id", "pnr", jsonb_build_object('offer', "offer", 'passengers', "passengers", 'contact', "contact"), "currency", "net_amount", "markup_amount", "fee_amount", "protection_amount", "total_amount", "refund_protection", "markup_type", "markup_value", "status", "payment_intent_id", "card_brand", "card_last4", "penalty_amount", "refund_amount", "failure_code", "payment_locked_until", "created_at", "updated_at"
FROM "flight_bookings";--> statement-breakpoint
INSERT INTO "booking_events" ("id", "booking_id", "status", "note", "at")
SELECT "id", "booking_id", "status", "note", "at" FROM "flight_booking_events";--> statement-breakpoint
-- The markups set so far were flight markups; the other verticals start at spec B §9's defaults.
INSERT INTO "markups" ("id", "agency_id", "vertical", "level", "user_id", "markup_type", "markup_value", "agency_fee", "updated_at")
SELECT "id", "agency_id", 'flight', "level", "user_id", "markup_type", "markup_value", "agency_fee", "updated_at" FROM "flight_markup_configs";--> statement-breakpoint
DROP TABLE "flight_booking_events";--> statement-breakpoint
DROP TABLE "flight_bookings";--> statement-breakpoint
DROP TABLE "flight_markup_configs";
