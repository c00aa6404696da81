import type { Cabin, FareConditions, FareFamily, FareFamilyName, PassengerType } from "@/shared/api/flights";
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
export function cabinsFor(it: Itinerary): Cabin[] {
  if (it.lowCost) return ["Economy"];
  return CABINS.filter((c) => c === "Economy" || (c === "Premium" && it.longestKm >= 2500) || (c === "Business" && it.longestKm >= 500) || (c === "First" && it.firstCabin && it.longestKm >= 5000));
}

export interface SlicePrice {
  /** Per adult. */
  readonly base: number;
  readonly tax: number;
}

/**
 * One adult's fare for one slice, in minor units: distance-based, with a demand factor seeded by
 * route, date and itinerary, nonstop premium, weekend uplift, cabin and fare-family multipliers.
 */
export function slicePrice(it: Itinerary, date: string, cabin: Cabin, family: FareFamilyName): SlicePrice {
  // Memoised per itinerary object (itinerariesFor caches those): a search prices each one per
  // passenger type for every offer that uses it. Pure, so the memo cannot change an answer.
  let prices = slicePrices.get(it);
  if (!prices) slicePrices.set(it, (prices = new Map()));
  const key = `${date}|${cabin}|${family}`;
  const known = prices.get(key);
  if (known) return known;
  const price = computeSlicePrice(it, date, cabin, family);
  prices.set(key, price);
  return price;
}

const slicePrices = new WeakMap<Itinerary, Map<string, SlicePrice>>();

function computeSlicePrice(it: Itinerary, date: string, cabin: Cabin, family: FareFamilyName): SlicePrice {
  const first = it.segments[0];
  const last = it.segments[it.segments.length - 1];
  const rng = new Prng(`price|${first?.origin.code}|${last?.destination.code}|${date}|${it.index}`);
  const demand = rng.range(0.82, 1.38);
  const stops = it.segments.length - 1;
  const stopFactor = stops === 0 ? 1.12 : stops === 1 ? 1 : 0.9;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 5 || weekday === 0 ? 1.1 : 1;
  const economy = (38 + 0.082 * it.totalKm) * demand * stopFactor * weekend * (it.lowCost ? 0.72 : 1);
  const baseMajor = Math.max(19, Math.round(economy * CABIN_MULTIPLIER[cabin] * FAMILY_MULTIPLIER[family]));
  const base = baseMajor * 100;
  // Airport and security charges per segment plus a small percentage (fuel, VAT-like).
  const tax = 1500 + 450 * it.segments.length + Math.round(base * 0.03);
  return { base, tax };
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
