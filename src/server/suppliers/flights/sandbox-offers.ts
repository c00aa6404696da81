import type { Cabin, FareFamily, FareFamilyName, FlightLeg, FlightOffer, PassengerPrice } from "@/shared/api/flights";
import { PASSENGER_TYPES } from "@/shared/api/flights";
import { add, money, multiply, sum } from "@/shared/money";
import { airportByCode, type Airport } from "../reference/airports";
import { encodeOfferId, type OfferKey } from "./sandbox-offer-id";
import { cabinsFor, fareFamily, familiesFor, SANDBOX_CURRENCY, slicePrice } from "./sandbox-fares";
import { Prng } from "../sandbox/random";
import { itinerariesFor, type Itinerary } from "./sandbox-schedule";
import { formatLocal } from "../sandbox/time";
import { SANDBOX_TRIGGERS } from "./sandbox-triggers";
import type { CabinPreference } from "@/shared/api/flights";
import { CABINS } from "@/shared/constants";
import type { PassengerCounts, SupplierSlice } from "./types";
import { SupplierError } from "./types";

const TTL_MS = SANDBOX_TRIGGERS.offerTtlMinutes * 60_000;
/** Caps on the combinations a multi-slice search considers before pricing. */
const MAX_COMBOS_PER_CARRIER = 150;
const MAX_COMBOS = 2500;

export function resolveAirport(code: string): Airport {
  const airport = airportByCode(code);
  if (!airport) throw new SupplierError("INVALID_REQUEST", `Unknown airport ${code}`);
  return airport;
}

function sliceItineraries(slices: readonly SupplierSlice[]): Itinerary[][] {
  return slices.map((s) => itinerariesFor(resolveAirport(s.origin), resolveAirport(s.destination), s.departureDate));
}

/** Same-airline round trips and multi-city first, as airlines sell them; interline mixes only when few. */
function combinations(lists: readonly Itinerary[][]): number[][] {
  const combos: number[][] = [];
  const seen = new Set<string>();
  const push = (c: number[]) => {
    const k = c.join(".");
    if (!seen.has(k) && combos.length < MAX_COMBOS) {
      seen.add(k);
      combos.push(c);
    }
  };
  const product = (options: readonly number[][], cap: number) => {
    let acc: number[][] = [[]];
    for (const opts of options) {
      const next: number[][] = [];
      for (const prefix of acc) for (const o of opts) if (next.length < cap) next.push([...prefix, o]);
      acc = next;
    }
    return acc;
  };
  if (lists.length === 1) return (lists[0] ?? []).map((it) => [it.index]);
  const carriers = [...new Set((lists[0] ?? []).map((it) => it.validating.code))];
  for (const code of carriers) {
    const perSlice = lists.map((l) => l.filter((it) => it.validating.code === code).map((it) => it.index));
    if (perSlice.every((p) => p.length > 0)) for (const c of product(perSlice, MAX_COMBOS_PER_CARRIER)) push(c);
  }
  if (combos.length < 50)
    for (const c of product(
      lists.map((l) => l.slice(0, 8).map((it) => it.index)),
      500,
    ))
      push(c);
  return combos;
}

interface Candidate {
  readonly combo: readonly number[];
  readonly cabin: Cabin;
  readonly family: FareFamilyName;
  readonly total: number;
  readonly departs: number;
}

function adultTotal(its: readonly Itinerary[], slices: readonly SupplierSlice[], cabin: Cabin, family: FareFamilyName, counts: PassengerCounts): number {
  let total = 0;
  its.forEach((it, i) => {
    const { passenger } = slicePrice(it, slices[i]?.departureDate ?? "", cabin, family);
    for (const type of PASSENGER_TYPES) {
      const n = counts[type];
      if (n > 0) total += n * (passenger[type].base + passenger[type].tax);
    }
  });
  return total;
}

