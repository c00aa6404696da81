// Car result filters and sort (spec B §4 "Car filters", §9 bands), written once: the booking machine
// runs them on every filter or sort change, the property test checks them (tests/unit/car-filters).
//  - groups: price bands, passengers, bags, vehicle type, vendor, features, policies;
//  - a group is offered only when it has more than one option;
//  - each option carries the lowest price found among the offers that have it;
//  - groups combine with AND, choices within one group with OR; a group with nothing chosen lets
//    every offer through (Select All and Clear All both mean "any", as on the brokers' result pages);
//  - sort Cheapest (ascending price, the default) or Highest (descending).
// A search prepares its offers once (each offer's option values and the groups); a filter change is then
// one walk of a presorted list, so 1,000 offers stay cheap per change.
import type { CarOffer } from "../api/cars";
import { toMajor, type Money } from "../money";
import { applyListAction, type ListAction } from "../filters/selection";
import { VEHICLE_SIZE_IDS } from "./acriss";

export const CAR_SORTS = ["Cheapest", "Highest"] as const;
export type CarSort = (typeof CAR_SORTS)[number];
export const DEFAULT_CAR_SORT: CarSort = "Cheapest";

export const CAR_FILTER_GROUPS = ["price", "passengers", "bags", "vehicleType", "vendor", "features", "policies"] as const;
export type CarFilterGroup = (typeof CAR_FILTER_GROUPS)[number];

/** spec B §9: under 200, 200-300, 300-400, over 400 (the price's major units, in the agency's currency). */
export const PRICE_BANDS = ["under200", "200to300", "300to400", "over400"] as const;
/** spec B §9: passenger groups 1-4 and 5 or more. */
export const PASSENGER_GROUPS = ["1to4", "5plus"] as const;
/** spec B §9: bag groups 1-2, 3-4 and 5 or more. */
export const BAG_GROUPS = ["1to2", "3to4", "5plus"] as const;
/** spec B §9: four-plus doors is a feature. */
export const CAR_FEATURES = ["airConditioning", "automatic", "fourPlusDoors", "unlimitedMileage"] as const;
export const CAR_POLICIES = ["freeCancellation", "fullToFull"] as const;

function priceBand(price: Money): (typeof PRICE_BANDS)[number] {
  const major = toMajor(price);
  if (major < 200) return "under200";
  if (major < 300) return "200to300";
  if (major < 400) return "300to400";
  return "over400";
}

const count = (capacity: string): number => Number.parseInt(capacity, 10) || 0;

/** The options of every group an offer has (features and policies: any number of them). */
export function optionValues(offer: CarOffer): Record<CarFilterGroup, string[]> {
  const passengers = count(offer.passangerCapacity);
  const bags = count(offer.bagCapacity);
  return {
    price: [priceBand(offer.price)],
    passengers: [passengers >= 5 ? "5plus" : "1to4"],
    bags: [bags >= 5 ? "5plus" : bags >= 3 ? "3to4" : "1to2"],
    vehicleType: [offer.size],
    vendor: [offer.vendorName],
    features: [
      ...(offer.isACavailable ? ["airConditioning"] : []),
      ...(offer.transmissionType === "Automatic" ? ["automatic"] : []),
      ...(offer.noOfDoors >= 4 ? ["fourPlusDoors"] : []),
      ...(offer.milage === "Unlimited" ? ["unlimitedMileage"] : []),
    ],
    policies: [...(offer.cancellationPolicy.charge.includedRateInd ? ["freeCancellation"] : []), ...(offer.fuelPolicy === "FullToFull" ? ["fullToFull"] : [])],
  };
}

/** The order a group lists its options in (vendors alphabetically). */
const FIXED_ORDER: Partial<Record<CarFilterGroup, readonly string[]>> = {
  price: PRICE_BANDS,
  passengers: PASSENGER_GROUPS,
  bags: BAG_GROUPS,
  vehicleType: VEHICLE_SIZE_IDS,
  features: CAR_FEATURES,
  policies: CAR_POLICIES,
};

