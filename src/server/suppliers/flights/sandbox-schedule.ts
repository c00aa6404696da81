import { airlinesOfCountry, type Airline } from "../reference/airlines";
import type { Airport } from "../reference/airports";
import { carriersAtHub, hubAirports, isHub, majorCarriers, type Carrier } from "../reference/carriers";
import { greatCircleKm } from "../reference/geo";
import { Prng } from "../sandbox/random";
import { localToEpoch } from "../sandbox/time";

/** Typical jet cruise speed and the time spent taxiing, climbing and descending. */
const CRUISE_KMH = 830;
const TAXI_MINUTES = 30;
const MAX_NONSTOP_KM = 15_500;
const MIN_LEG_KM = 150;

export interface ScheduledSegment {
  readonly origin: Airport;
  readonly destination: Airport;
  readonly carrier: Airline;
  readonly flightNumber: string;
  readonly aircraft: string;
  readonly departs: number;
  readonly arrives: number;
  readonly duration: number;
  readonly distanceKm: number;
}

export interface Itinerary {
  /** Position in the slice's list, part of the offer id. */
  readonly index: number;
  readonly segments: readonly ScheduledSegment[];
  /** Carrier of the longest segment: it sells the ticket and sets the cabins. */
  readonly validating: Airline;
  readonly lowCost: boolean;
  readonly firstCabin: boolean;
  readonly longestKm: number;
  readonly totalKm: number;
}

/** Block time in minutes for a distance, rounded to 5. */
export function blockMinutes(distanceKm: number): number {
  return Math.max(35, Math.round(((distanceKm / CRUISE_KMH) * 60 + TAXI_MINUTES) / 5) * 5);
}

function aircraftFor(distanceKm: number, lowCost: boolean, rng: Prng): string {
  if (lowCost) return rng.pick(["Airbus A320", "Airbus A321neo", "Boeing 737-800", "Boeing 737 MAX 8"]);
  if (distanceKm < 1200) return rng.pick(["Airbus A220-300", "Airbus A320", "Boeing 737-800", "Embraer E190"]);
  if (distanceKm < 4000) return rng.pick(["Airbus A321neo", "Airbus A320neo", "Boeing 737 MAX 8", "Boeing 757-200"]);
  return rng.pick(["Boeing 787-9", "Airbus A350-900", "Boeing 777-300ER", "Airbus A330-300"]);
}

interface Plan {
  readonly path: readonly Airport[];
  readonly carriers: readonly Airline[];
  readonly frequencies: number;
}

const asCarrier = (a: Airline): Carrier | undefined => majorCarriers().find((c) => c.code === a.code);

function uniqueByCode<T extends { code: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((i) => (seen.has(i.code) ? false : (seen.add(i.code), true)));
}

function directPlans(o: Airport, d: Airport, km: number, rng: Prng): Plan[] {
  if (km > MAX_NONSTOP_KM) return [];
  const plans: Plan[] = [];
  const busy = isHub(o.code) && isHub(d.code);
  for (const c of uniqueByCode([...carriersAtHub(o.code), ...carriersAtHub(d.code)])) {
    if (km > c.rangeKm) continue;
    plans.push({ path: [o, d], carriers: [c], frequencies: busy ? rng.int(2, 5) : rng.int(1, 3) });
  }
  if (km <= 3000) {
    // Regional flying: home carriers of either country, a few of them.
    const home = majorCarriers().filter((c) => (c.country === o.country || c.country === d.country) && !plans.some((p) => p.carriers[0]?.code === c.code));
    for (let i = 0; i < Math.min(3, home.length); i++) {
      const c = home[(rng.int(0, home.length - 1) + i) % home.length];
      if (c && !plans.some((p) => p.carriers[0]?.code === c.code)) plans.push({ path: [o, d], carriers: [c], frequencies: rng.int(1, 2) });
    }
    if (plans.length === 0 && km <= 2000) {
      const local = airlinesOfCountry(o.country);
      if (local.length > 0) plans.push({ path: [o, d], carriers: [rng.pick(local)], frequencies: rng.int(1, 2) });
    }
  }
  return plans;
}

