import { PASSENGER_TYPES, type Cabin, type FareConditions, type FareFamily, type FareFamilyName, type PassengerType } from "@/shared/api/flights";
import { CABINS } from "@/shared/constants";
import { money, multiply, type Money } from "@/shared/money";
import type { Itinerary } from "./sandbox-schedule";
import { Prng } from "../sandbox/random";

/** The sandbox sells in one currency, as many suppliers do; the client converts for display. */
export const SANDBOX_CURRENCY = "USD";

const CABIN_MULTIPLIER: Record<Cabin, number> = { Economy: 1, Premium: 1.75, Business: 3.6, First: 6.2 };
const FAMILIES: Record<Cabin, readonly FareFamilyName[]> = {
  Economy: ["Basic", "Standard", "Flex"],
  Premium: ["Standard", "Flex"],
  Business: ["Standard", "Flex"],
  First: ["Standard", "Flex"],
};
const FAMILY_MULTIPLIER: Record<FareFamilyName, number> = { Basic: 1, Standard: 1.2, Flex: 1.6 };

const usd = (major: number): Money => money(major * 100, SANDBOX_CURRENCY);

function conditionsFor(cabin: Cabin, family: FareFamilyName): FareConditions {
  const premiumCabin = cabin !== "Economy";
  if (family === "Basic") {
    return { refundable: false, refundPenalty: null, changeable: false, changePenalty: null, checkedBags: 0, cabinBags: 1 };
  }
  if (family === "Flex") {
    return { refundable: true, refundPenalty: usd(0), changeable: true, changePenalty: usd(0), checkedBags: cabin === "First" ? 3 : 2, cabinBags: premiumCabin ? 2 : 1 };
  }
  if (!premiumCabin) {
    return { refundable: false, refundPenalty: null, changeable: true, changePenalty: usd(75), checkedBags: 1, cabinBags: 1 };
  }
  return {
    refundable: true,
    refundPenalty: usd(cabin === "Premium" ? 150 : 250),
    changeable: true,
    changePenalty: usd(cabin === "Premium" ? 100 : 150),
    checkedBags: cabin === "First" ? 3 : 2,
    cabinBags: 2,
  };
}

export function fareFamily(cabin: Cabin, name: FareFamilyName): FareFamily {
  return { code: `${cabin}-${name}`.toUpperCase(), name, cabin, conditions: conditionsFor(cabin, name) };
}

export function familiesFor(cabin: Cabin): readonly FareFamilyName[] {
  return FAMILIES[cabin];
}

/** Cabins an itinerary sells: low-cost carriers Economy only; Premium and First on long flights. */
export function cabinsFor(it: Itinerary): readonly Cabin[] {
  // Memoised per itinerary object, as its prices: a search asks for every combination of its itineraries.
  let cabins = cabinsOf.get(it);
  if (!cabins) cabinsOf.set(it, (cabins = sells(it)));
  return cabins;
}

function sells(it: Itinerary): readonly Cabin[] {
  if (it.lowCost) return ["Economy"];
  return CABINS.filter((c) => c === "Economy" || (c === "Premium" && it.longestKm >= 2500) || (c === "Business" && it.longestKm >= 500) || (c === "First" && it.firstCabin && it.longestKm >= 5000));
}

const cabinsOf = new WeakMap<Itinerary, readonly Cabin[]>();

export interface SlicePrice {
  /** Per adult. */
  readonly base: number;
  readonly tax: number;
  /** One passenger of each type: `passengerAmount` of the base and the tax, in minor units (made once, not per offer). */
  readonly passenger: Readonly<Record<PassengerType, { readonly base: number; readonly tax: number }>>;
}

const CABIN_SLOT = Object.fromEntries(CABINS.map((c, i) => [c, i * 3])) as Record<Cabin, number>;
const FAMILY_SLOT: Record<FareFamilyName, number> = { Basic: 0, Standard: 1, Flex: 2 };

/**
 * One adult's fare for one slice, in minor units: distance-based, with a demand factor seeded by
 * route, date and itinerary, nonstop premium, weekend uplift, cabin and fare-family multipliers.
 */
export function slicePrice(it: Itinerary, date: string, cabin: Cabin, family: FareFamilyName): SlicePrice {
  // Memoised per itinerary object (itinerariesFor caches those) and date, then by cabin and family in an array: a
  // cold search prices tens of thousands of candidates, and a key string a call was some 8 % of its garbage
  // (docs/performance.md "Search at 20 clients, part 7"). Pure, so the memo cannot change an answer.
  let byDate = slicePrices.get(it);
  if (!byDate) slicePrices.set(it, (byDate = new Map()));
  let day = byDate.get(date);
  if (!day) byDate.set(date, (day = { economy: economyFare(it, date), prices: new Array<SlicePrice | undefined>(CABINS.length * 3) }));
  return (day.prices[CABIN_SLOT[cabin] + FAMILY_SLOT[family]] ??= cabinPrice(it, day.economy, cabin, family));
}

/** An itinerary's prices on a date: its Economy fare before rounding (what the day decides), then each cabin's. */
interface DayPrices {
  readonly economy: number;
  readonly prices: Array<SlicePrice | undefined>;
}

const slicePrices = new WeakMap<Itinerary, Map<string, DayPrices>>();

function economyFare(it: Itinerary, date: string): number {
  const first = it.segments[0];
  const last = it.segments[it.segments.length - 1];
  const rng = new Prng(`price|${first?.origin.code}|${last?.destination.code}|${date}|${it.index}`);
  const demand = rng.range(0.82, 1.38);
  const stops = it.segments.length - 1;
  const stopFactor = stops === 0 ? 1.12 : stops === 1 ? 1 : 0.9;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 5 || weekday === 0 ? 1.1 : 1;
  return (38 + 0.082 * it.totalKm) * demand * stopFactor * weekend * (it.lowCost ? 0.72 : 1);
}

function cabinPrice(it: Itinerary, economy: number, cabin: Cabin, family: FareFamilyName): SlicePrice {
  const baseMajor = Math.max(19, Math.round(economy * CABIN_MULTIPLIER[cabin] * FAMILY_MULTIPLIER[family]));
  const base = baseMajor * 100;
  // Airport and security charges per segment plus a small percentage (fuel, VAT-like).
  const tax = 1500 + 450 * it.segments.length + Math.round(base * 0.03);
  const passenger = {} as Record<PassengerType, { base: number; tax: number }>;
  for (const type of PASSENGER_TYPES) passenger[type] = { base: passengerAmount(base, type, "base").amount, tax: passengerAmount(tax, type, "tax").amount };
  return { base, tax, passenger };
}

/** spec A §3: CHD and INF are priced separately; infants travel on a lap, at a fraction. */
export const PASSENGER_FACTORS: Record<PassengerType, { base: number; tax: number }> = {
  ADT: { base: 1, tax: 1 },
  CHD: { base: 0.75, tax: 1 },
  INF: { base: 0.1, tax: 0.25 },
};

export function passengerAmount(adult: number, type: PassengerType, part: "base" | "tax"): Money {
  return multiply(money(adult, SANDBOX_CURRENCY), PASSENGER_FACTORS[type][part]);
}
