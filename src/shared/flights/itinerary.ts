// A flight offer's itinerary as a proposal stores it (src/shared/api/flight-bookings.ts `flightProposalOffer`), without
// zod: the details page's "Propose to a client" writes it ("Every page fast on a phone").
import type { FlightOffer } from "../api/flight-offers";

/** The flights of an offer, whatever its id: each segment's airline, number and departure (found again after a new search). */
export function flightItinerary(offer: Pick<FlightOffer, "flights">): string {
  return offer.flights.flatMap((leg) => leg.segments.map((s) => `${s.marketingCarrier}${s.flightNumber}@${s.departureTime}`)).join(",");
}
