/**
 * The booking core under model-based test on the fake "widgets" vertical (widgets.ts): every
 * transition of the lifecycle, walked without flights. Event variants: one per guard outcome, kept
 * few so the graph stays small. Flights walk the same core in Chromium (tests/model/flights).
 */
import { defineModel, type ModelDefinition } from "../harness";
import { buyer, buyerContact, eur, widgetBookingMachine, widgetPricing, widgets, WIDGET_TODAY } from "./widgets";
import { BOOKING_ECHO_SLOTS } from "./echo-slots";

const widgetReservation = (bookingStatus: string) => ({ referenceNumber: "WB-1", bookingStatus, offerId: "W1", buyers: [buyer.name], email: buyerContact.email, clientId: "client-1" });

const newIdempotencyKey = () => "idem-1";
const today = WIDGET_TODAY;
const failures = {
  expired: { httpStatus: 410, message: "gone" },
  server: { httpStatus: 500, message: "Server down" },
};
const card = { brand: "visa", last4: "4242" };

const bookingCoreModel = defineModel({
  name: "bookingCore",
  // A held booking taken back to checkout walks the checkout again with its travellers: more states than the default limit.
  limit: 20_000,
  machine: widgetBookingMachine,
  // The checkout form as typed: shown again on a refresh, read by no guard.
  echoOnly: BOOKING_ECHO_SLOTS,
  browser: "machine level only (fake vertical): flights walk the same core in Chromium",
  // One start per restore branch, as for flights: no restore, results, a checkout link, a confirmation.
  inputs: [
    { today, newIdempotencyKey },
    { today, newIdempotencyKey, restore: { step: "results", searchParams: { keyword: "gear" } } },
    { today, newIdempotencyKey, restore: { step: "checkout", offerId: "W1" } },
    { today, newIdempotencyKey, restore: { step: "confirmation", referenceNumber: "WB-1" } },
  ],
  events: [
    { type: "search.submitted", search: { keyword: "gear" } },
    { type: "search.submitted", search: { keyword: " " } }, // invalid: refused
    { type: "xstate.done.actor.searchWidgets", output: { offers: widgets, notice: "2 found" } },
    { type: "xstate.done.actor.searchWidgets", output: { offers: [], notice: null } },
    { type: "filters.changed", change: { maxPrice: 4_000 } },
    { type: "sort.changed", sort: "name" },
    { type: "sort.changed", sort: "colour" as never }, // not a sort: refused
    { type: "offer.selected", offerId: "W1" },
    { type: "offer.selected", offerId: "nope" }, // unknown: refused
    { type: "xstate.done.actor.reprice", output: widgetPricing(false) },
    { type: "xstate.done.actor.reprice", output: widgetPricing(true) },
    { type: "xstate.error.actor.reprice", error: failures.expired },
    { type: "xstate.error.actor.reprice", error: failures.server },
    // Agent books for a client: the offer priced for the client picked at checkout, add-ons quoted again.
    { type: "client.picked", client: { id: "client-2", name: "Client Two" } },
    { type: "xstate.done.actor.repriceForClient", output: { pricing: widgetPricing(false), addOns: [] } },
    { type: "xstate.error.actor.repriceForClient", error: failures.expired },
    { type: "xstate.error.actor.repriceForClient", error: failures.server },
    { type: "clientPricing.retried" },
    { type: "checkout.requested", authenticated: true },
    { type: "checkout.requested", authenticated: false },
    { type: "checkout.submitted", passengers: [buyer], contact: buyerContact, clientId: "client-1" },
    { type: "checkout.submitted", passengers: [], contact: buyerContact }, // no traveller: refused
    { type: "travellers.edited", draft: { passengers: [{ name: "Ana" }], contact: null, client: { id: "client-1", name: "Client One" } } },
    { type: "citizenship.changed", citizenship: "pt" },
    { type: "walletCredit.changed", choice: { use: true, text: "10.00" } },
    { type: "addOn.selected", addOn: { id: "gift", kind: "giftWrap", price: eur(200) } },
    { type: "addOn.removed", id: "gift" },
    { type: "xstate.done.actor.payment", output: { status: "succeeded", reference: "WB-1", card } },
    { type: "xstate.done.actor.payment", output: { status: "abandoned", declinedHold: null } },
    // Refused for good after authorisation (a vendor's refusal, sold out): back to the results with its words.
    { type: "xstate.done.actor.payment", output: { status: "refused", message: "Sold out. Your card was not charged." } },
    { type: "xstate.done.actor.loadReservation", output: widgetReservation("paid") },
    { type: "xstate.done.actor.loadReservation", output: widgetReservation("held") }, // not cancellable: paid or released
    { type: "hold.paymentRequested" },
    { type: "hold.released" },
    { type: "xstate.done.actor.releaseHold", output: undefined },
    { type: "xstate.error.actor.releaseHold", error: failures.server },
    { type: "xstate.error.actor.loadReservation", error: failures.server },
    { type: "xstate.done.actor.cancellation", output: { status: "cancelled", referenceNumber: "WB-1" } },
    { type: "xstate.done.actor.cancellation", output: { status: "dismissed", referenceNumber: "WB-1" } },
    // Resuming a saved checkout: what became of the payment, then the offer priced again.
    { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "succeeded", reference: "WB-1", card, challengeId: null, declineCode: null } },
    { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "requires_action", reference: "WB-1", card, challengeId: "ch_1", declineCode: null } },
    { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "none" } },
    { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "processing", reference: "WB-1" } },
    { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "failed", reference: "WB-1", failureCode: null } },
    { type: "xstate.error.actor.fetchPaymentOutcome", error: failures.server },
    { type: "xstate.done.actor.revalidateOffer", output: widgetPricing(false) },
    { type: "xstate.done.actor.revalidateOffer", output: widgetPricing(true) },
    { type: "xstate.error.actor.revalidateOffer", error: failures.expired },
    { type: "xstate.error.actor.revalidateOffer", error: failures.server },
  ],
});

export const bookingModels: readonly ModelDefinition[] = [bookingCoreModel];
