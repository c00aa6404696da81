// Website settings (spec A §3 agencyData, spec B §7 "Agency back office": POST, GET, PATCH /api/agency;
// spec B §5 subdomain availability; spec A §3/§8 application config). One schema for the editor's form
// and the server: every rule below is the one both check.
import { z } from "zod";
import { earnRate } from "./reward-wallet";
import { ASSET_URL } from "../branding/assets";
import { isHexColor } from "../branding/contrast";
import { LEGAL_TEXT_MAX } from "../branding/markdown";
import { websiteMessages as m } from "../branding/messages";
import { BOOKING_MENU_TITLES, SUPPORTED_LANGUAGES, type SocialNetwork } from "../constants";
import { emailSchema } from "../validation";
import { bookingMenuItem } from "./agency";
import { envelope, errorEnvelope } from "./envelope";

/** Blank text → null (an optional field left empty). */
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
const optionalText = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable());

const color = z.string().trim().refine(isHexColor, m.color.id);
const asset = optionalText(z.string().trim().regex(ASSET_URL, m.asset.id));

function webUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}
const url = z
  .string()
  .trim()
  .max(500, m.url.id)
  .refine((value) => webUrl(value) !== null, m.url.id);

/** Where each network's pages live (spec A §2 footer "Social column"; spec A §9 six networks). */
export const SOCIAL_HOSTS: Record<SocialNetwork, readonly string[]> = {
  facebook: ["facebook.com", "fb.com"],
  twitter: ["twitter.com", "x.com"],
  linkedin: ["linkedin.com"],
  instagram: ["instagram.com"],
  youtube: ["youtube.com", "youtu.be"],
  tiktok: ["tiktok.com"],
};
const onHost = (hosts: readonly string[]) => (value: string) => {
  const host = webUrl(value)?.hostname.toLowerCase() ?? "";
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
};
const social = (network: SocialNetwork) => optionalText(url.refine(onHost(SOCIAL_HOSTS[network]), m.socialHost.id));

const legal = optionalText(z.string().max(LEGAL_TEXT_MAX, m.legalTooLong.id));

/** Reserved: the platform's own names and hosts a visitor could mistake for it. */
export const RESERVED_SUBDOMAINS = [
  "www",
  "api",
  "app",
  "admin",
  "administrator",
  "mail",
  "smtp",
  "imap",
  "pop",
  "ftp",
  "static",
  "assets",
  "cdn",
  "media",
  "docs",
  "help",
  "support",
  "status",
  "blog",
  "billing",
  "pay",
  "payments",
  "login",
  "signup",
  "auth",
  "sso",
  "account",
  "accounts",
  "dashboard",
  "localhost",
  "waypoint",
  "root",
  "test",
  "dev",
  "staging",
  "demo",
  "ns1",
  "ns2",
] as const;
export const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/;
export const subdomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(SUBDOMAIN, m.subdomainFormat.id)
  .refine((value) => !(RESERVED_SUBDOMAINS as readonly string[]).includes(value), m.subdomainReserved.id);

const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^https?:\/\//, "").replace(/\/+$/, ""))
  .pipe(z.string().regex(DOMAIN, m.domainFormat.id));

const menu = z.array(bookingMenuItem).refine((items) => items.length === BOOKING_MENU_TITLES.length && new Set(items.map((i) => i.title)).size === items.length, m.menu.id);

