import getSymbolFromCurrency from "currency-symbol-map";
import worldCountries from "world-countries";
import type { Country } from "@/shared/api/reference";

/** "🇺🇸" → "U+1F1FA U+1F1F8". */
function codePoints(text: string): string {
  return Array.from(text, (ch) => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase()}`).join(" ");
}

/**
 * The flag emoji drawn as an SVG (served by GET /api/code/:code/flag.svg), so the list needs no image host (none is
 * reachable offline). The list carries the picture's address, not the picture: as data URIs the 246 flags were 110 KB
 * of the list's 119, and the list travels in every page's first HTML (src/shared/first-answers.ts), parsed before
 * the page can answer a tap ("Every page fast on a phone").
 */
export function flagSvg(emoji: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30" viewBox="0 0 40 30">` + `<text x="20" y="16" dominant-baseline="middle" text-anchor="middle" font-size="26">${emoji}</text></svg>`;
}

/** Where a country's flag is served (spec A §3 "Country list entry": image). */
const flagPath = (code: string): string => `/api/code/${code}/flag.svg`;

let cache: Country[] | null = null;

/**
 * spec A §3 "Country list entry", built from the world-countries and currency-symbol-map
 * datasets. Countries without a currency of their own (Antarctica, Bouvet Island, …) are left out.
 */
export function listCountries(): Country[] {
  if (cache) return cache;
  const list: Country[] = [];
  for (const c of worldCountries) {
    const [currency, info] = Object.entries(c.currencies ?? {})[0] ?? [];
    if (!currency) continue;
    list.push({
      name: c.name.common,
      code: c.cca2,
      currency,
      emoji: c.flag,
      unicode: codePoints(c.flag),
      image: flagPath(c.cca2),
      symbol: getSymbolFromCurrency(currency) ?? info?.symbol ?? currency,
    });
  }
  list.sort((a, b) => a.name.localeCompare(b.name, "en"));
  cache = list;
  return list;
}
