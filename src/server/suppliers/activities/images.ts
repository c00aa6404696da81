import { hash32 } from "../sandbox/random";
import { productByCode } from "./sandbox-catalogue";

// The sandbox's product pictures, drawn here (no network, no stock photos): a landscape in colours
// seeded by the product and picture number, with the product's title as its text alternative. No text is drawn in
// it: the WebP a browser gets is drawn by libvips, whose fonts are the server's, and a page names the picture beside it.

const PALETTES = [
  ["#0b3d91", "#f5a623", "#2e7d32"],
  ["#6a1b9a", "#ff7043", "#00838f"],
  ["#1565c0", "#ffd54f", "#558b2f"],
  ["#37474f", "#ff8a65", "#26a69a"],
  ["#283593", "#f06292", "#7cb342"],
] as const;

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The size an activity's picture is served at: the details page's widest photo (16:9). */
export const ACTIVITY_PICTURE_SIZE = { width: 800, height: 450 };

/** An SVG picture of product `code`, number `n` (1-based); null when either is unknown. */
export function productImageSvg(code: string, n: number): string | null {
  const product = productByCode(code);
  if (!product || !Number.isInteger(n) || n < 1 || n > product.imageCount) return null;
  const h = hash32(`${code}:${n}`);
  const [sky, sun, land] = PALETTES[h % PALETTES.length] ?? PALETTES[0];
  const sunX = 120 + (h % 560);
  const ridge = Array.from({ length: 9 }, (_, i) => `${i * 100},${300 - ((h >>> (i * 3)) % 90)}`).join(" ");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" role="img" aria-label="${escape(product.title)}">` +
    `<title>${escape(product.title)}</title>` +
    `<rect width="800" height="450" fill="${sky}"/>` +
    `<circle cx="${sunX}" cy="120" r="60" fill="${sun}" opacity="0.9"/>` +
    `<polygon points="0,450 ${ridge} 800,450" fill="${land}"/>` +
    `</svg>`
  );
}
