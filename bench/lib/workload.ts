import type { FlightSearchRequestInput } from "@/shared/api/flights";
import { tripDate } from "./stats";

/** A mix of busy long-haul, regional and domestic routes; a third of searches are one-way. */
export const ROUTES: ReadonlyArray<readonly [string, string]> = [
  ["JFK", "LHR"],
  ["LAX", "NRT"],
  ["CDG", "JFK"],
  ["SFO", "ORD"],
  ["GRU", "MIA"],
  ["SYD", "SIN"],
  ["FRA", "DXB"],
  ["BOS", "MAD"],
  ["ATL", "DEN"],
  ["AMS", "BCN"],
];

export function searchBody(from: string, to: string, roundTrip: boolean, daysAhead: number, adults = 1): FlightSearchRequestInput {
  const start = tripDate(daysAhead);
  const selectedPassenger = { ADT: adults, CHD: 0, INF: 0 };
  if (roundTrip) {
    const end = tripDate(daysAhead + 7);
    return { routeType: "Round-Trip", selectedPassenger, formData: [{ id: 1, from: { location: from }, to: { location: to }, rangeDate: { startDate: start, endDate: end } }] };
  }
  return { routeType: "One-Way", selectedPassenger, formData: [{ id: 1, from: { location: from }, to: { location: to }, singleDate: start }] };
}

/** The i-th search of a run: route, trip type and date vary, so caches cannot hide the work. */
export function mixedSearch(i: number, random: () => number): { body: FlightSearchRequestInput; label: string } {
  const [from, to] = ROUTES[Math.floor(random() * ROUTES.length)] ?? ["JFK", "LHR"];
  const roundTrip = random() >= 1 / 3;
  const days = 20 + Math.floor(random() * 120) + (i % 3);
  return { body: searchBody(from, to, roundTrip, days), label: `${from}-${to} ${roundTrip ? "RT" : "OW"}` };
}

export const PASSWORD = "Demo@1234";
/** Seeded customers (docs/demo-logins.md) and the Host that resolves their agency. */
export const CUSTOMERS = [
  { email: "alice@acme.test", host: "acme.localhost" },
  { email: "bob@acme.test", host: "acme.localhost" },
  { email: "alice@nomad.test", host: "nomad.localhost" },
  { email: "bob@nomad.test", host: "nomad.localhost" },
] as const;
