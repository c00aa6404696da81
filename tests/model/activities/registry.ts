/**
 * Activities on the booking core under model-based test (tests/model/README.md): the results read page by page,
 * the details page's choice checked for availability, checkout, payment, the booking, and the reload
 * after a cancel whose failure has spec B §8's words. Event variants: one per guard outcome.
 */
import { activityBookingMachine } from "@machines/activity-booking/activity-booking.machine";
import { defineModel, type ModelDefinition } from "../harness";
import { bookablePricing, checkoutContact, choice, nextPage, productPricing, products, reservation, searchForm, searchParams, TODAY, travellers } from "./fixtures";
import { BOOKING_ECHO_SLOTS } from "../booking/echo-slots";

const newIdempotencyKey = () => "idem-1";
const today = TODAY;
const failures = {
  expired: { httpStatus: 410, message: "gone" },
  soldOut: { httpStatus: 409, message: "This time slot is not available for your travellers. Please choose another time." },
  server: { httpStatus: 500, message: "Server down" },
};
const card = { brand: "visa", last4: "4242" };

const activityBookingModel = defineModel({
  name: "activityBooking",
  // About 400 snapshots per start, each tried with every event variant: the default limit is too low.
  limit: 60_000,
  machine: activityBookingMachine,
  // Read by no guard or invocation: the form as typed, what the page shows of the results (filtered and sorted at
  // home; the search keeps them for the address) and its notices (their texts: activity-booking.test.ts).
  echoOnly: [...BOOKING_ECHO_SLOTS, "form", "filters", "sort", "prepared", "visible", "summaries", "alert"],
  inputs: [
    { today, newIdempotencyKey },
    { today, newIdempotencyKey, restore: { step: "results", searchParams } },
    { today, newIdempotencyKey, restore: { step: "checkout", offerId: productPricing.offer.id } },
    { today, newIdempotencyKey, restore: { step: "confirmation", referenceNumber: "ACAAAA2222" } },
  ],
  events: [
    { type: "search.submitted", search: searchForm },
    { type: "search.submitted", search: { ...searchForm, selectedLocation: null } }, // no destination: refused
    // A page shown while the next is asked (spec B §4: pages of 50 until one has fewer), then the whole list.
    { type: "search.progress", result: { offers: products, totalSearchItem: 3 } },
    { type: "xstate.done.actor.searchActivities", output: { offers: [...products, ...nextPage], totalSearchItem: 3 } },
    { type: "xstate.done.actor.searchActivities", output: { offers: [], totalSearchItem: 0 } },
    { type: "filters.changed", change: { tags: ["morning"] } },
    { type: "sort.changed", sort: "PRICE_LOW_TO_HIGH" },
    { type: "sort.changed", sort: "colour" as never }, // not a sort: refused
    { type: "offer.selected", offerId: products[0]!.id },
    { type: "offer.selected", offerId: "nope" }, // unknown: refused
    { type: "xstate.done.actor.reprice", output: productPricing },
    { type: "xstate.done.actor.reprice", output: bookablePricing(true) },
    { type: "xstate.error.actor.reprice", error: failures.expired },
    { type: "xstate.error.actor.reprice", error: failures.server },
    { type: "choice.submitted", choice },
    { type: "choice.submitted", choice: { ...choice, travellers: { ADT: 6, CHD: 0 } } }, // over 5 adults: refused
    { type: "xstate.done.actor.checkChoice", output: bookablePricing(false) },
    { type: "xstate.done.actor.checkChoice", output: bookablePricing(true) },
    { type: "xstate.error.actor.checkChoice", error: failures.soldOut },
    // Agent books for a client: the offer priced for the client picked at checkout, add-ons quoted again.
    { type: "client.picked", client: { id: "client-1", name: "Client One" } },
    { type: "xstate.done.actor.repriceForClient", output: { pricing: bookablePricing(false), addOns: [] } },
    { type: "xstate.error.actor.repriceForClient", error: failures.expired },
    { type: "xstate.error.actor.repriceForClient", error: failures.server },
    { type: "clientPricing.retried" },
    { type: "checkout.requested", authenticated: true },
    { type: "checkout.requested", authenticated: false },
    { type: "checkout.submitted", passengers: travellers, contact: checkoutContact, clientId: "client-1" },
    { type: "checkout.submitted", passengers: [], contact: checkoutContact }, // no traveller: refused
    { type: "travellers.edited", draft: { passengers: [{ firstName: "Ada" }], contact: null, client: { id: "client-1", name: "Client One" } } },
    { type: "addOn.selected", addOn: { id: "rp", kind: "refundProtection", price: { amount: 500, currency: "USD" } } },
    { type: "addOn.removed", id: "rp" },
    { type: "xstate.done.actor.payment", output: { status: "succeeded", reference: "ACAAAA2222", card } },
    { type: "xstate.done.actor.payment", output: { status: "abandoned", declinedHold: null } },
    // Refused for good after authorisation (a vendor's refusal, sold out): back to the results with its words.
    { type: "xstate.done.actor.payment", output: { status: "refused", message: "Sold out. Your card was not charged." } },
    { type: "walletCredit.changed", choice: { use: true, text: "10.00" } },
    { type: "xstate.done.actor.loadReservation", output: reservation("paid") },
    { type: "xstate.done.actor.loadReservation", output: reservation("held") }, // not cancellable: paid or released
    { type: "xstate.error.actor.loadReservation", error: failures.server },
    { type: "xstate.done.actor.reloadReservation", output: reservation("cancelled") },
    { type: "xstate.error.actor.reloadReservation", error: failures.server },
    { type: "hold.paymentRequested" },
    { type: "hold.released" },
    { type: "xstate.done.actor.releaseHold", output: undefined },
    { type: "xstate.error.actor.releaseHold", error: failures.server },
    { type: "xstate.done.actor.cancellation", output: { status: "cancelled", referenceNumber: "ACAAAA2222" } },
    { type: "xstate.done.actor.cancellation", output: { status: "dismissed", referenceNumber: "ACAAAA2222" } },
    { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "succeeded", reference: "ACAAAA2222", card, challengeId: null, declineCode: null } },
    { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "requires_action", reference: "ACAAAA2222", card, challengeId: "ch_1", declineCode: null } },
    { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "none" } },
    { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "processing", reference: "ACAAAA2222" } },
    { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "failed", reference: "ACAAAA2222", failureCode: null } },
    { type: "xstate.error.actor.fetchPaymentOutcome", error: failures.server },
    { type: "xstate.done.actor.revalidateOffer", output: bookablePricing(false) },
    { type: "xstate.done.actor.revalidateOffer", output: bookablePricing(true) },
    { type: "xstate.error.actor.revalidateOffer", error: failures.expired },
    { type: "xstate.error.actor.revalidateOffer", error: failures.server },
  ],
});

export const activityModels: readonly ModelDefinition[] = [activityBookingModel];
