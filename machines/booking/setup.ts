// The booking core's setup: its input, context and events over the erased vertical types (kit.ts), the
// actors the web provides per vertical (contracts.ts) and the delays. The guards (guards.ts) and actions
// (actions.ts) extend it; each top-level state (states/) is written against the result.
import { fromPromise, setup } from "xstate";
import { cancellationMachine } from "../cancellation/cancellation.machine";
import { createPaymentMachine } from "../payment/payment.machine";
import type { BookingInput } from "./context";
import type {
  CheckChoiceInput,
  FetchPaymentOutcomeInput,
  FetchPaymentOutcomeOutput,
  LoadReservationInput,
  ReleaseHoldInput,
  RepriceForClientInput,
  RepriceForClientOutput,
  RepriceInput,
  RevalidateOfferInput,
  SearchOutput,
} from "./contracts";
import type { BookingEvent } from "./events";
import type { Context, Pricing, V } from "./kit";

/** A fresh setup per machine: each vertical's machine has its own payment child logic, as `provide` expects. */
export function bookingSetup() {
  return setup({
    types: { input: {} as BookingInput, context: {} as Context, events: {} as BookingEvent<V> },
    actors: {
      search: fromPromise<SearchOutput<V["offer"], V["results"]>, V["search"]>(() => Promise.reject(new Error("search actor not provided"))),
      reprice: fromPromise<Pricing, RepriceInput>(() => Promise.reject(new Error("reprice actor not provided"))),
      repriceForClient: fromPromise<RepriceForClientOutput<Pricing>, RepriceForClientInput>(() => Promise.reject(new Error("repriceForClient actor not provided"))),
      loadReservation: fromPromise<V["reservation"], LoadReservationInput>(() => Promise.reject(new Error("loadReservation actor not provided"))),
      releaseHold: fromPromise<void, ReleaseHoldInput>(() => Promise.reject(new Error("releaseHold actor not provided"))),
      revalidateOffer: fromPromise<Pricing, RevalidateOfferInput>(() => Promise.reject(new Error("revalidateOffer actor not provided"))),
      /** The details page's choice checked with the supplier (verticals with `choice`): the bookable offer, priced. */
      checkChoice: fromPromise<Pricing, CheckChoiceInput>(() => Promise.reject(new Error("checkChoice actor not provided"))),
      fetchPaymentOutcome: fromPromise<FetchPaymentOutcomeOutput, FetchPaymentOutcomeInput>(() => Promise.reject(new Error("fetchPaymentOutcome actor not provided"))),
      /** The shared card payment over the vertical's order; the web provides its `confirmPayment`. */
      payment: createPaymentMachine<V["order"]>(),
      /** The shared cancellation quote flow; the web provides getPenalty and cancelBooking. */
      cancellation: cancellationMachine,
    },
    delays: {
      /** Resumable checkouts: how soon to ask again while another request holds the payment. */
      outcomePollInterval: 2000,
    },
  });
}
