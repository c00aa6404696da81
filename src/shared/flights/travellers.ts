// Flights' traveller categories for the traveller picker (src/shared/booking/traveller-categories.ts):
// spec A §3 passenger types ADT (12+), CHD (2 to 11), INF (under 2), at most 5 of each (spec B §5).
// Two flight rules: an infant sits on an adult's lap, so infants never outnumber adults; and at most
// nine travellers with a seat (adults and children) share one booking (MAX_PASSENGERS).
import { MAX_PASSENGERS, type PassengerType } from "./passenger-types";
import { travellerCounts, type TravellerCategories, type TravellerCounts } from "../booking/traveller-categories";

/** spec B §5: increment is disabled at 5 per type. */
const MAX_PER_TYPE = 5;

export const FLIGHT_TRAVELLERS: TravellerCategories<PassengerType> = {
  categories: [
    { id: "ADT", min: 1, max: MAX_PER_TYPE, initial: 1, inTotal: true },
    { id: "CHD", min: 0, max: MAX_PER_TYPE, initial: 0, inTotal: true },
    { id: "INF", min: 0, max: MAX_PER_TYPE, initial: 0, inTotal: false, atMostAs: "ADT" },
  ],
  maxTotal: MAX_PASSENGERS,
};

/** A new flight search's travellers: one adult. */
export const DEFAULT_FLIGHT_TRAVELLERS: TravellerCounts<PassengerType> = travellerCounts(FLIGHT_TRAVELLERS);
