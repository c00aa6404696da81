// How a vertical counts its travellers, for the traveller picker (spec B §2, §5) and anything that
// checks a party's counts. The picker knows no vertical: each vertical describes its categories
// (flights: adults, children, infants; activities: adults, children) and their limits here.

/** One kind of traveller a vertical counts. */
export interface TravellerCategory<Id extends string = string> {
  readonly id: Id;
  /** Fewest of this category a booking takes (a flight needs one adult). */
  readonly min: number;
  /** Most of this category (spec B §5: increment is disabled at 5 per type). */
  readonly max: number;
  /** The count a new search starts with. */
  readonly initial: number;
  /** Whether this category counts toward the party's `maxTotal` (a flight's infant has no seat of its own). */
  readonly inTotal: boolean;
  /** Never more of this category than of that one, listed before it (a flight's infant sits on an adult's lap). */
  readonly atMostAs?: Id;
  /** Youngest and oldest a traveller of this category may be on the day of travel (a rental car's driver: 18 to 99). */
  readonly minAge?: number;
  readonly maxAge?: number;
}

/** A vertical's traveller categories, in the order the picker lists them, and the party's limit. */
export interface TravellerCategories<Id extends string = string> {
  readonly categories: readonly TravellerCategory<Id>[];
  /** Most travellers of the categories counted `inTotal`, together (flights: nine seated). */
  readonly maxTotal: number;
}

export type TravellerCounts<Id extends string = string> = Record<Id, number>;

const countOf = (counts: Readonly<Record<string, number>>, id: string): number => counts[id] ?? 0;

function totalOf(travellers: TravellerCategories, counts: Readonly<Record<string, number>>): number {
  return travellers.categories.reduce((sum, c) => (c.inTotal ? sum + countOf(counts, c.id) : sum), 0);
}

/** Whether one more traveller of `id` fits: under its maximum, its `atMostAs` and the party's limit. */
export function canAddTraveller(travellers: TravellerCategories, counts: Readonly<Record<string, number>>, id: string): boolean {
  const category = travellers.categories.find((c) => c.id === id);
  if (!category) return false;
  const count = countOf(counts, id);
  if (count >= category.max) return false;
  if (category.atMostAs !== undefined && count >= countOf(counts, category.atMostAs)) return false;
  return !category.inTotal || totalOf(travellers, counts) < travellers.maxTotal;
}

/** Whether one traveller of `id` can go: above its minimum, and not below a category bound to it by `atMostAs`. */
export function canRemoveTraveller(travellers: TravellerCategories, counts: Readonly<Record<string, number>>, id: string): boolean {
  const category = travellers.categories.find((c) => c.id === id);
  if (!category) return false;
  const count = countOf(counts, id);
  if (count <= category.min) return false;
  return travellers.categories.every((other) => other.atMostAs !== id || countOf(counts, other.id) < count);
}

function clamp(value: number | undefined, min: number, max: number): number {
  return Number.isInteger(value) ? Math.min(max, Math.max(min, value ?? min)) : min;
}

/**
 * Counts that keep every rule: each category's own (`initial` where none is given), clamped in the
 * categories' order to its limits, to its `atMostAs` and to what the party's limit leaves.
 */
export function travellerCounts<Id extends string>(travellers: TravellerCategories<Id>, given: Partial<Record<string, number>> = {}): TravellerCounts<Id> {
  const counts: Record<string, number> = {};
  let total = 0;
  for (const c of travellers.categories) {
    let max = c.max;
    if (c.atMostAs !== undefined) max = Math.min(max, counts[c.atMostAs] ?? c.max);
    if (c.inTotal) max = Math.min(max, travellers.maxTotal - total);
    const count = clamp(given[c.id] ?? c.initial, Math.min(c.min, max), max);
    counts[c.id] = count;
    if (c.inTotal) total += count;
  }
  return counts as TravellerCounts<Id>; // every category was set above
}

/** Whether someone of `age` on the day of travel fits the category's age range (none given: any age). */
export function fitsAgeRange(category: TravellerCategory, age: number): boolean {
  return (category.minAge === undefined || age >= category.minAge) && (category.maxAge === undefined || age <= category.maxAge);
}

/** Whole years on `onDate` of someone born on `birthDate` (both YYYY-MM-DD); zod-free, for the car driver's age on a search page's first screen. */
export function ageOn(birthDate: string, onDate: string): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split("-").map(Number);
  const [ty = 0, tm = 0, td = 0] = onDate.split("-").map(Number);
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}
