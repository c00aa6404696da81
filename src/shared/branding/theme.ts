import type { AgencyData } from "../api/agency";
import { PROVIDER_AGENCY_NAME } from "../constants";

/** The favicon the site shows for an agency (its own, else the platform's). */
export const faviconOf = (agency: Pick<AgencyData, "favicon">): string => agency.favicon ?? "/favicon.png";

/** spec A §1: the provider's own agency gets the marketing page, every other agency its branded hero. */
export const isProviderAgency = (agency: Pick<AgencyData, "agencyName">): boolean => agency.agencyName === PROVIDER_AGENCY_NAME;

/**
 * The pictures of the landing page's hero: the agency's background image, and on small screens its mobile
 * image (the provider's marketing page draws the background image alone). The landing draws them and the
 * server preloads them, from this one answer.
 */
export function landingHero(agency: Pick<AgencyData, "agencyName" | "backgroundImage" | "mobileBackgroundImage">): { image: string; mobileImage: string | null } | null {
  if (!agency.backgroundImage) return null;
  return { image: agency.backgroundImage, mobileImage: isProviderAgency(agency) ? null : agency.mobileBackgroundImage };
}
