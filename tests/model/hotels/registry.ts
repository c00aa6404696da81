/**
 * The hotel booking machine under model-based test (machine level): every transition of the core as
 * hotels describe it, with results that arrive while the search runs and a rate chosen on the hotel's
 * details page. Event variants: one per guard outcome, kept few so the graph stays small.
 */
import { couponCodeMachine } from "@machines/coupon-code/coupon-code.machine";
import { hotelBookingMachine } from "@machines/hotel-booking/hotel-booking.machine";
import { hotelCompareMachine } from "@machines/hotel-compare/hotel-compare.machine";
import { defineModel, type ModelDefinition } from "../harness";
import { guestContact, HOTEL_TODAY, hotelForm, hotelPricing, hotelRecord, hotels, hotelSearch, leadGuest } from "./fixtures";
import { BOOKING_ECHO_SLOTS } from "../booking/echo-slots";

const newIdempotencyKey = () => "idem-1";
const today = HOTEL_TODAY;
const failures = { expired: { httpStatus: 410, message: "gone" }, server: { httpStatus: 500, message: "Server down" } };
const card = { brand: "visa", last4: "4242" };
const slots = { corelationId: "5f0c1d2e-0000-4000-8000-000000000001", receivedCount: 2, showPublishedPrice: true };

const hotelBookingModel = defineModel({
  name: "hotelBooking",
  limit: 20_000,
  machine: hotelBookingMachine,
  // What only the results page shows (the list, its facets, filters, order and the search's progress)
  // is read by no guard: left out of a snapshot's identity so the results arriving in batches do not
  // multiply the graph (the transitions that set them are still walked).
  echoOnly: [...BOOKING_ECHO_SLOTS, "prepared", "visible", "summaries", "filters", "sort", "corelationId", "pollCompleted", "receivedCount", "showPublishedPrice"],
  inputs: [
    { today, newIdempotencyKey },
    { today, newIdempotencyKey, restore: { step: "results", searchParams: hotelSearch } },
    { today, newIdempotencyKey, restore: { step: "checkout", offerId: "htl1_flex", searchParams: hotelSearch } },
    { today, newIdempotencyKey, restore: { step: "confirmation", referenceNumber: "HT-1" } },
  ],
  events: [
    { type: "search.submitted", search: hotelForm },
    { type: "search.submitted", search: { ...hotelForm, destination: null } }, // no destination: refused
    // Hotels arrive while the search runs; then it completes (or ends without hotels).
    { type: "search.progress", result: { offers: hotels.slice(0, 1), ...slots, pollCompleted: false } },
    { type: "xstate.done.actor.searchHotels", output: { offers: hotels, ...slots, pollCompleted: true } },
    { type: "xstate.done.actor.searchHotels", output: { offers: [], ...slots, receivedCount: 0, pollCompleted: true } },
    { type: "filters.changed", change: { stars: [5] } },
    { type: "sort.changed", sort: "price asc" },
    { type: "sort.changed", sort: "cheapest" as never }, // not a hotel order: refused
    { type: "offer.selected", offerId: "2267057-1" },
    { type: "offer.selected", offerId: "htl1_nonref" }, // a rate of the open hotel (refused from the list)
    { type: "offer.selected", offerId: "nope" }, // unknown: refused
    { type: "xstate.done.actor.reprice", output: hotelPricing(false) },
    { type: "xstate.done.actor.reprice", output: hotelPricing(true) },
    { type: "xstate.error.actor.reprice", error: failures.expired },
    { type: "xstate.error.actor.reprice", error: failures.server },
    // Agent books for a client: the offer priced for the client picked at checkout, add-ons quoted again.
    { type: "client.picked", client: { id: "client-1", name: "Client One" } },
    { type: "xstate.done.actor.repriceForClient", output: { pricing: hotelPricing(false), addOns: [] } },
    { type: "xstate.error.actor.repriceForClient", error: failures.expired },
    { type: "xstate.error.actor.repriceForClient", error: failures.server },
    { type: "clientPricing.retried" },
    { type: "checkout.requested", authenticated: true },
    { type: "checkout.requested", authenticated: false },
    { type: "checkout.submitted", passengers: [leadGuest], contact: guestContact },
    { type: "checkout.submitted", passengers: [], contact: guestContact }, // no lead guest: refused
    { type: "travellers.edited", draft: { passengers: [{ firstName: "Ana" }], contact: null, client: null } },
    { type: "addOn.selected", addOn: { id: "rp", kind: "refundProtection", price: { amount: 2_000, currency: "USD" } } },
    { type: "addOn.removed", id: "rp" },
    { type: "xstate.done.actor.payment", output: { status: "succeeded", reference: "HT-1", card } },
    { type: "xstate.done.actor.payment", output: { status: "abandoned", declinedHold: null } },
    // Refused for good after authorisation (a vendor's refusal, sold out): back to the results with its words.
    { type: "xstate.done.actor.payment", output: { status: "refused", message: "Sold out. Your card was not charged." } },
    { type: "walletCredit.changed", choice: { use: true, text: "10.00" } },
    { type: "xstate.done.actor.loadReservation", output: hotelRecord("paid") },
    { type: "xstate.done.actor.loadReservation", output: hotelRecord("held") },
    { type: "hold.paymentRequested" },
    { type: "hold.released" },
    { type: "xstate.done.actor.releaseHold", output: undefined },
    { type: "xstate.error.actor.releaseHold", error: failures.server },
    { type: "xstate.error.actor.loadReservation", error: failures.server },
    { type: "xstate.done.actor.cancellation", output: { status: "cancelled", referenceNumber: "HT-1" } },
    { type: "xstate.done.actor.cancellation", output: { status: "dismissed", referenceNumber: "HT-1" } },
    { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "succeeded", reference: "HT-1", card, challengeId: null, declineCode: null } },
    { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "requires_action", reference: "HT-1", card, challengeId: "ch_1", declineCode: null } },
    { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "none" } },
    { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "processing", reference: "HT-1" } },
    { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "failed", reference: "HT-1", failureCode: null } },
    { type: "xstate.error.actor.fetchPaymentOutcome", error: failures.server },
    { type: "xstate.done.actor.revalidateOffer", output: hotelPricing(false) },
    { type: "xstate.done.actor.revalidateOffer", output: hotelPricing(true) },
    { type: "xstate.error.actor.revalidateOffer", error: failures.expired },
    { type: "xstate.error.actor.revalidateOffer", error: failures.server },
  ],
});

