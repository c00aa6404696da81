ALTER TABLE "bookings" ADD COLUMN "unfinished_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "finish_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_unfinished_idx" ON "bookings" USING btree ("unfinished_since") WHERE "bookings"."unfinished_since" is not null;--> statement-breakpoint
-- Charged means finished or refunded: bookings left paid by an issuing that failed before this migration (a flight
-- paid and never ticketed: flights are the vertical that issues after payment) are handed to the recovery round,
-- which tickets them or, after 15 minutes from now, refunds them and tells the customer and the agency.
UPDATE "bookings" SET "unfinished_since" = now() WHERE "status" = 'paid' AND "vertical" = 'flight';
