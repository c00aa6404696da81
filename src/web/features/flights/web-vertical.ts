// Flights in the browser (docs/architecture.md "Web"): the flight machine with its API actors, its pages and
// its URL form, for the booking runtime (src/web/features/booking). The runtime holds the actor, moves the
// URL and saves the checkout; this file says only what is particular to flights.
import { fromPromise } from "xstate";
import type {
  FetchPaymentOutcomeInput,
  FetchPaymentOutcomeOutput,
  LoadReservationInput,
  ReleaseHoldInput,
  RepriceForClientInput,
  RepriceForClientOutput,
  RepriceInput,
  RevalidateOfferInput,
  SearchOutput,
} from "../../../../machines/booking/contracts";
import { flightBookingMachine, flightVertical } from "../../../../machines/flight-booking/flight-booking.machine";
import { flightPaymentMachine, type FlightOrder } from "../../../../machines/flight-booking/order";
import { FLIGHT_PATHS } from "../../../../machines/flight-booking/routes";
import type { FareFamilySummary, FlightSearchRequest, ResultOffer, RepriceResult, ReservationDetails } from "../../../shared/api/flights";
import { REFUND_PROTECTION } from "../../../shared/api/refund-protection";
import {
  cancelFlightBooking,
  completeThreeDSecure,
  createBooking,
  getPenalty,
  releaseHold,
  getReservationDetails,
  payBooking,
  repriceOffer,
  searchFlights,
  storeFlightSearch,
} from "../../api/flights";
import { quoteRefundProtection } from "../../api/refund-protection";
import { requoteAddOns } from "../booking/refund-protection";
import { requoteTripAddOns } from "../booking/trip-add-on";
import { TRIP_ADD_ON } from "../../../shared/api/trip-add-on";
import { getPaymentOutcome } from "../checkout-sessions/api";
import { bookAndPayActors, cancellationLogic } from "../booking/actors";
import type { RuntimeActions, WebBookingVertical } from "../booking/runtime";
import { decodeRestore, encodeRestore, restoreOfSnapshot } from "./url";
import { flightUrlSearch } from "./url-params";

export type FlightLogic = typeof flightBookingMachine;

function logic(runtime: RuntimeActions): FlightLogic {
  return flightBookingMachine.provide({
    actors: {
      search: fromPromise<SearchOutput<ResultOffer, { fareFamilies: FareFamilySummary[] }>, FlightSearchRequest>(async ({ input }) => {
        const { offers, fareFamilies } = await searchFlights(input);
        return { offers, fareFamilies };
      }),
      reprice: fromPromise<RepriceResult, RepriceInput>(({ input }) => repriceOffer(input.offerId, input.clientId)),
      // Agent books for a client: the flight priced for the client, and a ticked refund protection quoted again on that fare.
      repriceForClient: fromPromise<RepriceForClientOutput<RepriceResult>, RepriceForClientInput>(async ({ input }) => {
        const pricing = await repriceOffer(input.offerId, input.clientId);
        const clientId = input.clientId ?? null;
        const protectedAddOns = await requoteAddOns(input.addOns, pricing.offer.id, clientId, quoteRefundProtection);
        // The trip bundle's hotel and car follow the client's markups too.
        return { pricing, addOns: await requoteTripAddOns(protectedAddOns, pricing.offer.id, clientId) };
      }),
      loadReservation: fromPromise<ReservationDetails, LoadReservationInput>(({ input }) => getReservationDetails(input.referenceNumber)),
      releaseHold: fromPromise<void, ReleaseHoldInput>(({ input }) => releaseHold(input.referenceNumber)),
      // Resumable checkouts: a resumed checkout prices its offer again, and asks what became of a payment instead of paying again.
      revalidateOffer: fromPromise<RepriceResult, RevalidateOfferInput>(({ input }) => repriceOffer(input.offerId, input.clientId)),
      fetchPaymentOutcome: fromPromise<FetchPaymentOutcomeOutput, FetchPaymentOutcomeInput>(({ input }) => getPaymentOutcome("flights", input.idempotencyKey)),
      payment: flightPaymentMachine.provide({
        actors: bookAndPayActors<FlightOrder>({
          book: (order, idempotencyKey) =>
            createBooking({
              idempotencyKey,
              offerId: order.offerId,
              passengers: order.passengers,
              contact: order.contact,
              ...(order.clientId ? { clientId: order.clientId } : {}),
              ...(order.proposalId ? { proposalId: order.proposalId } : {}),
              // spec B add-ons: the refund protection and the trip bundle's hotel and car the traveller ticked, by their quote ids.
              addOns: order.addOns.flatMap((addOn) => (addOn.kind === REFUND_PROTECTION || addOn.kind === TRIP_ADD_ON ? [{ kind: addOn.kind, quoteId: addOn.id }] : [])),
            }),
          pay: payBooking,
          completeThreeDSecure,
        }),
      }),
      cancellation: cancellationLogic(runtime, {
        penalty: getPenalty,
        cancel: ({ referenceNumber, action, expectedRefund }) => cancelFlightBooking(referenceNumber, action, expectedRefund),
      }),
    },
    actions: { ...runtime, toast: runtime.toast },
  }) as FlightLogic;
}

export const flightWebVertical: WebBookingVertical<FlightLogic> = {
  id: "flightBooking",
  paths: FLIGHT_PATHS,
  logic,
  url: {
    parse: (search) => flightUrlSearch(search as Record<string, unknown>),
    encode: encodeRestore,
    decode: (pathname, params) => decodeRestore(pathname, flightUrlSearch(params)),
    restoreOfSnapshot,
  },
  description: flightVertical,
  storeSearch: (search, url) => storeFlightSearch(search as FlightSearchRequest, url),
};
