import type { FlightOffer } from "../api/flights";

/** The flights of an offer without their cabin: the same planes at the same times. */
function itineraryKey(offer: FlightOffer): string {
  return offer.flights.map((leg) => leg.segments.map((s) => `${s.marketingCarrier}${s.flightNumber}@${s.departureTime}`).join("+")).join("|");
}

/**
 * Other fares for the same flights (another cabin or fare family: Basic, Standard, Flex), cheapest
 * first, as a first-class engine offers them on the details page (flight booking, "fare families").
 */
export function otherFares(offers: readonly FlightOffer[], current: FlightOffer): FlightOffer[] {
  const key = itineraryKey(current);
  return offers.filter((offer) => offer.id !== current.id && itineraryKey(offer) === key).sort((a, b) => a.totalAmount.amount - b.totalAmount.amount);
}
