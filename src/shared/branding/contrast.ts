// WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), measured by the palette the site
// derives from an agency's colours (palette.ts).

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

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
