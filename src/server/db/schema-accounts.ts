// The tables every other schema file points at: agencies and their users (spec A §3), with the accounts' sessions,
// tokens, identities and outgoing mail. It imports no other schema file, so the schema files import it and no
// circle runs through schema.ts (docs/architecture.md "Server layering").
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

// Plain text columns with TypeScript unions instead of pgEnum: enum types live in a
// schema ("public"), which would tie migrations to one schema and make adding a value
// a migration of its own.
export type AgencyStatus = "Active" | "Inactive";
export type AuthLayout = "fullscreen" | "split";
export type UserType = "AgencyOwner" | "Admin" | "Agent" | "Customer";
/**
 * Application config (spec B §7 "applications"): the agency's mail domain. The reward wallet application is the
 * booking core's earn rate (`reward_wallet_configs`; migration 0021 moved what was kept here).
 */
export interface AgencyApplicationsRow {
  mailDomain?: { domain: string; verificationToken: string };
}
export interface BookingMenuItemRow {
  title: "Air Travel" | "Hotels" | "Cars" | "Activities";
  active: boolean;
}

// spec A §3 "Agency data (agencyData)" plus host names and subscription state.
export const agencies = pgTable(
  "agencies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull().unique(),
    agencyName: text("agency_name").notNull(),
    /** `<subdomain>.localhost` and `<subdomain>.<BASE_DOMAIN>` resolve to this agency. */
    subdomain: text("subdomain").notNull().unique(),
    customDomains: text("custom_domains")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text("status").$type<AgencyStatus>().notNull().default("Active"),
    isSubscribed: boolean("is_subscribed").notNull().default(false),
    subscriptionPlan: text("subscription_plan"),
    subscriptionRenewsAt: timestamp("subscription_renews_at", { withTimezone: true }),
    logo: text("logo"),
    favicon: text("favicon"),
    primaryColor: text("primary_color").notNull().default("#2c7be5"),
    heading: text("heading").notNull().default(""),
    subHeading: text("sub_heading").notNull().default(""),
    headingColor: text("heading_color").notNull().default("#ffffff"),
    subHeadingColor: text("sub_heading_color").notNull().default("#ffffff"),
    backgroundImage: text("background_image"),
    backgroundVideo: text("background_video"),
    mobileBackgroundImage: text("mobile_background_image"),
    backgroundOverlay: integer("background_overlay").notNull().default(0),
    carouselImages: text("carousel_images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authLayout: text("auth_layout").$type<AuthLayout>().notNull().default("fullscreen"),
    bookingMenuItemOptions: jsonb("booking_menu_item_options").$type<BookingMenuItemRow[]>().notNull(),
    isFacebookEnabled: boolean("is_facebook_enabled").notNull().default(false),
    isGoogleEnabled: boolean("is_google_enabled").notNull().default(false),
    isSSOEnabled: boolean("is_sso_enabled").notNull().default(false),
    isDirectLoginAllowedForSSOUsers: boolean("is_direct_login_allowed_for_sso_users").notNull().default(true),
    /** SSO (docs/accounts.md): HS256 secret the agency's system signs its JWTs with… */
    ssoSecret: text("sso_secret"),
    /** …or the JWKS URL of its asymmetric keys. Never sent to the browser. */
    ssoJwksUrl: text("sso_jwks_url"),
    returnUrl: text("return_url"),
    termsAndConditions: text("terms_and_conditions"),
    privacyPolicy: text("privacy_policy"),
    cookiesPolicy: text("cookies_policy"),
    disclaimer: text("disclaimer"),
    facebook: text("facebook"),
    twitter: text("twitter"),
    linkedin: text("linkedin"),
    instagram: text("instagram"),
    youtube: text("youtube"),
    tiktok: text("tiktok"),
    contactPhoneNumber: text("contact_phone_number"),
    contactEmailId: text("contact_email_id"),
    analyticsEnabled: boolean("analytics_enabled").notNull().default(false),
    googleAnalyticsId: text("google_analytics_id"),
    facebookAnalyticsId: text("facebook_analytics_id"),
    defaultLanguage: text("default_language").$type<"en" | "es" | "pt">().notNull().default("en"),
    defaultCurrency: text("default_currency").notNull().default("USD"),
    applications: jsonb("applications").$type<AgencyApplicationsRow>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("agencies_custom_domains_idx").using("gin", t.customDomains)],
);
export type AgencyRow = typeof agencies.$inferSelect;
export type NewAgencyRow = typeof agencies.$inferInsert;

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Stored lower-case; unique per agency. */
    email: text("email").notNull(),
    /** `scrypt$<salt>$<hash>` (see src/server/auth/password.ts). */
    passwordHash: text("password_hash"),
    userType: text("user_type").$type<UserType>().notNull().default("Customer"),
    isTravelAgent: boolean("is_travel_agent").notNull().default(false),
    isRestrictedAgent: boolean("is_restricted_agent").notNull().default(false),
    language: text("language").$type<"en" | "es" | "pt">().notNull().default("en"),
    emailVerified: boolean("email_verified").notNull().default(false),
    loginCount: integer("login_count").notNull().default(0),
    navigateTo: text("navigate_to"),
    /** An owner or admin may deactivate a user (POST /api/user/updateUserActiveStatus). */
    isActive: boolean("is_active").notNull().default(true),
    /** spec B §6: the agency enables a reward wallet for a client or an agent (PATCH …/reward-wallet). */
    isRewardWalletEnable: boolean("is_reward_wallet_enable").notNull().default(false),
    phoneNumber: text("phone_number"),
    profileImage: text("profile_image"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_agency_email_uq").on(t.agencyId, t.email)],
);
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Outgoing mail (src/server/mail): with SMTP_URL a worker delivers rows with sentAt null. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The agency the mail is sent for; the embedded mailbox page lists one agency's mail. */
    agencyId: uuid("agency_id").references(() => agencies.id, { onDelete: "cascade" }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
    /**
     * A worker's claim, committed before the mail goes out (docs/deploy.md "Several instances"): no other worker sends
     * the row until it lapses, so only a worker killed between the SMTP answer and recording sentAt may send it twice.
     */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
  },
  (t) => [
    index("outbox_unsent_idx")
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
    index("outbox_agency_idx").on(t.agencyId, t.createdAt),
  ],
);
export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Server-side sessions: the client holds an opaque random token, the server only its SHA-256.
 * Logout, password change and deactivation revoke them; expired or revoked → 401.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);