function leg(it: Itinerary, cabin: Cabin): FlightLeg {
  const first = it.segments[0];
  const last = it.segments[it.segments.length - 1];
  if (!first || !last) throw new Error("itinerary without segments");
  return {
    origin: first.origin.code,
    destination: last.destination.code,
    airline: it.validating.code,
    airlineName: it.validating.name,
    cabin,
    stops: it.segments.slice(1).map((s, i) => ({
      airport: s.origin.code,
      city: s.origin.city,
      layover: Math.round((s.departs - (it.segments[i]?.arrives ?? s.departs)) / 60_000),
    })),
    duration: Math.round((last.arrives - first.departs) / 60_000),
    departureTime: formatLocal(first.departs, first.origin.timeZone),
    arrivalTime: formatLocal(last.arrives, last.destination.timeZone),
    segments: it.segments.map((s) => ({
      origin: s.origin.code,
      destination: s.destination.code,
      departureTime: formatLocal(s.departs, s.origin.timeZone),
      arrivalTime: formatLocal(s.arrives, s.destination.timeZone),
      duration: s.duration,
      marketingCarrier: s.carrier.code,
      marketingCarrierName: s.carrier.name,
      operatingCarrier: s.carrier.code,
      flightNumber: s.flightNumber,
      aircraft: s.aircraft,
      cabin,
      distanceKm: s.distanceKm,
    })),
  };
}

function passengerPrices(its: readonly Itinerary[], key: OfferKey, uplift: number): PassengerPrice[] {
  const counts: PassengerCounts = { ADT: key.p[0], CHD: key.p[1], INF: key.p[2] };
  const prices: PassengerPrice[] = [];
  for (const type of PASSENGER_TYPES) {
    const count = counts[type];
    if (count === 0) continue;
    let base = 0;
    let tax = 0;
    its.forEach((it, i) => {
      const one = slicePrice(it, key.s[i]?.[2] ?? "", key.c, key.f).passenger[type];
      base += one.base;
      tax += one.tax;
    });
    const baseAmount = uplift ? multiply(money(base, SANDBOX_CURRENCY), 1 + uplift / 100) : money(base, SANDBOX_CURRENCY);
    const taxAmount = money(tax, SANDBOX_CURRENCY);
    prices.push({ type, count, baseAmount, taxAmount, totalAmount: multiply(add(baseAmount, taxAmount), count) });
  }
  return prices;
}

/**
 * What the offers of one search share (issue "Every page fast on a phone": cold flight search, the server's memory):
 * the slices' itineraries, and each (slice, itinerary, cabin)'s leg and each (cabin, family)'s fare family, made once
 * and handed to every offer that has them. A 1000-offer round trip has a few dozen distinct legs, so its offers hold
 * one copy of each instead of a thousand, and the search does not format their times and stops again per offer. The
 * offers are the same values (their JSON is byte-equal); they are only read (the search cache freezes them).
 */
interface SearchParts {
  readonly lists: readonly Itinerary[][];
  readonly legs: Array<Map<number, FlightLeg>>;
  readonly families: Map<string, FareFamily>;
  /** The search's time decides both: every offer of a search expires together, and its seats' seed starts alike. */
  readonly expiresAt: string;
  readonly seatSeed: string;
}

const expiresAtOf = (t: OfferKey["t"]) => new Date(t * 1000 + TTL_MS).toISOString();
const seatSeedOf = (slices: OfferKey["s"]) => `seats|${slices.flat().join("|")}|`;

function sharedLeg(parts: SearchParts | undefined, slice: number, it: Itinerary, cabin: Cabin): FlightLeg {
  if (!parts) return leg(it, cabin);
  // Per slice, by a number (not a string made for every offer's every leg).
  let legs = parts.legs[slice];
  if (!legs) parts.legs[slice] = legs = new Map();
  const key = it.index * CABINS.length + CABINS.indexOf(cabin);
  let made = legs.get(key);
  if (!made) legs.set(key, (made = leg(it, cabin)));
  return made;
}

function sharedFamily(parts: SearchParts | undefined, cabin: Cabin, name: FareFamilyName): FareFamily {
  if (!parts) return fareFamily(cabin, name);
  const key = `${cabin}|${name}`;
  let made = parts.families.get(key);
  if (!made) parts.families.set(key, (made = fareFamily(cabin, name)));
  return made;
}

