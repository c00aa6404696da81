import type { AgencyData } from "../api/agency";
import { DEFAULT_PRIMARY_COLOR, PROVIDER_AGENCY_NAME } from "../constants";
import { isHexColor } from "./contrast";
import { brandPalette, type BrandPalette } from "./palette";

function safeColor(value: string, fallback: string): string {
  return isHexColor(value) ? value.trim() : fallback;
}

/** The palette the site draws from the agency's colours (brandPalette: every text pair reaches WCAG AA). */
export function agencyPalette(agency: Pick<AgencyData, "primaryColor" | "headingColor" | "subHeadingColor">): BrandPalette {
  return brandPalette({
    primary: safeColor(agency.primaryColor, DEFAULT_PRIMARY_COLOR),
    heading: safeColor(agency.headingColor, "#ffffff"),
    subheading: safeColor(agency.subHeadingColor, "#e2e8f0"),
  });
}

/**
 * The agency's colours as the CSS variables the Tailwind theme reads (spec A §3 agencyData: primaryColor,
 * headingColor, subHeadingColor), each derived so the text drawn with it passes WCAG AA (brandPalette).
 * One rule for every place that sets them: the app once the agency is loaded, the server in the first HTML
 * so the first paint already wears the agency's colours, and the website editor's preview of a draft.
 * Only hex colours pass, so a value can never close the style it is written into.
 */
export function brandColorVariables(agency: Pick<AgencyData, "primaryColor" | "headingColor" | "subHeadingColor">): [`--${string}`, string][] {
  const palette = agencyPalette(agency);
  return [
    ["--color-primary", palette.primary],
    ["--color-on-primary", palette.onPrimary],
    ["--color-primary-hover", palette.primaryHover],
    ["--color-primary-soft", palette.primarySoft],
    ["--color-primary-strong", palette.primaryText],
    ["--color-heading", palette.heading],
    ["--color-subheading", palette.subheading],
  ];
}

/** The favicon the site shows for an agency (its own, else the platform's). */
export const faviconOf = (agency: Pick<AgencyData, "favicon">): string => agency.favicon ?? "/favicon.svg";

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