export type SessionRow = typeof sessions.$inferSelect;

export type AccountTokenPurpose =
  | "verifyEmail"
  | "resetPassword"
  | "invitation"
  | "emailChange"
  | "socialPending"
  | "oauthTransaction"
  /** A spent SSO JWT (jti, else the token itself), kept until it expires: a replay is refused. */
  | "ssoToken";

/**
 * Single-use links and codes. Links: tokenHash = SHA-256 of the random token in the link.
 * Codes (6 digits): tokenHash = SHA-256 of "<id>:<code>", checked with a bounded number of attempts.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose").$type<AccountTokenPurpose>().notNull(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    tokenHash: text("token_hash").notNull().unique(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("account_tokens_user_idx").on(t.userId, t.purpose)],
);
export type AccountTokenRow = typeof accountTokens.$inferSelect;

/**
 * Failed password logins (OWASP ASVS V2.2 anti-automation), one row per failure, counted over a window by
 * account and address together, by address, and by account (src/server/accounts/login-throttle.ts). In
 * the database so every server on it counts the same attempts.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "<agency id>:<normalised email>": the same email on another agency is another account. */
    accountKey: text("account_key").notNull(),
    address: text("address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_failures_account_idx").on(t.accountKey, t.createdAt), index("login_failures_address_idx").on(t.address, t.createdAt)],
);

/** Social and SSO identities linked to a user: (agency, provider, subject) is unique. */
export const userIdentities = pgTable(
  "user_identities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    provider: text("provider").$type<"google" | "facebook" | "sso">().notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_identities_subject_uq").on(t.agencyId, t.provider, t.subject), index("user_identities_user_idx").on(t.userId)],
);
