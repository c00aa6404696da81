CREATE TABLE "sandbox_supplier_holds" (
	"supplier" text NOT NULL,
	"reference" text NOT NULL,
	"order_id" text NOT NULL,
	"idempotency_key" text,
	"open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vertical" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"state" text DEFAULT 'calling' NOT NULL,
	"supplier_reference" text,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_calls" ADD CONSTRAINT "supplier_calls_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_supplier_holds_pk" ON "sandbox_supplier_holds" USING btree ("supplier","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_supplier_holds_key_idx" ON "sandbox_supplier_holds" USING btree ("supplier","idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_supplier_holds_open_idx" ON "sandbox_supplier_holds" USING btree ("supplier","open","created_at");--> statement-breakpoint
CREATE INDEX "supplier_calls_calling_idx" ON "supplier_calls" USING btree ("vertical","state","created_at");--> statement-breakpoint
CREATE INDEX "supplier_calls_booking_idx" ON "supplier_calls" USING btree ("booking_id");