function detourLimit(km: number): number {
  if (km > 3000) return 1.3;
  if (km > 1000) return 1.5;
  return 1.8;
}

interface HubOption {
  readonly hub: Airport;
  readonly detour: number;
}

function hubOptions(o: Airport, d: Airport, km: number, limit: number): HubOption[] {
  const out: HubOption[] = [];
  for (const hub of hubAirports()) {
    if (hub.code === o.code || hub.code === d.code) continue;
    const a = greatCircleKm(o, hub);
    const b = greatCircleKm(hub, d);
    if (a < MIN_LEG_KM || b < MIN_LEG_KM || a > MAX_NONSTOP_KM || b > MAX_NONSTOP_KM) continue;
    const detour = (a + b) / km;
    if (detour <= limit) out.push({ hub, detour });
  }
  return out.sort((x, y) => x.detour - y.detour || x.hub.code.localeCompare(y.hub.code));
}

function oneStopPlans(o: Airport, d: Airport, km: number, rng: Prng): Plan[] {
  const plans: Plan[] = [];
  for (const { hub } of hubOptions(o, d, km, detourLimit(km)).slice(0, 10)) {
    const longest = Math.max(greatCircleKm(o, hub), greatCircleKm(hub, d));
    const carriers = carriersAtHub(hub.code)
      .filter((c) => longest <= c.rangeKm)
      .slice(0, 2);
    for (const c of carriers) plans.push({ path: [o, hub, d], carriers: [c, c], frequencies: rng.int(1, 2) });
  }
  return plans;
}

function twoStopPlans(o: Airport, d: Airport, km: number, rng: Prng): Plan[] {
  if (km < 1500) return [];
  const limit = detourLimit(km) + 0.25;
  const near = hubOptions(o, d, km, limit).slice(0, 8);
  const pairs: { h1: Airport; h2: Airport; detour: number }[] = [];
  for (const { hub: h1 } of near) {
    for (const { hub: h2 } of near) {
      if (h1.code === h2.code) continue;
      const legs = [greatCircleKm(o, h1), greatCircleKm(h1, h2), greatCircleKm(h2, d)];
      if (legs.some((l) => l < MIN_LEG_KM || l > MAX_NONSTOP_KM)) continue;
      const detour = legs.reduce((s, l) => s + l, 0) / km;
      if (detour <= limit) pairs.push({ h1, h2, detour });
    }
  }
  pairs.sort((x, y) => x.detour - y.detour || x.h1.code.localeCompare(y.h1.code) || x.h2.code.localeCompare(y.h2.code));
  const plans: Plan[] = [];
  for (const { h1, h2 } of pairs.slice(0, 6)) {
    const legs = [greatCircleKm(o, h1), greatCircleKm(h1, h2), greatCircleKm(h2, d)];
    const c1 = carriersAtHub(h1.code).find((c) => Math.max(legs[0] ?? 0, legs[1] ?? 0) <= c.rangeKm);
    const c2 = carriersAtHub(h2.code).find((c) => Math.max(legs[1] ?? 0, legs[2] ?? 0) <= c.rangeKm);
    if (!c1 || !c2) continue;
    const middle = c1.hubs.some((h) => h.code === h2.code) ? c1 : c2;
    plans.push({ path: [o, h1, h2, d], carriers: [c1, middle, c2], frequencies: rng.int(1, 2) });
  }
  return plans;
}

function nearestHub(a: Airport): Airport | undefined {
  let best: Airport | undefined;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const hub of hubAirports()) {
    const km = greatCircleKm(a, hub);
    if (km < bestKm) [best, bestKm] = [hub, km];
  }
  return best;
}