/** spec A §3 agencyData as the agency edits it (everything but _id, code, status and subscription). */
export const websiteSettings = z
  .object({
    agencyName: z.string().trim().min(1, m.agencyName.id).max(80, m.agencyName.id),
    logo: asset,
    favicon: asset,
    backgroundImage: asset,
    mobileBackgroundImage: asset,
    backgroundVideo: asset,
    primaryColor: color,
    heading: z.string().trim().min(1, m.heading.id).max(150, m.heading.id),
    subHeading: z.string().trim().max(300, m.subHeading.id),
    headingColor: color,
    subHeadingColor: color,
    backgroundOverlay: z.number().int(m.overlay.id).min(0, m.overlay.id).max(100, m.overlay.id),
    bookingMenuItemOptions: menu,
    social: z.object({ isFacebookEnabled: z.boolean(), isGoogleEnabled: z.boolean() }),
    sso: z.object({ isSSOEnabled: z.boolean(), isDirectLoginAllowedForSSOUsers: z.boolean() }),
    returnUrl: optionalText(url),
    termsAndConditions: legal,
    privacyPolicy: legal,
    cookiesPolicy: legal,
    disclaimer: legal,
    facebook: social("facebook"),
    twitter: social("twitter"),
    linkedin: social("linkedin"),
    instagram: social("instagram"),
    youtube: social("youtube"),
    tiktok: social("tiktok"),
    contactPhoneNumber: optionalText(
      z
        .string()
        .trim()
        .regex(/^\+?[\d\s().-]{6,20}$/, m.phone.id),
    ),
    contactEmailId: optionalText(emailSchema),
    analytics: z
      .object({
        isEnabled: z.boolean(),
        googleAnalyticsId: optionalText(
          z
            .string()
            .trim()
            .regex(/^(G-[A-Z0-9]{4,12}|UA-\d{4,10}-\d{1,4})$/, m.googleAnalyticsId.id),
        ),
        facebookAnalyticsId: optionalText(
          z
            .string()
            .trim()
            .regex(/^\d{5,20}$/, m.facebookAnalyticsId.id),
        ),
      })
      .refine((a) => !a.isEnabled || a.googleAnalyticsId !== null || a.facebookAnalyticsId !== null, {
        message: m.analyticsId.id,
        path: ["googleAnalyticsId"],
      }),
    // Regional defaults (spec A §3, §4 language; the currency the price selector starts on).
    defaultLanguage: z.enum(SUPPORTED_LANGUAGES),
    defaultCurrency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, m.currency.id),
    subdomain: subdomainSchema,
    customDomain: z.preprocess(blankToNull, domainSchema.nullable()),
  })
  .strict();
export type WebsiteSettings = z.infer<typeof websiteSettings>;
export type WebsiteSettingsInput = z.input<typeof websiteSettings>;
export const WEBSITE_SETTING_KEYS = Object.keys(websiteSettings.shape) as (keyof WebsiteSettings)[];

/** POST /api/agency: every field; PATCH /api/agency: only the changed ones. */
export const websiteSettingsPatch = websiteSettings.partial();
export type WebsiteSettingsPatch = z.infer<typeof websiteSettingsPatch>;

/** Each field the server refused, with its translated reason (spec A §3 "Application config: validationError, message"). */
export const validationError = z.array(z.object({ field: z.string(), message: z.string() }));
export type ValidationError = z.infer<typeof validationError>;
/**
 * A 400 of these routes: the settings' own refusals list every field (`validationError`); a request the
 * schema refuses before them (a wrong type, a repeated query key) answers the common error envelope.
 */
export const validationErrorEnvelope = errorEnvelope.extend({ validationError: validationError.optional() });

// ---- GET /api/agency/subdomain/availability?subdomain= (spec B §5) ----
export const subdomainAvailabilityQuery = z.object({ subdomain: z.string().max(100) });
export const subdomainAvailability = z.object({
  subdomain: z.string(),
  available: z.boolean(),
  reason: z.enum(["format", "reserved", "taken"]).nullable(),
});
export type SubdomainAvailability = z.infer<typeof subdomainAvailability>;
export const subdomainAvailabilityResponse = envelope(subdomainAvailability);

// ---- POST /api/agency/sso/secret: a new secret, shown once ----
export const ssoSecretResponse = envelope(z.object({ secret: z.string() }));

// ---- application config (spec B §7 "GET/POST applications"; spec A §3 validationError, message) ----
export const mailDomainApplication = z.object({
  domain: z.string().nullable(),
  status: z.enum(["none", "pending"]),
  /** The TXT record that proves the agency owns the domain. */
  verificationRecord: z.object({ type: z.literal("TXT"), name: z.string(), value: z.string() }).nullable(),
});
export const rewardWalletApplication = z.object({
  isEnabled: z.boolean(),
  cashbackPercent: z.number(),
});
export const applications = z.object({ mailDomain: mailDomainApplication, rewardWallet: rewardWalletApplication });
export type Applications = z.infer<typeof applications>;
export const applicationsResponse = envelope(applications);
export const mailDomainRequest = z.object({ domain: domainSchema });
/**
 * The reward wallet application is the booking core's earn rate seen from the website settings (one setting, two
 * places: the Add-ons page's earn rate, and this switch with its percent): on = that percent, off = 0 %. Same rule.
 */
export const rewardWalletRequest = z.object({
  isEnabled: z.boolean(),
  cashbackPercent: earnRate,
});
