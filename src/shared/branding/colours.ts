// The agency's colours as the site draws them (spec A §3 agencyData), apart from the rest of its branding
// (./theme.ts): the first HTML already wears them (src/server/agency/first-html.ts), so a page's first load does not
// carry the palette's rules; the app loads this when the colours change while a page is open ("Every page fast on a
// phone, part 5").
import type { AgencyData } from "../api/agency";
import { DEFAULT_PRIMARY_COLOR } from "../constants";
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
