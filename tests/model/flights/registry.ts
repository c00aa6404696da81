/**
 * The flight machines and the shared widget machines under model-based test (flight booking). The lead
 * merges `flightModels` into tests/model/registry.ts. Event variants: one per guard outcome, kept
 * few so the graphs stay small (filter panel actions are one event, `filters.changed`, whose
 * variety is unit-tested in tests/unit/flight-filters.test.ts).
 */
import { cancellationMachine } from "@machines/cancellation/cancellation.machine";
import { dateRangeMachine } from "@machines/date-range/date-range.machine";
import { flightBookingMachine } from "@machines/flight-booking/flight-booking.machine";
import { flightMessages } from "@machines/flight-booking/messages";
import { paymentMachine } from "@machines/payment/payable";
import { travelerPickerMachine } from "@machines/traveler-picker/traveler-picker.machine";
import { FLIGHT_TRAVELLERS } from "@/shared/flights/travellers";
import { flightResumeEvents, paymentResumeInputs } from "../checkout-session/variants";
import { defineModel, type ModelDefinition } from "../harness";
import { adult, contact, failures, offers, pricing, reservation, searchRequest, TODAY, usd, visa } from "./fixtures";

const newIdempotencyKey = () => "idem-1";

const travelerPickerModel = defineModel({
  name: "travelerPicker",
  machine: travelerPickerMachine,
  // Flights' categories with small limits keep the graph small; the page's 5 per type and 9 seated
  // are covered by the focused tests.
  inputs: [{ travellers: { categories: FLIGHT_TRAVELLERS.categories.map((c) => ({ ...c, max: 2 })), maxTotal: 3 } }],
  events: [
    { type: "traveler.incremented", category: "ADT" },
    { type: "traveler.incremented", category: "CHD" },
    { type: "traveler.incremented", category: "INF" },
    { type: "traveler.decremented", category: "ADT" },
    { type: "traveler.decremented", category: "CHD" },
    { type: "traveler.decremented", category: "INF" },
  ],
});

const dateRangeModel = defineModel({
  name: "dateRange",
  machine: dateRangeMachine,
  inputs: [{ today: TODAY }, { today: TODAY, mode: "single", maxDate: "2030-12-31" }],
  events: [
    { type: "date.startSelected", date: "2030-05-10" },
    { type: "date.startSelected", date: "2030-04-30" }, // before today: refused
    { type: "date.endSelected", date: "2030-05-10" }, // equal to start once moved: start+1
    { type: "date.endSelected", date: "2030-07-01" }, // beyond 28 days: clamped
    { type: "date.endSelected", date: "2030-04-01" }, // before the start: refused
    { type: "date.rangeSelected", startDate: "2030-05-03", endDate: "2030-05-06" },
    { type: "date.rangeSelected", startDate: "2029-01-01", endDate: "2030-05-06" }, // refused
    { type: "date.initialReset" },
    { type: "date.modeChanged", mode: "single" },
    { type: "date.modeChanged", mode: "range" },
  ],
});

const declinedOutcome = { status: "declined", reference: "WP-1", card: { brand: "visa", last4: "0002" }, challengeId: null, declineCode: "card_declined" };
const challengeOutcome = { status: "requires_action", reference: "WP-1", card: { brand: "visa", last4: "3155" }, challengeId: "ch_1", declineCode: null };
const succeededOutcome = { status: "succeeded", reference: "WP-1", card: { brand: "visa", last4: "4242" }, challengeId: null, declineCode: null };
const refusedOutcome = { status: "refused", reference: "WP-1", card: null, challengeId: null, declineCode: "OFFER_SOLD_OUT", declineText: "This flight sold out. Your card was not charged." };

const paymentModel = defineModel({
  name: "payment",
  machine: paymentMachine,
  // The declined hold a new attempt names reaches the booking call's input and the output, never a guard.
  echoOnly: ["declinedHold"],
  inputs: [{ idempotencyKey: "idem-1", amount: usd(50_000), order: { vertical: "flight", offerId: "OF1" } }, ...paymentResumeInputs],
  events: [
    { type: "payment.submitted", card: visa },
    { type: "payment.submitted", card: { ...visa, number: "42" } }, // incomplete: refused
    { type: "xstate.done.actor.confirmPayment", output: succeededOutcome },
    { type: "xstate.done.actor.confirmPayment", output: challengeOutcome },
    { type: "xstate.done.actor.confirmPayment", output: declinedOutcome },
    { type: "xstate.done.actor.confirmPayment", output: refusedOutcome },
    { type: "payment.refusalClosed" },
    { type: "xstate.error.actor.confirmPayment", error: failures.server },
    { type: "xstate.done.actor.completeChallenge", output: succeededOutcome },
    { type: "xstate.done.actor.completeChallenge", output: challengeOutcome },
    { type: "xstate.done.actor.completeChallenge", output: { ...declinedOutcome, declineCode: "authentication_failed" } },
    { type: "xstate.done.actor.completeChallenge", output: refusedOutcome },
    { type: "xstate.error.actor.completeChallenge", error: failures.bare },
  ],
});

const quote = { penalty: usd(10_000), refund: usd(40_000), cancellable: true, voidable: true };

