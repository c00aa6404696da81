import { type Cabin, type FlightOffer } from "@/shared/api/flights";
import { flightProposalOffer, type FlightProposalOffer } from "@/shared/api/flight-bookings";
import { flightItinerary } from "@/shared/flights/itinerary";
import { proposalBookPath } from "@/shared/api/proposals";
import { FARE_FAMILY_LABELS } from "@/shared/data-labels";
import { money } from "@/shared/money";
import type { ProposalItemVertical, ProposalLine } from "../bookings/vertical";
import type { FlightBookingSupplier } from "../suppliers/flights/booking-supplier";
import { toSupplierRequest } from "../suppliers/flights/search-request";
import { SupplierError } from "../suppliers/flights/types";

// A flight as an item of a proposal (docs/decisions.md "Proposals"): the offer priced again by the airline each time
// the client opens the proposal; once it has expired (30 minutes after its search) the same flights and fare are
// found by searching again, so a proposal stays bookable for its days while the airline still sells them. The client
// books it on the flight's details page, on the offer as found now.

export const flightProposalMessages = {
  leg: /*i18n*/ { id: "flight.proposal.leg", message: "{from} → {to}: departs {departure}, arrives {arrival} ({stops, plural, =0 {nonstop} one {# stop} other {# stops}})" },
  cabinEconomy: /*i18n*/ { id: "flight.proposal.cabin.economy", message: "Cabin: Economy, {fare} fare" },
  cabinPremium: /*i18n*/ { id: "flight.proposal.cabin.premium", message: "Cabin: Premium economy, {fare} fare" },
  cabinBusiness: /*i18n*/ { id: "flight.proposal.cabin.business", message: "Cabin: Business, {fare} fare" },
  cabinFirst: /*i18n*/ { id: "flight.proposal.cabin.first", message: "Cabin: First, {fare} fare" },
  travellers: /*i18n*/ { id: "flight.proposal.travellers", message: "{count, plural, one {# traveller} other {# travellers}}" },
} as const;

const CABIN_LINES: Record<Cabin, ProposalLine> = {
  Economy: flightProposalMessages.cabinEconomy,
  Premium: flightProposalMessages.cabinPremium,
  Business: flightProposalMessages.cabinBusiness,
  First: flightProposalMessages.cabinFirst,
};

/** "2030-05-10T08:05:00+01:00" → "2030-05-10 08:05" (the airport's local time, as on a ticket). */
const local = (time: string) => `${time.slice(0, 10)} ${time.slice(11, 16)}`;

/** The flight in its own words: each leg's route and times, the cabin and fare, the travellers. */
export function flightLines(offer: FlightOffer): ProposalLine[] {
  const legs = offer.flights.map((leg) => ({
    ...flightProposalMessages.leg,
    values: { from: leg.origin, to: leg.destination, departure: local(leg.departureTime), arrival: local(leg.arrivalTime), stops: leg.stops.length },
  }));
  const travellers = offer.passengers.reduce((n, p) => n + p.count, 0);
  return [...legs, { ...CABIN_LINES[offer.fareFamily.cabin], values: { fare: FARE_FAMILY_LABELS[offer.fareFamily.name] } }, { ...flightProposalMessages.travellers, values: { count: travellers } }];
}

/** The proposed flights now: the offer itself while it lives, else the same flights and fare in a new search. */
async function findAgain(supplier: FlightBookingSupplier, proposed: FlightProposalOffer): Promise<FlightOffer | null> {
  try {
    const { offer } = await supplier.price(proposed.offerId);
    if (flightItinerary(offer) === proposed.itinerary) return offer;
  } catch (error) {
    if (!(error instanceof SupplierError)) throw error;
  }
  try {
    const { offers } = await supplier.search(toSupplierRequest(proposed.search));
    const same = offers.filter((o) => flightItinerary(o) === proposed.itinerary && o.fareFamily.name === proposed.fareFamily);
    return same.sort((a, b) => a.totalAmount.amount - b.totalAmount.amount)[0] ?? null;
  } catch (error) {
    // A search the airline refuses now (a date in the past) is a flight no longer offered.
    if (error instanceof SupplierError) return null;
    throw error;
  }
}

export function flightProposalItem(supplier: FlightBookingSupplier): ProposalItemVertical {
  return {
    parse(offer) {
      const parsed = flightProposalOffer.safeParse(offer);
      return parsed.success ? parsed.data : null;
    },
    async quote(stored) {
      const offer = await findAgain(supplier, stored as FlightProposalOffer);
      if (!offer) return null;
      const first = offer.flights[0];
      const last = offer.flights[offer.flights.length - 1];
      if (!first || !last) return null;
      return {
        title:
          offer.flights.length > 1 && last.destination === first.origin
            ? `${first.origin} ⇄ ${first.destination}`
            : offer.flights
                .map((leg) => leg.origin)
                .concat(last.destination)
                .join(" → "),
        subtitle: first.airlineName,
        start: first.departureTime.slice(0, 16),
        end: offer.flights.length > 1 ? last.arrivalTime.slice(0, 16) : null,
        net: money(offer.totalAmount.amount, offer.totalAmount.currency),
        details: flightLines(offer),
        offerId: offer.id,
      };
    },
    bookPath: (proposalId, stored, quote) => proposalBookPath((stored as FlightProposalOffer).page, proposalId, quote.offerId),
  };
}
