import { z } from "zod";
import { envelope } from "./envelope";

// spec A §3 "Agency data (agencyData)".
export const bookingMenuItem = z.object({
  title: z.enum(["Air Travel", "Hotels", "Cars", "Activities"]),
  active: z.boolean(),
});

export const agencyData = z.object({
  _id: z.string(),
  agencyName: z.string(),
  code: z.string(),
  status: z.enum(["Active", "Inactive"]),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  primaryColor: z.string(),
  heading: z.string(),
  subHeading: z.string(),
  headingColor: z.string(),
  subHeadingColor: z.string(),
  backgroundImage: z.string().nullable(),
  backgroundVideo: z.string().nullable(),
  mobileBackgroundImage: z.string().nullable(),
  backgroundOverlay: z.number().int().min(0).max(100),
  /** Extra hero slides; the carousel advances every 3 s (spec A §1). */
  carouselImages: z.array(z.string()),
  /** "split" is the distinct two-column auth layout (spec A §2 "Auth layout"). */
  authLayout: z.enum(["fullscreen", "split"]),
  bookingMenuItemOptions: z.array(bookingMenuItem),
  social: z.object({ isFacebookEnabled: z.boolean(), isGoogleEnabled: z.boolean() }),
  sso: z.object({ isSSOEnabled: z.boolean(), isDirectLoginAllowedForSSOUsers: z.boolean() }),
  returnUrl: z.string().nullable(),
  isSubscribed: z.boolean(),
  termsAndConditions: z.string().nullable(),
  privacyPolicy: z.string().nullable(),
  cookiesPolicy: z.string().nullable(),
  disclaimer: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  linkedin: z.string().nullable(),
  instagram: z.string().nullable(),
  youtube: z.string().nullable(),
  tiktok: z.string().nullable(),
  contactPhoneNumber: z.string().nullable(),
  contactEmailId: z.string().nullable(),
  analytics: z.object({
    isEnabled: z.boolean(),
    googleAnalyticsId: z.string().nullable(),
    facebookAnalyticsId: z.string().nullable(),
  }),
  defaultLanguage: z.enum(["en", "es", "pt"]),
  defaultCurrency: z.string().length(3),
  /** The hosts the site answers on (`<subdomain>.<base domain>`, and the agency's own domain). */
  subdomain: z.string(),
  customDomain: z.string().nullable(),
});
export type AgencyData = z.infer<typeof agencyData>;

export const agencyIdParams = z.object({ id: z.string().min(1) });
export const agencyResponse = envelope(agencyData);
