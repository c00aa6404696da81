// Flight result filters, sort, facets and summary cards (spec A §4 "Flight search, results and
// filters", §5 "Flight stops"). Pure: the flight machine runs them on every filter or sort change
// and the server may run them too. A search prepares its offers once (O(n log n): the three sort
// orders and each offer's filter keys); after that every filter or sort change is one O(n) walk of
// a presorted order, so 1000 offers stay cheap per change.
import { FLIGHT_TIME_SLIDER_DEFAULT } from "../constants";
import type { ResultOffer } from "../api/flights";
import type { Cabin } from "./search-request";
import { bestScore, type FlightSort } from "./sorts";
import type { Money } from "../money";
import { applyListAction } from "../filters/selection";

export const DEFAULT_SORT: FlightSort = "Cheapest";

/** spec A §4: Any, Direct, 1 Stop, 2+ Stops. */
export const STOPS_OPTIONS = ["Any", "Direct", "OneStop", "TwoPlus"] as const;
export type StopsOption = (typeof STOPS_OPTIONS)[number];
export type StopClass = Exclude<StopsOption, "Any">;
const STOP_CLASSES: readonly StopClass[] = ["Direct", "OneStop", "TwoPlus"];

/**
 * spec A §4 time buckets on local wall time: Early Morning 12:00AM-04:59AM, Morning 05:00AM-11:59AM,
 * Afternoon 12:00PM-05:59PM, Evening 06:00PM-11:59PM.
 */
export const TIME_BUCKETS = ["EarlyMorning", "Morning", "Afternoon", "Evening"] as const;
export type TimeBucket = (typeof TIME_BUCKETS)[number];

/** spec A §4 "Time sliders default to [1,12]": hours; each end of the scale is open (12 means 12 h or more). */
const SLIDER_MIN = FLIGHT_TIME_SLIDER_DEFAULT[0];
const SLIDER_MAX = FLIGHT_TIME_SLIDER_DEFAULT[1];
export type HourRange = readonly [number, number];
export const SLIDERS = ["durationHours", "layoverHours"] as const;
export type SliderName = (typeof SLIDERS)[number];

export interface FlightFilters {
  stops: StopsOption;
  /** Selected airline codes; an offer passes when any of its legs is flown by one (so 'Only' works on mixed itineraries). */
  airlines: string[];
  /** Selected cabins of the fare family. */
  cabins: Cabin[];
  /** Buckets of the first leg's departure and arrival (the outbound flight). */
  departure: TimeBucket[];
  arrival: TimeBucket[];
  /** Every leg's door-to-door duration in hours. */
  durationHours: HourRange;
  /** Every connection's layover in hours (direct legs have none and always pass). */
  layoverHours: HourRange;
}

export type ListGroup = "airlines" | "cabins" | "departure" | "arrival";

/** One user action on the filter panel. `value` is checked against the group's options. */
export type FilterChange =
  | { kind: "stops"; stops: StopsOption }
  | { kind: "toggle"; group: ListGroup; value: string }
  | { kind: "selectAll"; group: ListGroup }
  | { kind: "clearAll"; group: ListGroup }
  | { kind: "only"; group: ListGroup; value: string }
  | { kind: "slider"; slider: SliderName; range: HourRange };

export interface OptionFacet<T extends string = string> {
  value: T;
  /** Offers in this option (over the whole result, not the filtered list). */
  count: number;
  lowest: Money | null;
}

export interface FlightFacets {
  stops: Record<StopClass, OptionFacet<StopClass>>;
  cabins: OptionFacet<Cabin>[];
  airlines: Array<OptionFacet & { name: string }>;
}

export interface OfferKeys {
  offer: ResultOffer;
  /** The class every leg shares, or null when legs differ (then only 'Any' shows it: spec A §5). */
  stopClass: StopClass | null;
  airlines: string[];
  cabin: Cabin;
  departure: TimeBucket;
  arrival: TimeBucket;
  minLegHours: number;
  maxLegHours: number;
  maxLayoverHours: number;
}

export interface PreparedOffers {
  keys: OfferKeys[];
  /** Indexes into `keys`, one presorted order per sort option. */
  order: Record<FlightSort, number[]>;
  facets: FlightFacets;
}

export interface SummaryCard {
  offerId: string;
  totalAmount: Money;
  /** First-leg minutes. */
  duration: number;
}

export interface FlightSummaries {
  cheapest: SummaryCard | null;
  best: SummaryCard | null;
  quickest: SummaryCard | null;
}

// ---------------------------------------------------------------- keys

function stopClassOf(stops: number): StopClass {
  if (stops === 0) return "Direct";
  return stops === 1 ? "OneStop" : "TwoPlus";
}

/** Hour of a local date-time `YYYY-MM-DDTHH:mm…`, read from the text so the airport's wall time counts, not ours. */
function localMinuteOfDay(localDateTime: string): number {
  const hours = Number(localDateTime.slice(11, 13));
  const minutes = Number(localDateTime.slice(14, 16));
  return hours * 60 + minutes;
}

