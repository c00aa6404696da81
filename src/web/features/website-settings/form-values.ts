import type { AgencyData } from "@/shared/api/agency";
import { WEBSITE_SETTING_KEYS, type WebsiteSettingsInput, type WebsiteSettingsPatch } from "@/shared/api/website-settings";

const TEXT_INPUTS = [
  "returnUrl",
  "termsAndConditions",
  "privacyPolicy",
  "cookiesPolicy",
  "disclaimer",
  "facebook",
  "twitter",
  "linkedin",
  "instagram",
  "youtube",
  "tiktok",
  "contactPhoneNumber",
  "contactEmailId",
  "customDomain",
] as const;

/** The agency as the form edits it: empty text where the agency has none (the schema stores "" as null). */
export function formValuesOf(agency: AgencyData): WebsiteSettingsInput {
  const values = Object.fromEntries(WEBSITE_SETTING_KEYS.map((key) => [key, agency[key]])) as WebsiteSettingsInput;
  for (const key of TEXT_INPUTS) values[key] ??= "";
  values.analytics = {
    ...agency.analytics,
    googleAnalyticsId: agency.analytics.googleAnalyticsId ?? "",
    facebookAnalyticsId: agency.analytics.facebookAnalyticsId ?? "",
  };
  return values;
}

/** PATCH /api/agency sends only what changed: the top-level settings the person touched. */
export function changedSettings(values: WebsiteSettingsPatch, dirty: Partial<Record<string, unknown>>): WebsiteSettingsPatch {
  return Object.fromEntries(Object.entries(values).filter(([key]) => dirty[key] !== undefined)) as WebsiteSettingsPatch;
}
