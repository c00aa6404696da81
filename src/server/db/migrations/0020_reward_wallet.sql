CREATE TABLE "reward_wallet_configs" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"earn_rate" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_wallet_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"booking_id" uuid,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"shortfall" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_wallets" (
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_wallets_user_id_currency_pk" PRIMARY KEY("user_id","currency"),
	CONSTRAINT "reward_wallets_balance_nonnegative" CHECK ("reward_wallets"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_from_credit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_from_card" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_wallet_configs" ADD CONSTRAINT "reward_wallet_configs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_wallet_movements" ADD CONSTRAINT "reward_wallet_movements_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_wallet_movements" ADD CONSTRAINT "reward_wallet_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_wallet_movements" ADD CONSTRAINT "reward_wallet_movements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_wallets" ADD CONSTRAINT "reward_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_wallet_movements_user_idx" ON "reward_wallet_movements" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_wallet_movements_once_uq" ON "reward_wallet_movements" USING btree ("booking_id","kind") WHERE "reward_wallet_movements"."kind" in ('earned', 'refunded', 'takenBack');--> statement-breakpoint
-- Bookings made before the reward wallet were paid by card in full (spec B §3 paidFromCard, paidFromCredit).
UPDATE "bookings" SET "paid_from_card" = "total_amount", "paid_from_credit" = 0;