export function timeBucketOf(localDateTime: string): TimeBucket {
  const minute = localMinuteOfDay(localDateTime);
  if (minute < 5 * 60) return "EarlyMorning";
  if (minute < 12 * 60) return "Morning";
  if (minute < 18 * 60) return "Afternoon";
  return "Evening";
}

function keysOf(offer: ResultOffer): OfferKeys {
  const first = offer.flights[0];
  let stopClass: StopClass | null = null;
  const airlines: string[] = [];
  let minLeg = Number.POSITIVE_INFINITY;
  let maxLeg = 0;
  let maxLayover = 0;
  offer.flights.forEach((leg, i) => {
    const legClass = stopClassOf(leg.stops.length);
    stopClass = i === 0 ? legClass : stopClass === legClass ? stopClass : null;
    if (!airlines.includes(leg.airline)) airlines.push(leg.airline);
    minLeg = Math.min(minLeg, leg.duration / 60);
    maxLeg = Math.max(maxLeg, leg.duration / 60);
    for (const stop of leg.stops) maxLayover = Math.max(maxLayover, stop.layover / 60);
  });
  return {
    offer,
    stopClass,
    airlines,
    cabin: offer.fareFamily.cabin,
    departure: timeBucketOf(first?.departureTime ?? "T00:00"),
    arrival: timeBucketOf(first?.arrivalTime ?? "T00:00"),
    minLegHours: Number.isFinite(minLeg) ? minLeg : 0,
    maxLegHours: maxLeg,
    maxLayoverHours: maxLayover,
  };
}

function firstLegMinutes(offer: ResultOffer): number {
  return offer.flights[0]?.duration ?? Number.POSITIVE_INFINITY;
}

// ---------------------------------------------------------------- prepare (once per search)

function lower(current: Money | null, candidate: Money): Money {
  return current === null || candidate.amount < current.amount ? candidate : current;
}

function facetsOf(keys: readonly OfferKeys[]): FlightFacets {
  const stops = Object.fromEntries(STOP_CLASSES.map((value) => [value, { value, count: 0, lowest: null }])) as Record<StopClass, OptionFacet<StopClass>>;
  const cabins = new Map<Cabin, OptionFacet<Cabin>>();
  const airlines = new Map<string, OptionFacet & { name: string }>();
  for (const key of keys) {
    const price = key.offer.totalAmount;
    if (key.stopClass) {
      const facet = stops[key.stopClass];
      facet.count += 1;
      facet.lowest = lower(facet.lowest, price);
    }
    const cabin = cabins.get(key.cabin) ?? { value: key.cabin, count: 0, lowest: null };
    cabin.count += 1;
    cabin.lowest = lower(cabin.lowest, price);
    cabins.set(key.cabin, cabin);
    for (const leg of key.offer.flights) {
      const airline = airlines.get(leg.airline) ?? { value: leg.airline, name: leg.airlineName, count: 0, lowest: null };
      airlines.set(leg.airline, airline);
    }
    for (const code of key.airlines) {
      const airline = airlines.get(code);
      if (!airline) continue;
      airline.count += 1;
      airline.lowest = lower(airline.lowest, price);
    }
  }
  const cabinOrder = ["Economy", "Premium", "Business", "First"];
  return {
    stops,
    cabins: [...cabins.values()].sort((a, b) => cabinOrder.indexOf(a.value) - cabinOrder.indexOf(b.value)),
    airlines: [...airlines.values()].sort((a, b) => a.name.localeCompare(b.name) || a.value.localeCompare(b.value)),
  };
}

/** Once per search: filter keys, the three sort orders (spec A §4) and the facets. */
export function prepareOffers(offers: readonly ResultOffer[]): PreparedOffers {
  const keys = offers.map(keysOf);
  let cheapest = Number.POSITIVE_INFINITY;
  let quickest = Number.POSITIVE_INFINITY;
  for (const offer of offers) {
    cheapest = Math.min(cheapest, offer.totalAmount.amount);
    quickest = Math.min(quickest, firstLegMinutes(offer));
  }
  const indexes = offers.map((_, i) => i);
  const price = (i: number) => offers[i]?.totalAmount.amount ?? 0;
  const duration = (i: number) => (offers[i] ? firstLegMinutes(offers[i]) : 0);
  const scores = offers.map((offer) => bestScore(offer, cheapest, quickest));
  const score = (i: number) => scores[i] ?? 0;
  return {
    keys,
    order: {
      Cheapest: [...indexes].sort((a, b) => price(a) - price(b) || duration(a) - duration(b) || a - b),
      Quickest: [...indexes].sort((a, b) => duration(a) - duration(b) || price(a) - price(b) || a - b),
      Best: [...indexes].sort((a, b) => score(a) - score(b) || price(a) - price(b) || a - b),
    },
    facets: facetsOf(keys),
  };
}

// ---------------------------------------------------------------- filters

