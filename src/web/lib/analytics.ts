// The agency's analytics (spec A §3 agencyData.analytics: Google Analytics, Facebook pixel), loaded only once
// the visitor has accepted analytics cookies (the consent banner); before that nothing is requested.
import type { AgencyData } from "@/shared/api/agency";
import { readCookie, writeCookie } from "./cookies";

export const CONSENT_COOKIE = "analyticsConsent";
/** A year: the visitor is not asked again on every visit. */
const CONSENT_SECONDS = 365 * 24 * 60 * 60;
export type Consent = "granted" | "denied";

export function storedConsent(): Consent | null {
  const value = readCookie(CONSENT_COOKIE);
  return value === "granted" || value === "denied" ? value : null;
}

export function storeConsent(consent: Consent): void {
  writeCookie(CONSENT_COOKIE, consent, CONSENT_SECONDS);
}

/** The agency measures visits: analytics on, with at least one ID. */
export function analyticsWanted(agency: AgencyData): boolean {
  const { isEnabled, googleAnalyticsId, facebookAnalyticsId } = agency.analytics;
  return isEnabled && Boolean(googleAnalyticsId || facebookAnalyticsId);
}
