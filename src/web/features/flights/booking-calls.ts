// The flight machine's booking calls (book, pay, 3-D Secure, the payment's outcome, the reservation, its hold and
// cancellation, the add-ons quoted again for a client): loaded when the first one is made, after the finding calls
// (./calls.ts), so the results and details pages do not evaluate the booking's schemas ("Every page fast on a phone").
import type { RepriceForClientInput, RepriceForClientOutput } from "@machines/booking/contracts";
import type { FlightOrder } from "@machines/flight-booking/order";
import type { BookAttempt } from "@/shared/api/bookings";
import type { RepriceResult } from "@/shared/api/flights";
import { REFUND_PROTECTION } from "@/shared/booking/add-on-kinds";
import { TRIP_ADD_ON } from "@/shared/api/trip-add-on";
import { repriceOffer } from "../../api/flights";
import { createBooking } from "../../api/flight-bookings";
import { quoteRefundProtection } from "../../api/refund-protection";
import { requoteAddOns } from "../booking/refund-protection";
import { requoteTripAddOns } from "../booking/trip-add-on";

export { cancelFlightBooking, completeThreeDSecure, getPenalty, getReservationDetails, payBooking, releaseHold } from "../../api/flight-bookings";
export { getPaymentOutcome } from "../checkout-sessions/api";

/** Agent books for a client: the flight priced for the client, and a ticked refund protection quoted again on that fare. */
export async function repriceForClient(input: RepriceForClientInput): Promise<RepriceForClientOutput<RepriceResult>> {
  const pricing = await repriceOffer(input.offerId, input.clientId);
  const clientId = input.clientId ?? null;
  const protectedAddOns = await requoteAddOns(input.addOns, pricing.offer.id, clientId, quoteRefundProtection);
  // The trip bundle's hotel and car follow the client's markups too.
  return { pricing, addOns: await requoteTripAddOns(protectedAddOns, pricing.offer.id, clientId) };
}

/** Holds the booking for the order (the server reuses the hold for the same key, or the declined hold the attempt names). */
export function book(order: FlightOrder, attempt: BookAttempt) {
  return createBooking({
    ...attempt,
    offerId: order.offerId,
    passengers: order.passengers,
    contact: order.contact,
    ...(order.clientId ? { clientId: order.clientId } : {}),
    ...(order.proposalId ? { proposalId: order.proposalId } : {}),
    // spec B add-ons: the refund protection and the trip bundle's hotel and car the traveller ticked, by their quote ids.
    addOns: order.addOns.flatMap((addOn) => (addOn.kind === REFUND_PROTECTION || addOn.kind === TRIP_ADD_ON ? [{ kind: addOn.kind, quoteId: addOn.id }] : [])),
  });
}