export function defaultFilters(facets: FlightFacets): FlightFilters {
  return {
    stops: "Any",
    airlines: facets.airlines.map((facet) => facet.value),
    cabins: facets.cabins.map((facet) => facet.value),
    departure: [...TIME_BUCKETS],
    arrival: [...TIME_BUCKETS],
    durationHours: FLIGHT_TIME_SLIDER_DEFAULT,
    layoverHours: FLIGHT_TIME_SLIDER_DEFAULT,
  };
}

function clampRange(range: HourRange): HourRange {
  const clamp = (n: number) => Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, Number.isFinite(n) ? n : SLIDER_MIN));
  const a = clamp(range[0]);
  const b = clamp(range[1]);
  return a <= b ? [a, b] : [b, a];
}

/** Applies one panel action. Unknown option values leave the filters as they are. */
export function applyFilterChange(filters: FlightFilters, change: FilterChange, facets: FlightFacets): FlightFilters {
  switch (change.kind) {
    case "stops":
      return STOPS_OPTIONS.includes(change.stops) ? { ...filters, stops: change.stops } : filters;
    case "slider":
      return { ...filters, [change.slider]: clampRange(change.range) };
    default:
      switch (change.group) {
        case "airlines":
          return {
            ...filters,
            airlines: applyListAction(
              facets.airlines.map((facet) => facet.value),
              filters.airlines,
              change,
            ),
          };
        case "cabins":
          return {
            ...filters,
            cabins: applyListAction(
              facets.cabins.map((facet) => facet.value),
              filters.cabins,
              change,
            ),
          };
        case "departure":
          return { ...filters, departure: applyListAction(TIME_BUCKETS, filters.departure, change) };
        case "arrival":
          return { ...filters, arrival: applyListAction(TIME_BUCKETS, filters.arrival, change) };
      }
  }
}

function withinRange(low: number, high: number, range: HourRange): boolean {
  const [min, max] = range;
  return (min <= SLIDER_MIN || low >= min) && (max >= SLIDER_MAX || high <= max);
}

/** Filters combine in sequence (spec A §4): stops, airlines, cabins, times, sliders. */
function matchesFilters(key: OfferKeys, filters: FlightFilters, sets?: FilterSets): boolean {
  const s = sets ?? setsOf(filters);
  if (filters.stops !== "Any" && key.stopClass !== filters.stops) return false;
  if (!key.airlines.some((code) => s.airlines.has(code))) return false;
  if (!s.cabins.has(key.cabin)) return false;
  if (!s.departure.has(key.departure) || !s.arrival.has(key.arrival)) return false;
  if (!withinRange(key.minLegHours, key.maxLegHours, filters.durationHours)) return false;
  return withinRange(0, key.maxLayoverHours, filters.layoverHours);
}

interface FilterSets {
  airlines: ReadonlySet<string>;
  cabins: ReadonlySet<string>;
  departure: ReadonlySet<string>;
  arrival: ReadonlySet<string>;
}

function setsOf(filters: FlightFilters): FilterSets {
  return {
    airlines: new Set(filters.airlines),
    cabins: new Set(filters.cabins),
    departure: new Set(filters.departure),
    arrival: new Set(filters.arrival),
  };
}

/** The visible list in the chosen order: one O(n) walk of the presorted order. */
export function visibleOffers(prepared: PreparedOffers, filters: FlightFilters, sort: FlightSort): ResultOffer[] {
  const sets = setsOf(filters);
  const visible: ResultOffer[] = [];
  for (const index of prepared.order[sort]) {
    const key = prepared.keys[index];
    if (key && matchesFilters(key, filters, sets)) visible.push(key.offer);
  }
  return visible;
}

// ---------------------------------------------------------------- summary cards

function card(offer: ResultOffer | undefined): SummaryCard | null {
  return offer ? { offerId: offer.id, totalAmount: offer.totalAmount, duration: firstLegMinutes(offer) } : null;
}

/** spec A §4 Cheapest, Best and Quickest cards, over the given (visible) offers, in O(n). */
export function summarize(offers: readonly ResultOffer[]): FlightSummaries {
  let cheapest: ResultOffer | undefined;
  let quickest: ResultOffer | undefined;
  for (const offer of offers) {
    if (!cheapest || offer.totalAmount.amount < cheapest.totalAmount.amount) cheapest = offer;
    if (!quickest || firstLegMinutes(offer) < firstLegMinutes(quickest)) quickest = offer;
  }
  let best: ResultOffer | undefined;
  let bestValue = Number.POSITIVE_INFINITY;
  if (cheapest && quickest) {
    const low = cheapest.totalAmount.amount;
    const fast = firstLegMinutes(quickest);
    for (const offer of offers) {
      const value = bestScore(offer, low, fast);
      if (value < bestValue) {
        bestValue = value;
        best = offer;
      }
    }
  }
  return { cheapest: card(cheapest), best: card(best), quickest: card(quickest) };
}