const cancellationModel = defineModel({
  name: "cancellation",
  machine: cancellationMachine,
  inputs: [
    { referenceNumber: "WP-1", successMessage: flightMessages.cancelled },
    { referenceNumber: "WP-1", successMessage: flightMessages.cancelled, allowVoid: false },
  ],
  events: [
    { type: "xstate.done.actor.getPenalty", output: quote },
    { type: "xstate.done.actor.getPenalty", output: { ...quote, cancellable: false, voidable: false } },
    { type: "xstate.error.actor.getPenalty", error: failures.server },
    { type: "xstate.done.actor.cancelBooking", output: { penalty: usd(10_000), refund: usd(40_000) } },
    { type: "xstate.done.actor.cancelBooking", output: { penalty: usd(12_000), refund: usd(38_000), priceChanged: true } },
    { type: "xstate.error.actor.cancelBooking", error: failures.bare },
  ],
});

const searchParams = searchRequest;

const flightBookingModel = defineModel({
  name: "flightBooking",
  // A held booking taken back to checkout walks the checkout again with its travellers: more states than the default limit.
  limit: 20_000,
  machine: flightBookingMachine,
  // The checkout form as typed: shown again on a refresh, read by no guard.
  // Only the draft: the browser walk's cover paths come from this model, and the QA flight driver walks the
  // set these identities give (the shared echo slots cut the machine-level paths to a third, but gave
  // cover paths the driver does not walk yet: a restored checkout sent back to search, then searching again).
  // The client an agent picks is echo-only too (it reaches the reprice's input, never a guard): counted, every
  // state after a pick was a second copy of the graph. The wallet credit chosen likewise (it reaches the payment step's field, never a guard),
  // and the declined hold a new attempt names (it reaches the payment's input, never a guard).
  echoOnly: ["draft", "clientId", "walletCredit", "declinedHold"],
  // Start points per restore branch. The checkout link has no search, so it also walks the
  // "back to the form" and "expired, search again" branches; an expired offer from the results
  // walks "back to a fresh search".
  inputs: [
    { today: TODAY, newIdempotencyKey },
    { today: TODAY, newIdempotencyKey, restore: { step: "results", searchParams } },
    { today: TODAY, newIdempotencyKey, restore: { step: "checkout", offerId: "OF1" } },
    { today: TODAY, newIdempotencyKey, restore: { step: "confirmation", referenceNumber: "WP-1" } },
  ],
  events: [
    { type: "search.submitted", search: searchParams },
    { type: "search.submitted", search: { ...searchParams, formData: [] } }, // invalid: refused
    { type: "xstate.done.actor.searchFlights", output: { offers, fareFamilies: [] } },
    { type: "xstate.done.actor.searchFlights", output: { offers: [], fareFamilies: [] } },
    { type: "filters.changed", change: { kind: "stops", stops: "Direct" } },
    { type: "sort.changed", sort: "Quickest" },
    { type: "offer.selected", offerId: "OF1" },
    { type: "offer.selected", offerId: "nope" }, // unknown: refused
    { type: "xstate.done.actor.reprice", output: pricing(false) },
    { type: "xstate.done.actor.reprice", output: pricing(true) },
    { type: "xstate.error.actor.reprice", error: failures.expired },
    { type: "xstate.error.actor.reprice", error: failures.server },
    // Agent books for a client: the offer priced for the client picked at checkout, add-ons quoted again.
    { type: "client.picked", client: { id: "client-1", name: "Alice Johnson" } },
    { type: "xstate.done.actor.repriceForClient", output: { pricing: pricing(false), addOns: [] } },
    { type: "xstate.error.actor.repriceForClient", error: failures.expired },
    { type: "xstate.error.actor.repriceForClient", error: failures.server },
    { type: "clientPricing.retried" },
    { type: "checkout.requested", authenticated: true },
    { type: "checkout.requested", authenticated: false },
    { type: "checkout.submitted", passengers: [adult], contact },
    { type: "checkout.submitted", passengers: [], contact }, // no traveller: refused
    { type: "travellers.edited", draft: { passengers: [{ type: "ADT", firstName: "Ana" }], contact: { email: "ana@example.test" }, client: null } },
    { type: "citizenship.changed", citizenship: "gb" },
    { type: "addOn.selected", addOn: { id: "protect", kind: "refundProtection", price: usd(2_500) } },
    { type: "addOn.removed", id: "protect" },
    { type: "xstate.done.actor.payment", output: { status: "succeeded", reference: "WP-1", card: { brand: "visa", last4: "4242" } } },
    { type: "xstate.done.actor.payment", output: { status: "abandoned", declinedHold: null } },
    // Refused for good after authorisation (a vendor's refusal, sold out): back to the results with its words.
    { type: "xstate.done.actor.payment", output: { status: "refused", message: "Sold out. Your card was not charged." } },
    { type: "walletCredit.changed", choice: { use: true, text: "10.00" } },
    { type: "xstate.done.actor.loadReservation", output: reservation("ticketed") },
    // A declined card left the booking on hold: it is paid (back to checkout) or released.
    { type: "xstate.done.actor.loadReservation", output: reservation("held") },
    { type: "hold.paymentRequested" },
    { type: "hold.released" },
    { type: "xstate.done.actor.releaseHold", output: undefined },
    { type: "xstate.error.actor.releaseHold", error: failures.server },
    { type: "xstate.error.actor.loadReservation", error: failures.server },
    { type: "xstate.done.actor.cancellation", output: { status: "cancelled", referenceNumber: "WP-1" } },
    { type: "xstate.done.actor.cancellation", output: { status: "dismissed", referenceNumber: "WP-1" } },
    ...flightResumeEvents,
  ],
});

export const flightModels: readonly ModelDefinition[] = [flightBookingModel, paymentModel, cancellationModel, travelerPickerModel, dateRangeModel];