export interface CarFilterOption {
  value: string;
  /** spec B §4: the lowest price found among the offers with this option. */
  lowestPrice: Money;
  count: number;
}

export interface CarFilterFacet {
  group: CarFilterGroup;
  options: CarFilterOption[];
}

export interface PreparedCars {
  /** Cheapest first (ties by id): Highest walks it backwards. */
  offers: CarOffer[];
  /** Each offer's option values, by offer id. */
  values: Record<string, Record<CarFilterGroup, string[]>>;
  /** Only the groups with more than one option, in spec B §4's order. */
  facets: CarFilterFacet[];
}

/** Chosen options per group; an empty list lets every offer through. */
export type CarFilters = Record<CarFilterGroup, string[]>;

export type CarFilterChange = { group: CarFilterGroup; action: "toggle" | "only"; value: string } | { group: CarFilterGroup; action: "selectAll" | "clearAll" };

function byPrice(a: CarOffer, b: CarOffer): number {
  return a.price.amount - b.price.amount || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Each group's options with their lowest price, keeping only groups with more than one option. */
export function carFacets(offers: readonly CarOffer[], values: PreparedCars["values"]): CarFilterFacet[] {
  const facets: CarFilterFacet[] = [];
  for (const group of CAR_FILTER_GROUPS) {
    const found = new Map<string, CarFilterOption>();
    for (const offer of offers) {
      for (const value of values[offer.id]?.[group] ?? []) {
        const option = found.get(value);
        if (!option) found.set(value, { value, lowestPrice: offer.price, count: 1 });
        else {
          option.count += 1;
          if (offer.price.amount < option.lowestPrice.amount) option.lowestPrice = offer.price;
        }
      }
    }
    if (found.size <= 1) continue;
    const order = FIXED_ORDER[group];
    const options = [...found.values()].sort((a, b) => (order ? order.indexOf(a.value) - order.indexOf(b.value) : a.value.localeCompare(b.value, "en")));
    facets.push({ group, options });
  }
  return facets;
}

export function prepareCars(offers: readonly CarOffer[]): PreparedCars {
  const sorted = [...offers].sort(byPrice);
  const values: PreparedCars["values"] = {};
  for (const offer of sorted) values[offer.id] = optionValues(offer);
  return { offers: sorted, values, facets: carFacets(sorted, values) };
}

export function defaultCarFilters(): CarFilters {
  return { price: [], passengers: [], bags: [], vehicleType: [], vendor: [], features: [], policies: [] };
}

/** A change to a group that is not offered, or to an option it does not have, changes nothing. */
export function applyCarFilterChange(filters: CarFilters, change: CarFilterChange, prepared: PreparedCars): CarFilters {
  const facet = prepared.facets.find((f) => f.group === change.group);
  if (!facet) return filters;
  const options = facet.options.map((o) => o.value);
  const action: ListAction = "value" in change ? { kind: change.action, value: change.value } : { kind: change.action };
  return { ...filters, [change.group]: applyListAction(options, filters[change.group], action) };
}

/** AND across groups, OR within a group; a group with nothing chosen passes every offer. */
export function passesCarFilters(values: Record<CarFilterGroup, string[]>, filters: CarFilters): boolean {
  return CAR_FILTER_GROUPS.every((group) => {
    const chosen = filters[group];
    return chosen.length === 0 || values[group].some((value) => chosen.includes(value));
  });
}

export function visibleCars(prepared: PreparedCars, filters: CarFilters, sort: CarSort): CarOffer[] {
  const shown = prepared.offers.filter((offer) => {
    const values = prepared.values[offer.id];
    return values !== undefined && passesCarFilters(values, filters);
  });
  return sort === "Highest" ? shown.reverse() : shown;
}

export function isCarSort(value: unknown): value is CarSort {
  return (CAR_SORTS as readonly unknown[]).includes(value);
}
