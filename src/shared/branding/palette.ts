// The colours the site draws from an agency's chosen ones. Agency colours are data: whatever the agency
// picks, every text/background pair the site makes from them meets WCAG 2.2 AA (4.5:1 for normal text,
// https://www.w3.org/TR/WCAG22/#contrast-minimum). One rule for the server's first HTML, the app's theme
// (src/web/lib/theme.ts) and the website editor's live preview, which also says when a colour was adjusted.
import { AA_CONTRAST, contrastRatio, fullHex, isHexColor } from "./contrast";

/** The light backgrounds the site's pages put brand-coloured text on: white, slate-50 and slate-100. */
const PAGE_BACKGROUNDS = ["#ffffff", "#f8fafc", "#f1f5f9"] as const;
/** The hero's backdrop under the heading and sub-heading (slate-900, darkened further by the overlay). */
export const HERO_BACKDROP = "#0f172a";
/** The text colours put on the primary colour: white where it reads, else slate-900, else black. */
const ON_COLOR_CHOICES = ["#ffffff", "#0f172a", "#000000"] as const;

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const full = fullHex(hex);
  return [parseInt(full.slice(1, 3), 16), parseInt(full.slice(3, 5), 16), parseInt(full.slice(5, 7), 16)];
}

function hexOf([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

/** `amount` (0–1) of `towards` mixed into `color`, in sRGB. */
function mix(color: string, towards: string, amount: number): string {
  const a = rgbOf(color);
  const b = rgbOf(towards);
  return hexOf([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as Rgb);
}

const lowestRatio = (color: string, backgrounds: readonly string[]) => Math.min(...backgrounds.map((background) => contrastRatio(color, background)));

/**
 * `color` as text on every one of `backgrounds` (all light, or all dark): unchanged when it reaches 4.5:1 on
 * each, else mixed towards black (light backgrounds) or white (dark ones) by the least amount that does.
 * Black reaches 4.5:1 on any background lighter than 18% luminance and white on any darker, so it always ends.
 */
export function readableOn(color: string, backgrounds: readonly string[], dark: boolean): string {
  const start = fullHex(color);
  if (lowestRatio(start, backgrounds) >= AA_CONTRAST) return start;
  const towards = dark ? "#ffffff" : "#000000";
  let [low, high] = [0, 1];
  // Bisection over the amount mixed in; the ratio grows with it. 12 steps reach 1/4096, finer than one sRGB step.
  for (let step = 0; step < 12; step++) {
    const middle = (low + high) / 2;
    if (lowestRatio(mix(start, towards, middle), backgrounds) >= AA_CONTRAST) high = middle;
    else low = middle;
  }
  const found = mix(start, towards, high);
  return lowestRatio(found, backgrounds) >= AA_CONTRAST ? found : towards;
}

/** The text colour drawn on `background`: the first of white, slate-900, black that reaches 4.5:1 (one always does). */
export function textOn(background: string): string {
  return ON_COLOR_CHOICES.find((text) => contrastRatio(text, background) >= AA_CONTRAST) ?? "#000000";
}

export interface BrandPalette {
  /** The agency's primary colour as chosen: buttons' background, borders, rings. */
  primary: string;
  /** Text on `primary` and on `primaryHover`. */
  onPrimary: string;
  /** A button's hover shade: away from its text colour, so the text reads better still. */
  primaryHover: string;
  /** A pale tint of the primary colour for selected and hovered rows. */
  primarySoft: string;
  /** The primary colour as text and links on the page's light backgrounds and on `primarySoft`. */
  primaryText: string;
  /** The hero's heading and sub-heading colours, readable on its dark backdrop. */
  heading: string;
  subheading: string;
}

/** The site's colours from the agency's primary, heading and sub-heading colours (each a hex colour). */
export function brandPalette(colors: { primary: string; heading: string; subheading: string }): BrandPalette {
  const primary = fullHex(colors.primary);
  const onPrimary = textOn(primary);
  const primarySoft = mix(primary, "#ffffff", 0.86);
  return {
    primary,
    onPrimary,
    primaryHover: mix(primary, onPrimary === "#ffffff" ? "#000000" : "#ffffff", 0.18),
    primarySoft,
    primaryText: readableOn(primary, [...PAGE_BACKGROUNDS, primarySoft], false),
    heading: readableOn(colors.heading, [HERO_BACKDROP], true),
    subheading: readableOn(colors.subheading, [HERO_BACKDROP], true),
  };
}

/** What the website editor says of a colour: the colour the site will show, when that differs from the chosen one. */
export function adjustedColor(chosen: string, shown: string): string | null {
  return isHexColor(chosen) && fullHex(chosen) !== shown ? shown : null;
}
