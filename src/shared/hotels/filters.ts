import type { Board, FacetOption, HotelFilter, HotelOrder } from "../api/hotels";
import { HOTEL_DEFAULT_ORDER } from "./stay";
import type { Money } from "../money";

// spec B §4 hotel results: filters (price, stars, facilities, distance, board, free cancellation, name),
// their options with counts and lowest prices, and the sort orders. Written once: the server pages the
// search with them and the results screen reads the same facets.

/** What filtering and sorting read of a hotel. */
export interface FilterableHotel {
  name: string;
  starRating: number;
  reviewScore: number;
  distance: number;
  facilities: readonly string[];
  boards: readonly Board[];
  freeCancellation: boolean;
  price: Money;
}

const roundStars = (stars: number) => Math.round(stars);

/** Within a group, any chosen option (OR); groups combine with AND; an empty group filters nothing. */
export function passes(hotel: FilterableHotel, filter: HotelFilter): boolean {
  if (filter.priceMin !== undefined && hotel.price.amount < filter.priceMin) return false;
  if (filter.priceMax !== undefined && hotel.price.amount > filter.priceMax) return false;
  if (filter.stars?.length && !filter.stars.includes(roundStars(hotel.starRating))) return false;
  // Facilities are all wanted (a pool AND parking), as travellers mean them.
  if (filter.facilities?.length && !filter.facilities.every((code) => hotel.facilities.includes(code))) return false;
  if (filter.boards?.length && !filter.boards.some((b) => hotel.boards.includes(b))) return false;
  if (filter.maxDistance !== undefined && hotel.distance > filter.maxDistance) return false;
  if (filter.freeCancellation && !hotel.freeCancellation) return false;
  if (filter.name) {
    const want = fold(filter.name);
    if (want && !fold(hotel.name).includes(want)) return false;
  }
  return true;
}

/** Accents and case ignored ("sao" finds "São"). */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .trim();
}

const COMPARE: Record<HotelOrder, (a: FilterableHotel, b: FilterableHotel) => number> = {
  // spec B §9: 'rating desc, price desc'.
  [HOTEL_DEFAULT_ORDER]: (a, b) => b.starRating - a.starRating || b.price.amount - a.price.amount,
  "price asc": (a, b) => a.price.amount - b.price.amount,
  "price desc": (a, b) => b.price.amount - a.price.amount,
  "distance asc": (a, b) => a.distance - b.distance,
  "stars desc": (a, b) => b.starRating - a.starRating || b.reviewScore - a.reviewScore,
};

/** The hotels that pass, in the order asked (stable: ties keep the supplier's order). */
export function filterAndSort<H extends FilterableHotel>(hotels: readonly H[], filter: HotelFilter): H[] {
  const compare = COMPARE[filter.orderBy ?? HOTEL_DEFAULT_ORDER];
  return hotels.filter((hotel) => passes(hotel, filter)).sort(compare);
}

/** One filter group's options: how many hotels have each value, and the lowest price among them. */
class FacetCount {
  private readonly by = new Map<string, { count: number; lowest: Money }>();

  add(value: string, price: Money): void {
    const seen = this.by.get(value);
    if (!seen) this.by.set(value, { count: 1, lowest: price });
    else {
      seen.count += 1;
      if (price.amount < seen.lowest.amount) seen.lowest = price;
    }
  }

  /** In the order values were first seen (each group sorts its own). */
  options(): FacetOption[] {
    const options: FacetOption[] = [];
    for (const [value, { count, lowest }] of this.by) options.push({ value, count, lowestPrice: lowest });
    return options;
  }
}

/** Star options' values, made once ("0"–"5"), not a string per hotel. */
const STAR_VALUES = ["0", "1", "2", "3", "4", "5"];

export interface HotelFacets {
  facilities: FacetOption[];
  stars: FacetOption[];
  boards: FacetOption[];
  freeCancellation: FacetOption | null;
  priceRange: { min: Money; max: Money } | null;
  maxDistance: number;
}

/**
 * Each option's count and lowest price over the hotels arrived so far (the filter sidebar). One pass over the hotels
 * without an array per hotel: a poll facets a capital's ~1,500 hotels (docs/performance.md "Search at 20 clients,
 * part 8").
 */
export function facetsOf<H extends FilterableHotel>(hotels: readonly H[]): HotelFacets {
  const byValue = (a: FacetOption, b: FacetOption) => a.value.localeCompare(b.value);
  const facilities = new FacetCount();
  const stars = new FacetCount();
  const boards = new FacetCount();
  const free = new FacetCount();
  let min: Money | null = null;
  let max: Money | null = null;
  let maxDistance = 0;
  for (let i = 0; i < hotels.length; i++) {
    const hotel = hotels[i] as H;
    const price = hotel.price;
    if (!min || price.amount < min.amount) min = price;
    if (!max || price.amount > max.amount) max = price;
    maxDistance = Math.max(maxDistance, hotel.distance);
    for (let f = 0; f < hotel.facilities.length; f++) facilities.add(hotel.facilities[f] as string, price);
    const rounded = roundStars(hotel.starRating);
    stars.add(STAR_VALUES[rounded] ?? String(rounded), price);
    for (let b = 0; b < hotel.boards.length; b++) boards.add(hotel.boards[b] as string, price);
    if (hotel.freeCancellation) free.add("free", price);
  }
  return {
    facilities: facilities.options().sort((a, b) => b.count - a.count || byValue(a, b)),
    stars: stars.options().sort((a, b) => Number(b.value) - Number(a.value)),
    boards: boards.options().sort(byValue),
    freeCancellation: free.options()[0] ?? null,
    priceRange: min && max ? { min, max } : null,
    maxDistance,
  };
}

/** The results page's filters (the sort is separate). */
export type HotelFilters = Omit<HotelFilter, "orderBy">;
/** A filter group set (or cleared with null), e.g. { stars: [4, 5] } or { maxDistance: null }. */
export type HotelFilterChange = { [K in keyof HotelFilters]?: HotelFilters[K] | null };

export function applyHotelFilterChange(filters: HotelFilters, change: HotelFilterChange): HotelFilters {
  const next: Record<string, unknown> = { ...filters };
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
    else next[key] = value;
  }
  return next as HotelFilters;
}
