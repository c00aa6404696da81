CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"agency_name" text NOT NULL,
	"subdomain" text NOT NULL,
	"custom_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"is_subscribed" boolean DEFAULT false NOT NULL,
	"subscription_plan" text,
	"subscription_renews_at" timestamp with time zone,
	"logo" text,
	"favicon" text,
	"primary_color" text DEFAULT '#2c7be5' NOT NULL,
	"heading" text DEFAULT '' NOT NULL,
	"sub_heading" text DEFAULT '' NOT NULL,
	"heading_color" text DEFAULT '#ffffff' NOT NULL,
	"sub_heading_color" text DEFAULT '#ffffff' NOT NULL,
	"background_image" text,
	"background_video" text,
	"mobile_background_image" text,
	"background_overlay" integer DEFAULT 0 NOT NULL,
	"carousel_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"auth_layout" text DEFAULT 'fullscreen' NOT NULL,
	"booking_menu_item_options" jsonb NOT NULL,
	"is_facebook_enabled" boolean DEFAULT false NOT NULL,
	"is_google_enabled" boolean DEFAULT false NOT NULL,
	"is_sso_enabled" boolean DEFAULT false NOT NULL,
	"is_direct_login_allowed_for_sso_users" boolean DEFAULT true NOT NULL,
	"return_url" text,
	"terms_and_conditions" text,
	"privacy_policy" text,
	"cookies_policy" text,
	"disclaimer" text,
	"facebook" text,
	"twitter" text,
	"linkedin" text,
	"instagram" text,
	"youtube" text,
	"tiktok" text,
	"contact_phone_number" text,
	"contact_email_id" text,
	"analytics_enabled" boolean DEFAULT false NOT NULL,
	"google_analytics_id" text,
	"facebook_analytics_id" text,
	"default_language" text DEFAULT 'en' NOT NULL,
	"default_currency" text DEFAULT 'USD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_code_unique" UNIQUE("code"),
	CONSTRAINT "agencies_subdomain_unique" UNIQUE("subdomain")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"user_type" text DEFAULT 'Customer' NOT NULL,
	"is_travel_agent" boolean DEFAULT false NOT NULL,
	"is_restricted_agent" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"login_count" integer DEFAULT 0 NOT NULL,
	"navigate_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agencies_custom_domains_idx" ON "agencies" USING gin ("custom_domains");--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_agency_email_uq" ON "users" USING btree ("agency_id","email");