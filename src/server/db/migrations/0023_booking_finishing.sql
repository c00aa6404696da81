ALTER TABLE "bookings" ADD COLUMN "unfinished_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "finish_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_unfinished_idx" ON "bookings" USING btree ("unfinished_since") WHERE "bookings"."unfinished_since" is not null;