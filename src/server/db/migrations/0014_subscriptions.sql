CREATE TABLE "agency_subscriptions" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"plan_type" text NOT NULL,
	"scheduled_plan_type" text,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"payment_method" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"number" text NOT NULL,
	"payment_id" text NOT NULL,
	"kind" text NOT NULL,
	"plan_type" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"card" jsonb,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "subscription_invoices_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"plan_type" text,
	"amount" integer NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_subscriptions" ADD CONSTRAINT "agency_subscriptions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_invoices_agency_idx" ON "subscription_invoices" USING btree ("agency_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_payments_key_uq" ON "subscription_payments" USING btree ("agency_id","idempotency_key");--> statement-breakpoint
-- Agencies subscribed before plans existed keep their subscription: a yearly plan whose period ends when
-- their old renewal date said (else a year from now). Nothing in "agencies" is changed or dropped.
INSERT INTO "agency_subscriptions" ("agency_id", "plan_type", "current_period_start", "current_period_end")
SELECT "id", 'yearly',
  COALESCE("subscription_renews_at", now() + interval '1 year') - interval '1 year',
  COALESCE("subscription_renews_at", now() + interval '1 year')
FROM "agencies" WHERE "is_subscribed" = true
ON CONFLICT ("agency_id") DO NOTHING;
