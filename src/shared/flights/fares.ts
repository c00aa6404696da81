import type { ResultOffer } from "../api/flights";

/**
 * The flights of an offer without their cabin: the same planes at the same times. Read from what the search
 * answer keeps of each leg (airline, times, connections), so a priced offer and the results' offers compare.
 */
function itineraryKey(offer: ResultOffer): string {
  return offer.flights.map((leg) => `${leg.airline}@${leg.departureTime}>${leg.arrivalTime}/${leg.stops.map((stop) => stop.airport).join("+")}`).join("|");
}

/**
 * Other fares for the same flights (another cabin or fare family: Basic, Standard, Flex), cheapest
 * first, as a first-class engine offers them on the details page (flight booking, "fare families").
 */
export function otherFares(offers: readonly ResultOffer[], current: ResultOffer): ResultOffer[] {
  const key = itineraryKey(current);
  return offers.filter((offer) => offer.id !== current.id && itineraryKey(offer) === key).sort((a, b) => a.totalAmount.amount - b.totalAmount.amount);
}
