// Rental cars in the browser (docs/architecture.md "Adding a vertical", step 5): the car machine with its
// API actors, its pages and its URL form, for the booking runtime (src/web/features/booking). The runtime
// holds the actor, moves the URL and saves the checkout; this file says only what is particular to cars. The rules
// and the API calls load after the search page's first screen (../booking/deferred.ts).
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
import { describeCars, extrasOf, type CarTypes } from "@machines/car-booking/description";
import type { CarOrder } from "@machines/car-booking/order";
import { CAR_PATHS } from "@machines/car-booking/routes";
import { createPaymentMachine } from "@machines/payment/payment.machine";
import type { CarOffer, CarPricing, CarSearchRequest } from "@/shared/api/cars";
import type { CarReservation } from "@/shared/api/car-bookings";
import { REFUND_PROTECTION } from "@/shared/booking/add-on-kinds";
import { bookAndPayActors, cancellationLogic, deferredCancellation } from "../booking/actors";
import { deferredModule, deferredRules, readWhenLoaded, zodStep } from "../booking/deferred";
import type { RuntimeActions, WebBookingVertical } from "../booking/web-vertical";
import { carRestoreOfSnapshot, decodeCarRestore, encodeCarRestore } from "./url";
import { carUrlSearch } from "./url-params";

const rules = deferredRules("a car rule", [zodStep, () => import("@/shared/cars/requests"), () => import("@/shared/message-ids")], () => import("./rules-loaded"));
/** The car rules' module, for the search form's check of a search (the machine checks it again). */
export const loadCarRules = rules.load;
const calls = deferredModule("a car call", () => import("./calls")).load;
const bookingCalls = deferredModule("a car booking call", () => import("./booking-calls")).load;

// The car machine built from its description, with the rules read once they have loaded.
const carVertical = describeCars(readWhenLoaded(() => rules.get().carRules));
const carBookingMachine = createBookingMachine(carVertical);

export type CarLogic = typeof carBookingMachine;

const carPaymentMachine = createPaymentMachine<CarOrder>();

function logic(runtime: RuntimeActions): CarLogic {
  return carBookingMachine.provide({
    actors: {
      // spec B §4/§8: a failed search empties the results and sets the error flag, with no toast (the machine's failedSlots).
      search: fromPromise<SearchOutput<CarOffer, CarTypes["results"]>, CarSearchRequest>(async ({ input }) => ({ offers: (await (await calls()).searchCars(input)).cars })),
      reprice: fromPromise<CarPricing, RepriceInput>(async ({ input }) => (await calls()).getCarDetails(input.offerId, input.clientId)),
      // Agent books for a client: the car priced for the client picked at checkout (their markup); the
      // extras are the vendor's day rates, the same for every client, so they stay as chosen; refund
      // protection follows the trip total, so it is quoted again on the client's price.
      repriceForClient: fromPromise<RepriceForClientOutput<CarPricing>, RepriceForClientInput>(async ({ input }) => {
        const [{ checkoutCar }, { quoteCarRefundProtection }] = await Promise.all([calls(), bookingCalls()]);
        const pricing = await checkoutCar(input.offerId, input.clientId);
        const extras = extrasOf(input.addOns);
        const addOns = await Promise.all(
          input.addOns.map(async (addOn) => {
            if (addOn.kind !== REFUND_PROTECTION) return addOn;
            const quote = await quoteCarRefundProtection({ offerId: pricing.offer.id, extras, ...(input.clientId ? { clientId: input.clientId } : {}) });
            return { id: quote.quoteId, kind: REFUND_PROTECTION, price: quote.protectionAmount };
          }),
        );
        return { pricing, addOns };
      }),
      loadReservation: fromPromise<CarReservation, LoadReservationInput>(async ({ input }) => (await bookingCalls()).findCarReservation(input.referenceNumber)),
      releaseHold: fromPromise<void, ReleaseHoldInput>(async ({ input }) => (await bookingCalls()).releaseCarHold(input.referenceNumber)),
      // Resumable checkouts: a resumed checkout prices its quote again (signed in: the checkout call).
      revalidateOffer: fromPromise<CarPricing, RevalidateOfferInput>(async ({ input }) => (await calls()).checkoutCar(input.offerId, input.clientId)),
      fetchPaymentOutcome: fromPromise<FetchPaymentOutcomeOutput, FetchPaymentOutcomeInput>(async ({ input }) => (await bookingCalls()).getPaymentOutcome("cars", input.idempotencyKey)),
      payment: carPaymentMachine.provide({
        guards: { payable: (args) => rules.get().payable(args) },
        actors: bookAndPayActors<CarOrder>({
          book: async (order, attempt) => {
            if (!order.driver || !order.contact) return Promise.reject({ httpStatus: 400 });
            return (await bookingCalls()).reserveCar({
              ...attempt,
              offerId: order.offerId,
              driver: order.driver,
              contact: order.contact,
              extras: order.extras,
              // spec B add-ons: the refund protection ticked, by its quote id (priced with these extras).
              addOns: order.refundProtectionQuoteId ? [{ kind: REFUND_PROTECTION, quoteId: order.refundProtectionQuoteId }] : [],
              ...(order.clientId ? { clientId: order.clientId } : {}),
              ...(order.proposalId ? { proposalId: order.proposalId } : {}),
            });
          },
          pay: async (request) => (await bookingCalls()).payCar(request),
          completeThreeDSecure: async (request) => (await bookingCalls()).completeCarThreeDSecure(request),
          outcome: async (key) => (await bookingCalls()).getPaymentOutcome("cars", key),
        }),
      }),
      cancellation: cancellationLogic(runtime, deferredCancellation(bookingCalls)),
    },
    actions: { ...runtime, toast: runtime.toast },
  }) as CarLogic;
}

export const carWebVertical: WebBookingVertical<CarLogic> = {
  id: "carBooking",
  paths: CAR_PATHS,
  logic,
  url: {
    parse: (search) => carUrlSearch(search as Record<string, unknown>),
    encode: encodeCarRestore,
    decode: (pathname, params) => decodeCarRestore(pathname, carUrlSearch(params)),
    restoreOfSnapshot: carRestoreOfSnapshot,
  },
  description: carVertical,
  rules,
};