const coupon = { code: "SAVE10", description: "10 % off", discount: { amount: 1_000, currency: "USD" }, price: { amount: 10_000, currency: "USD" }, totalAmount: { amount: 9_000, currency: "USD" } };

/** spec B §3 coupon code states: loading, valid, invalid (the server's message or 'Something went wrong!'). */
const couponCodeModel = defineModel({
  name: "couponCode",
  machine: couponCodeMachine,
  browser: "machine level only: the coupon field is walked by tests/browser/hotels.spec.ts (invalid, then valid)",
  inputs: [{ applied: null }, { applied: "SAVE10" }],
  events: [
    { type: "coupon.submitted", code: "save10" },
    { type: "coupon.submitted", code: "  " }, // nothing typed: refused
    { type: "xstate.done.actor.validateCoupon", output: coupon },
    { type: "xstate.error.actor.validateCoupon", error: { httpStatus: 400, message: "This coupon code is not valid" } },
    { type: "xstate.error.actor.validateCoupon", error: new Error("offline") },
  ],
});

/** spec B §2: at most 3 hotels compared; a fourth is refused. */
const hotelCompareModel = defineModel({
  name: "hotelCompare",
  machine: hotelCompareMachine,
  browser: "machine level only: the comparison is walked by tests/browser/hotels.spec.ts (three chosen, a fourth refused)",
  inputs: [{}],
  events: [
    { type: "compare.toggled", hotelId: "h1" },
    { type: "compare.toggled", hotelId: "h2" },
    { type: "compare.toggled", hotelId: "h3" },
    { type: "compare.toggled", hotelId: "h4" },
  ],
});

export const hotelModels: readonly ModelDefinition[] = [hotelBookingModel, couponCodeModel, hotelCompareModel];
