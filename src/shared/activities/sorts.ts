// spec B §3 filterItem.sortOrder, written once: the sandbox orders a destination's products by it, and the results
// page orders the whole list it holds by it when the traveller picks a sort (docs/decisions.md "An activity search
// reads every page"). RECOMMENDED is the provider's own ranking, which only the provider knows: a list in that order
// keeps it.
import type { ACTIVITY_SORTS } from "./options";

type ActivitySort = (typeof ACTIVITY_SORTS)[number];

/** What a sort reads of a product (an ActivitySummary has it). */
export interface SortableActivity {
  productCode: string;
  fromPrice: { amount: number };
  rating: number;
  reviewCount: number;
  durationMinutes: number;
}

type Compare = (a: SortableActivity, b: SortableActivity) => number;

const BY: Record<Exclude<ActivitySort, "RECOMMENDED">, Compare> = {
  PRICE_LOW_TO_HIGH: (a, b) => a.fromPrice.amount - b.fromPrice.amount,
  PRICE_HIGH_TO_LOW: (a, b) => b.fromPrice.amount - a.fromPrice.amount,
  TOP_RATED: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount,
  DURATION: (a, b) => a.durationMinutes - b.durationMinutes,
};

/** Products equal by a sort are in the order of their codes, as the provider answers them. */
export function compareActivities(sort: Exclude<ActivitySort, "RECOMMENDED">): Compare {
  const by = BY[sort];
  return (a, b) => by(a, b) || a.productCode.localeCompare(b.productCode);
}

/** `ranked` (in the provider's RECOMMENDED order) in the order of `sort`; RECOMMENDED keeps it. */
export function sortActivities<T extends SortableActivity>(ranked: readonly T[], sort: ActivitySort): readonly T[] {
  return sort === "RECOMMENDED" ? ranked : [...ranked].sort(compareActivities(sort));
}
