/**
 * The car booking machine (the booking core with the car description) under model-based test: every
 * transition walked at machine level. Event variants: one per guard outcome, kept few so the graph stays
 * small; the filters' variety is the property test's (tests/unit/car-filters.test.ts).
 */
import { carBookingMachine } from "@machines/car-booking/car-booking.machine";
import type { CarSearchInput } from "@/shared/api/cars";
import type { CarReservation } from "@/shared/api/car-bookings";
import { defineModel, type ModelDefinition } from "../harness";
import { CAR_TODAY, carPricing, cars, lax, usd } from "./fixtures";
import { BOOKING_ECHO_SLOTS } from "../booking/echo-slots";

const newIdempotencyKey = () => "idem-1";
const today = CAR_TODAY;
const failures = {
  expired: { httpStatus: 410, message: "gone" },
  server: { httpStatus: 500, message: "Server down" },
};
const card = { brand: "visa", last4: "4242" };

export const carSearch: CarSearchInput = {
  pickupLocation: { kind: "airport", code: "LAX" },
  dropoffLocation: null,
  pickupLatitude: lax.latitude,
  pickupLongitude: lax.longitude,
  returnLatitude: lax.latitude,
  returnLongitude: lax.longitude,
  pickupReadable: lax.name,
  pickUpDateTime: "2030-05-10T10:00",
  returnDateTime: "2030-05-13T10:00",
  age: 30,
  countryOfResidence: "US",
};
export const driver = { firstName: "Ana", lastName: "Silva", birthDate: "1995-01-01", licenceCountry: "US" };
export const carContact = { email: "ana@example.com", phone: "+1 415 555 0100" };

const reservation = (bookingStatus: CarReservation["bookingStatus"]): CarReservation => ({
  referenceNumber: "CR-1",
  bookingId: "b-1",
  confirmationNumber: "ZE12345678",
  bookingStatus,
  createdAt: "2030-05-01T08:00:00Z",
  offer: cars[0]!,
  driver,
  contact: carContact,
  extras: [],
  refundProtection: null,
  totalAmount: usd(150),
  card,
  penalty: null,
  refund: null,
  failureCode: null,
  bookedFor: { id: "client-1", name: "Client One", email: "client@example.com" },
});

const carBookingModel = defineModel({
  name: "carBooking",
  // A held booking taken back to checkout walks the checkout again with its driver: more states than the default limit.
  limit: 20_000,
  machine: carBookingMachine,
  // The checkout form as typed: shown again on a refresh, read by no guard.
  echoOnly: BOOKING_ECHO_SLOTS,
  inputs: [
    { today, newIdempotencyKey },
    { today, newIdempotencyKey, restore: { step: "results", searchParams: carSearch } },
    { today, newIdempotencyKey, restore: { step: "checkout", offerId: "C1" } },
    { today, newIdempotencyKey, restore: { step: "confirmation", referenceNumber: "CR-1" } },
  ],
  events: [
    { type: "search.submitted", search: carSearch },
    { type: "search.submitted", search: { ...carSearch, pickUpDateTime: "2030-04-01T10:00" } }, // before today: refused
    { type: "xstate.done.actor.searchCars", output: { offers: cars } },
    { type: "xstate.done.actor.searchCars", output: { offers: [] } },
    { type: "filters.changed", change: { group: "vendor", action: "only", value: "Avis" } },
    { type: "sort.changed", sort: "Highest" },
    { type: "sort.changed", sort: "Quickest" as never }, // not a car sort: refused
    { type: "offer.selected", offerId: "C1" },
    { type: "offer.selected", offerId: "nope" }, // unknown: refused
    { type: "xstate.done.actor.reprice", output: carPricing(false) },
    { type: "xstate.done.actor.reprice", output: carPricing(true) },
    { type: "xstate.error.actor.reprice", error: failures.expired },
    { type: "xstate.error.actor.reprice", error: failures.server },
    // Agent books for a client: the offer priced for the client picked at checkout, add-ons quoted again.
    { type: "client.picked", client: { id: "client-1", name: "Client One" } },
    { type: "xstate.done.actor.repriceForClient", output: { pricing: carPricing(false), addOns: [] } },
    { type: "xstate.error.actor.repriceForClient", error: failures.expired },
    { type: "xstate.error.actor.repriceForClient", error: failures.server },
    { type: "clientPricing.retried" },
    { type: "checkout.requested", authenticated: true },
    { type: "checkout.requested", authenticated: false },
    { type: "checkout.submitted", passengers: [driver], contact: carContact, clientId: "client-1" },
    { type: "checkout.submitted", passengers: [{ ...driver, birthDate: "2010-01-01" }], contact: carContact }, // a driver of 20, searched 30: refused
    { type: "travellers.edited", draft: { passengers: [{ firstName: "Ana" }], contact: null, client: { id: "client-2", name: "Client Two" } } },
    { type: "addOn.selected", addOn: { id: "childSeat-1", kind: "carExtra", price: usd(39) } },
    { type: "addOn.removed", id: "childSeat-1" },
    { type: "xstate.done.actor.payment", output: { status: "succeeded", reference: "CR-1", card } },
    { type: "xstate.done.actor.payment", output: { status: "abandoned", declinedHold: null } },
    // Refused for good after authorisation (a vendor's refusal, sold out): back to the results with its words.
    { type: "xstate.done.actor.payment", output: { status: "refused", message: "Sold out. Your card was not charged." } },
    { type: "walletCredit.changed", choice: { use: true, text: "10.00" } },
    { type: "xstate.done.actor.loadReservation", output: reservation("paid") },
    { type: "xstate.done.actor.loadReservation", output: reservation("held") }, // not cancellable: paid or released
    { type: "hold.paymentRequested" },
    { type: "hold.released" },
    { type: "xstate.done.actor.releaseHold", output: undefined },
    { type: "xstate.error.actor.releaseHold", error: failures.server },
    { type: "xstate.error.actor.loadReservation", error: failures.server },
    { type: "xstate.done.actor.cancellation", output: { status: "cancelled", referenceNumber: "CR-1" } },
    { type: "xstate.done.actor.cancellation", output: { status: "dismissed", referenceNumber: "CR-1" } },
    // Resuming a saved checkout: what became of the payment, then the quote priced again.
    { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "succeeded", reference: "CR-1", card, challengeId: null, declineCode: null } },
    { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "requires_action", reference: "CR-1", card, challengeId: "ch_1", declineCode: null } },
    { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "none" } },
    { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "processing", reference: "CR-1" } },
    { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "failed", reference: "CR-1", failureCode: null } },
    { type: "xstate.error.actor.fetchPaymentOutcome", error: failures.server },
    { type: "xstate.done.actor.revalidateOffer", output: carPricing(false) },
    { type: "xstate.done.actor.revalidateOffer", output: carPricing(true) },
    { type: "xstate.error.actor.revalidateOffer", error: failures.expired },
    { type: "xstate.error.actor.revalidateOffer", error: failures.server },
  ],
});

export const carModels: readonly ModelDefinition[] = [carBookingModel];
