// Activities' traveller categories for the traveller picker (src/shared/booking/traveller-categories.ts):
// spec B §3 passenger types Adult (12+) and Child (2-12); spec B §9 "traveler max 5 per type"; spec B §5
// decrement disabled when the adult count is 1. No infants: an activity prices adults and children.
// Without zod (the search form and the machine's defaults are on the search page's first screen); the schemas that
// check them are in ./travellers.ts.
import { ACTIVITY_MAX_PER_TYPE } from "./options";
import { travellerCounts, type TravellerCategories, type TravellerCounts } from "../booking/traveller-categories";

export const ACTIVITY_TRAVELLER_TYPES = ["ADT", "CHD"] as const;
export type ActivityTravellerType = (typeof ACTIVITY_TRAVELLER_TYPES)[number];

export const ACTIVITY_TRAVELLERS: TravellerCategories<ActivityTravellerType> = {
  categories: [
    { id: "ADT", min: 1, max: ACTIVITY_MAX_PER_TYPE, initial: 2, inTotal: true },
    { id: "CHD", min: 0, max: ACTIVITY_MAX_PER_TYPE, initial: 0, inTotal: true },
  ],
  maxTotal: ACTIVITY_MAX_PER_TYPE * 2,
};

/** A new activity search's travellers: two adults (spec B §4 rooms default to 2 adults too). */
export const DEFAULT_ACTIVITY_TRAVELLERS: TravellerCounts<ActivityTravellerType> = travellerCounts(ACTIVITY_TRAVELLERS);