/** Remote airports: fly to the hub nearest each end, through it. */
function fallbackPlans(o: Airport, d: Airport, rng: Prng): Plan[] {
  const path: Airport[] = [o];
  for (const hub of [nearestHub(o), nearestHub(d)]) {
    if (hub && hub.code !== d.code && !path.some((p) => p.code === hub.code)) path.push(hub);
  }
  path.push(d);
  const carriers = path.slice(0, -1).map((from, i) => {
    const to = path[i + 1];
    const hubCarrier = carriersAtHub(to?.code ?? "")[0] ?? carriersAtHub(from.code)[0];
    return hubCarrier ?? majorCarriers()[0];
  });
  if (carriers.some((c) => !c)) return [];
  return [{ path, carriers: carriers as Airline[], frequencies: rng.int(1, 2) }];
}

function departureMinutes(rng: Prng): number {
  // Most departures between 05:00 and 23:00; a few red-eyes after midnight.
  if (rng.next() < 0.06) return rng.int(0, 57) * 5;
  return rng.int(60, 276) * 5;
}

function build(plan: Plan, date: string, rng: Prng, index: number): Itinerary {
  let clockMinutes = departureMinutes(rng);
  const first = plan.path[0];
  if (!first) throw new Error("empty plan");
  let departs = localToEpoch(date, clockMinutes, first.timeZone);
  const segments: ScheduledSegment[] = [];
  for (let i = 0; i < plan.path.length - 1; i++) {
    const from = plan.path[i];
    const to = plan.path[i + 1];
    const carrier = plan.carriers[i];
    if (!from || !to || !carrier) throw new Error("inconsistent plan");
    const distanceKm = Math.round(greatCircleKm(from, to));
    const duration = blockMinutes(distanceKm);
    const lowCost = asCarrier(carrier)?.lowCost ?? false;
    const arrives = departs + duration * 60_000;
    segments.push({
      origin: from,
      destination: to,
      carrier,
      flightNumber: `${carrier.code}${distanceKm > 4000 ? rng.int(1, 299) : rng.int(300, 2999)}`,
      aircraft: aircraftFor(distanceKm, lowCost, rng),
      departs,
      arrives,
      duration,
      distanceKm,
    });
    clockMinutes = rng.int(11, 42) * 5; // connection: 55 to 210 minutes
    departs = arrives + clockMinutes * 60_000;
  }
  const longest = segments.reduce((a, b) => (b.distanceKm > a.distanceKm ? b : a));
  const validating = asCarrier(longest.carrier);
  return {
    index,
    segments,
    validating: longest.carrier,
    lowCost: validating?.lowCost ?? false,
    firstCabin: validating?.firstCabin ?? false,
    longestKm: longest.distanceKm,
    totalKm: segments.reduce((s, x) => s + x.distanceKm, 0),
  };
}

const cache = new Map<string, Itinerary[]>();
// A route-date's itineraries (hundreds, each with its segments and the fare memo hung on it) are
// rebuilt in a few milliseconds, and repeated searches are answered by the search cache in front of
// the supplier; 100 route-dates keep a busy hour's slices without holding tens of MiB (docs/performance.md "Memory").
const CACHE_SIZE = 100;

/**
 * Every itinerary the sandbox "flies" from o to d on a date, seeded by route and date only, so a
 * slice looks the same in a one-way, a round trip and a multi-city search.
 */
export function itinerariesFor(o: Airport, d: Airport, date: string): Itinerary[] {
  const key = `${o.code}|${d.code}|${date}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const rng = new Prng(`schedule|${key}`);
  const km = greatCircleKm(o, d);
  let plans = [...directPlans(o, d, km, rng), ...oneStopPlans(o, d, km, rng), ...twoStopPlans(o, d, km, rng)];
  if (plans.length === 0) plans = fallbackPlans(o, d, rng);
  const built: Omit<Itinerary, "index">[] = [];
  for (const plan of plans) {
    for (let f = 0; f < plan.frequencies; f++) built.push(build(plan, date, rng, 0));
  }
  built.sort((a, b) => (a.segments[0]?.departs ?? 0) - (b.segments[0]?.departs ?? 0));
  const list = built.map((it, index) => ({ ...it, index }));
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value ?? "");
  cache.set(key, list);
  return list;
}