/** Builds the full offer an id stands for. Throws OFFER_NOT_FOUND if the id names nothing. */
export function materialize(key: OfferKey, parts?: SearchParts): FlightOffer {
  const lists = parts?.lists ?? sliceItineraries(key.s.map(([origin, destination, departureDate]) => ({ origin, destination, departureDate })));
  const its = key.i.map((index, i) => lists[i]?.[index]);
  if (its.some((it) => !it)) throw new SupplierError("OFFER_NOT_FOUND", "This offer is no longer available");
  const itineraries = its as Itinerary[];
  if (itineraries.some((it) => !cabinsFor(it).includes(key.c)) || !familiesFor(key.c).includes(key.f)) {
    throw new SupplierError("OFFER_NOT_FOUND", "This offer is no longer available");
  }
  const passengers = passengerPrices(itineraries, key, key.a ?? 0);
  const flights = itineraries.map((it, slice) => sharedLeg(parts, slice, it, key.c));
  const seatsNeeded = key.p[0] + key.p[1];
  const seatRng = new Prng(`${parts?.seatSeed ?? seatSeedOf(key.s)}${key.i.join(".")}|${key.c}|${key.f}`);
  return {
    id: encodeOfferId(key),
    expiresAt: parts?.expiresAt ?? expiresAtOf(key.t),
    flights,
    totalAmount: sum(
      passengers.map((p) => p.totalAmount),
      SANDBOX_CURRENCY,
    ),
    passengers,
    fareFamily: sharedFamily(parts, key.c, key.f),
    validatingCarrier: itineraries[0]?.validating.code ?? "",
    maxStops: Math.max(...flights.map((f) => f.stops.length)),
    seatsRemaining: Math.max(seatsNeeded, seatRng.int(2, 9)),
  };
}

export interface GenerateInput {
  readonly slices: readonly SupplierSlice[];
  readonly passengers: PassengerCounts;
  readonly cabin: CabinPreference;
  readonly maxResults: number;
  readonly searchedAt: Date;
}

/**
 * The search: every priced (itineraries, cabin, fare family) candidate, capped at maxResults by
 * taking the cheapest of each cabin in turn (so a capped list still shows every cabin), then
 * sorted by total, first departure and id.
 */
export function generateOffers(input: GenerateInput): FlightOffer[] {
  const lists = sliceItineraries(input.slices);
  const candidates: Candidate[][] = [];
  const byCabin = new Map<Cabin, Candidate[]>();
  for (const combo of combinations(lists)) {
    const its = combo.map((index, i) => lists[i]?.[index]).filter((x): x is Itinerary => x !== undefined);
    const cabins = its.map(cabinsFor).reduce((a, b) => a.filter((c) => b.includes(c)));
    for (const cabin of cabins) {
      if (input.cabin !== "NoPreference" && input.cabin !== cabin) continue;
      for (const family of familiesFor(cabin)) {
        const total = adultTotal(its, input.slices, cabin, family, input.passengers);
        const list = byCabin.get(cabin) ?? [];
        list.push({ combo, cabin, family, total, departs: its[0]?.segments[0]?.departs ?? 0 });
        byCabin.set(cabin, list);
      }
    }
  }
  const order = (a: Candidate, b: Candidate) => a.total - b.total || a.departs - b.departs || a.combo.join(".").localeCompare(b.combo.join(".")) || a.family.localeCompare(b.family);
  for (const list of byCabin.values()) candidates.push(list.sort(order));
  const chosen: Candidate[] = [];
  for (let i = 0; chosen.length < input.maxResults && candidates.some((l) => i < l.length); i++) {
    for (const list of candidates) {
      const c = list[i];
      if (c && chosen.length < input.maxResults) chosen.push(c);
    }
  }
  chosen.sort(order);
  const t = Math.floor(input.searchedAt.getTime() / 1000);
  const p: OfferKey["p"] = [input.passengers.ADT, input.passengers.CHD, input.passengers.INF];
  const s = input.slices.map((x) => [x.origin, x.destination, x.departureDate] as [string, string, string]);
  const parts: SearchParts = { lists, legs: [], families: new Map(), expiresAt: expiresAtOf(t), seatSeed: seatSeedOf(s) };
  return chosen.map((c) => materialize({ v: 1, s, p, i: [...c.combo], c: c.cabin, f: c.family, t }, parts));
}
