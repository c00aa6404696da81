import { allAirports, type Airport } from "./airports";
import { isHub } from "./carriers";

interface Entry {
  readonly airport: Airport;
  readonly code: string;
  readonly city: string;
  readonly name: string;
  readonly country: string;
  /** Every word of city and name, for "word starts with" matches ("heathrow"). */
  readonly words: readonly string[];
  readonly hub: boolean;
}

/** Lower case, accents stripped (São Paulo → sao paulo), punctuation to spaces. */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

let index: { byFirstChar: Map<string, Entry[]>; byCode: Map<string, Entry> } | undefined;

function build() {
  const byFirstChar = new Map<string, Entry[]>();
  const byCode = new Map<string, Entry>();
  for (const airport of allAirports()) {
    const city = normalize(airport.city);
    const name = normalize(airport.name);
    const entry: Entry = {
      airport,
      code: airport.code.toLowerCase(),
      city,
      name,
      country: normalize(airport.country),
      words: [...new Set([...city.split(" "), ...name.split(" ")])].filter(Boolean),
      hub: isHub(airport.code),
    };
    byCode.set(entry.code, entry);
    // Bucket by the first letter of every word so a query only scans candidates that can match.
    const firsts = new Set([entry.code[0], ...entry.words.map((w) => w[0]), entry.country[0]]);
    for (const ch of firsts) {
      if (!ch) continue;
      const bucket = byFirstChar.get(ch);
      if (bucket) bucket.push(entry);
      else byFirstChar.set(ch, [entry]);
    }
  }
  return { byFirstChar, byCode };
}

function idx() {
  index ??= build();
  return index;
}

/**
 * Builds the index now rather than on the first query (bench/airport-search.ts times a warm search).
 * @public
 */
export function warmAirportIndex(): void {
  idx();
}

/**
 * Airport suggestions: exact IATA code first, then city prefix, then name prefix, then any word
 * of city or name, then country prefix. Within a tier, hub airports first, then by city and code.
 */
export function searchAirports(query: string, limit = 10): Airport[] {
  const q = normalize(query);
  if (!q || limit <= 0) return [];
  const { byFirstChar, byCode } = idx();
  const exact = q.length === 3 ? byCode.get(q) : undefined;
  const scored: { entry: Entry; tier: number }[] = [];
  for (const entry of byFirstChar.get(q[0] ?? "") ?? []) {
    if (entry === exact) continue;
    let tier: number;
    if (entry.city.startsWith(q)) tier = 1;
    else if (entry.name.startsWith(q)) tier = 2;
    else if (entry.words.some((w) => w.startsWith(q)) || entry.city.includes(` ${q}`) || entry.name.includes(` ${q}`)) tier = 3;
    else if (entry.code.startsWith(q)) tier = 4;
    else if (entry.country.startsWith(q)) tier = 5;
    else continue;
    scored.push({ entry, tier });
  }
  scored.sort((a, b) => a.tier - b.tier || Number(b.entry.hub) - Number(a.entry.hub) || a.entry.city.localeCompare(b.entry.city) || a.entry.code.localeCompare(b.entry.code));
  const out = exact ? [exact.airport] : [];
  for (const s of scored) {
    if (out.length >= limit) break;
    out.push(s.entry.airport);
  }
  return out.slice(0, limit);
}
