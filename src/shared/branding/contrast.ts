// WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): the site's text colour on the
// agency's primary colour, and the settings editor's warning when that text fails AA.

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;
/** The two text colours the site puts on the primary colour (white, or slate-900). */
export const TEXT_ON_LIGHT = "#0f172a";
export const TEXT_ON_DARK = "#ffffff";

export function isHexColor(value: string): boolean {
  return HEX.test(value.trim());
}

/** "#abc" → "#aabbcc", lower case. */
export function fullHex(hex: string): string {
  const value = hex.trim().toLowerCase();
  return value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join("")}` : value;
}

function relativeLuminance(hex: string): number {
  const full = fullHex(hex);
  const channel = (i: number) => {
    const v = parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour the site puts on `background`: slate-900 on light colours, white otherwise. The
 * threshold sits high (0.45, not the 0.18 where both contrast alike) because buttons draw the text on
 * a darker shade of the primary colour (`--color-primary-strong`), where white reads better.
 */
export function readableTextOn(background: string): string {
  return relativeLuminance(background) > 0.45 ? TEXT_ON_LIGHT : TEXT_ON_DARK;
}

/** How the site's text reads on the primary colour: its colour, the ratio and whether it passes AA. */
export function primaryTextContrast(primary: string): { text: string; ratio: number; passesAA: boolean } {
  const text = readableTextOn(primary);
  const ratio = contrastRatio(primary, text);
  return { text, ratio, passesAA: ratio >= AA_CONTRAST };
}
