// Rental cars in the browser (docs/architecture.md "Adding a vertical", step 5): the car machine with its
// API actors, its pages and its URL form, for the booking runtime (src/web/features/booking). The runtime
// holds the actor, moves the URL and saves the checkout; this file says only what is particular to cars.
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
import { carBookingMachine, carVertical, extrasOf, type CarTypes } from "@machines/car-booking/car-booking.machine";
import type { CarOrder } from "@machines/car-booking/order";
import { CAR_PATHS } from "@machines/car-booking/routes";
import { createPayableMachine } from "@machines/payment/payable";
import type { CarOffer, CarPricing, CarReservation, CarSearchRequest } from "@/shared/api/cars";
import { REFUND_PROTECTION } from "@/shared/booking/add-on-kinds";
import { checkoutCar, completeCarThreeDSecure, findCarReservation, getCarDetails, payCar, quoteCarRefundProtection, releaseCarHold, reserveCar, searchCars } from "../../api/cars";
import { bookAndPayActors, cancellationLogic } from "../booking/actors";
import { carCancellationCalls } from "./cancellation";
import type { RuntimeActions, WebBookingVertical } from "../booking/web-vertical";
import { getPaymentOutcome } from "../checkout-sessions/api";
import { carRestoreOfSnapshot, decodeCarRestore, encodeCarRestore } from "./url";
import { carUrlSearch } from "./url-params";

export type CarLogic = typeof carBookingMachine;

const carPaymentMachine = createPayableMachine<CarOrder>();

function logic(runtime: RuntimeActions): CarLogic {
  return carBookingMachine.provide({
    actors: {
      // spec B §4/§8: a failed search empties the results and sets the error flag, with no toast (the machine's failedSlots).
      search: fromPromise<SearchOutput<CarOffer, CarTypes["results"]>, CarSearchRequest>(async ({ input }) => ({ offers: (await searchCars(input)).cars })),
      reprice: fromPromise<CarPricing, RepriceInput>(({ input }) => getCarDetails(input.offerId, input.clientId)),
      // Agent books for a client: the car priced for the client picked at checkout (their markup); the
      // extras are the vendor's day rates, the same for every client, so they stay as chosen; refund
      // protection follows the trip total, so it is quoted again on the client's price.
      repriceForClient: fromPromise<RepriceForClientOutput<CarPricing>, RepriceForClientInput>(async ({ input }) => {
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
      loadReservation: fromPromise<CarReservation, LoadReservationInput>(({ input }) => findCarReservation(input.referenceNumber)),
      releaseHold: fromPromise<void, ReleaseHoldInput>(({ input }) => releaseCarHold(input.referenceNumber)),
      // Resumable checkouts: a resumed checkout prices its quote again (signed in: the checkout call).
      revalidateOffer: fromPromise<CarPricing, RevalidateOfferInput>(({ input }) => checkoutCar(input.offerId, input.clientId)),
      fetchPaymentOutcome: fromPromise<FetchPaymentOutcomeOutput, FetchPaymentOutcomeInput>(({ input }) => getPaymentOutcome("cars", input.idempotencyKey)),
      payment: carPaymentMachine.provide({
        actors: bookAndPayActors<CarOrder>({
          book: (order, idempotencyKey) => {
            if (!order.driver || !order.contact) return Promise.reject({ httpStatus: 400 });
            return reserveCar({
              idempotencyKey,
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
          pay: payCar,
          completeThreeDSecure: completeCarThreeDSecure,
          outcome: (key) => getPaymentOutcome("cars", key),
        }),
      }),
      cancellation: cancellationLogic(runtime, carCancellationCalls),
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
};
