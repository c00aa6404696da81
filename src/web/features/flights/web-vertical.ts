// Flights in the browser (docs/architecture.md "Web"): the flight machine with its API actors, its pages and
// its URL form, for the booking runtime (src/web/features/booking). The runtime holds the actor, moves the
// URL and saves the checkout; this file says only what is particular to flights. The calls past the search
// load when the first one is made (./calls.ts); the search's own call is sent without waiting for them.
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
} from "@machines/booking/contracts";
import { createBookingMachine } from "@machines/booking/booking.machine";
import { describeFlights } from "@machines/flight-booking/description";
import { flightPaymentMachine, type FlightOrder } from "@machines/flight-booking/order";
import { FLIGHT_PATHS } from "@machines/flight-booking/routes";
import type { FareFamilySummary, FlightSearchRequest, ResultOffer, RepriceResult } from "@/shared/api/flights";
import type { ReservationDetails } from "@/shared/api/flight-bookings";
import { searchFlights } from "../../api/flight-search";
import { bookAndPayActors, cancellationLogic } from "../booking/actors";
import type { RuntimeActions, WebBookingVertical } from "../booking/web-vertical";
import { decodeRestore, encodeRestore, restoreOfSnapshot } from "./url";
import { flightUrlSearch } from "./url-params";
import { flightRules, loadedFlightRules, loadedPayable } from "./rules";

// The flight machine (machines/flight-booking/flight-booking.machine.ts) built from the same description, with the
// rules read once they have loaded (./rules.ts).
const flightVertical = describeFlights(loadedFlightRules);
const flightBookingMachine = createBookingMachine(flightVertical);

export type FlightLogic = typeof flightBookingMachine;

const calls = () => import("./calls");
const bookingCalls = () => import("./booking-calls");

function logic(runtime: RuntimeActions): FlightLogic {
  return flightBookingMachine.provide({
    actors: {
      search: fromPromise<SearchOutput<ResultOffer, { fareFamilies: FareFamilySummary[] }>, FlightSearchRequest>(async ({ input }) => {
        // The offers are on screen before the calls past them are needed: fetch those meanwhile (a failure shows when one is made).
        calls().catch(() => {});
        const { offers, fareFamilies } = await searchFlights(input);
        return { offers, fareFamilies };
      }),
      reprice: fromPromise<RepriceResult, RepriceInput>(async ({ input }) => (await calls()).repriceOffer(input.offerId, input.clientId)),
      // Agent books for a client: the flight priced for the client, and the ticked add-ons quoted again on that fare.
      repriceForClient: fromPromise<RepriceForClientOutput<RepriceResult>, RepriceForClientInput>(async ({ input }) => (await bookingCalls()).repriceForClient(input)),
      loadReservation: fromPromise<ReservationDetails, LoadReservationInput>(async ({ input }) => (await bookingCalls()).getReservationDetails(input.referenceNumber)),
      releaseHold: fromPromise<void, ReleaseHoldInput>(async ({ input }) => (await bookingCalls()).releaseHold(input.referenceNumber)),
      // Resumable checkouts: a resumed checkout prices its offer again, and asks what became of a payment instead of paying again.
      revalidateOffer: fromPromise<RepriceResult, RevalidateOfferInput>(async ({ input }) => (await calls()).repriceOffer(input.offerId, input.clientId)),
      fetchPaymentOutcome: fromPromise<FetchPaymentOutcomeOutput, FetchPaymentOutcomeInput>(async ({ input }) => (await bookingCalls()).getPaymentOutcome("flights", input.idempotencyKey)),
      payment: flightPaymentMachine.provide({
        guards: { payable: loadedPayable },
        actors: bookAndPayActors<FlightOrder>({
          book: async (order, attempt) => (await bookingCalls()).book(order, attempt),
          pay: async (request) => (await bookingCalls()).payBooking(request),
          completeThreeDSecure: async (request) => (await bookingCalls()).completeThreeDSecure(request),
          outcome: async (key) => (await bookingCalls()).getPaymentOutcome("flights", key),
        }),
      }),
      cancellation: cancellationLogic(runtime, {
        penalty: async (referenceNumber) => (await bookingCalls()).getPenalty(referenceNumber),
        cancel: async ({ referenceNumber, action, expectedRefund }) => (await bookingCalls()).cancelFlightBooking(referenceNumber, action, expectedRefund),
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
  rules: flightRules,
  storeSearch: async (search, url) => (await calls()).storeFlightSearch(search as FlightSearchRequest, url),
};
