// Model-based walk of the airport-transfer fixture's booking machine (tests/fixtures/transfers/machine.ts): the
// booking core given a fifth description walks every transition and enters every state, as the product's
// verticals do (tests/model/README.md). It stays out of tests/model/registry.ts: that list is the product's
// machines, which the QA coverage, paths, diagrams and exports report (docs/decisions.md "Test verticals").
import { vi } from "vitest";
import { money } from "@/shared/money";
import { transferBookingMachine } from "../../fixtures/transfers/machine";
import type { TransferOffer, TransferPricing, TransferReservation, TransferSearchRequest } from "../../fixtures/transfers/schemas";
import { BOOKING_ECHO_SLOTS } from "../booking/echo-slots";
import { describeModel } from "../describe-model";
import { defineModel } from "../harness";

vi.setConfig({ testTimeout: 60_000 });

const today = "2030-05-01";
const newIdempotencyKey = () => "idem-1";
const failures = { expired: { httpStatus: 410, message: "gone" }, server: { httpStatus: 500, message: "Server down" } };
const card = { brand: "visa", last4: "4242" };

const search: TransferSearchRequest = { airport: "LIS", hotel: "Hotel Lisboa Plaza", pickUpDateTime: "2030-05-10T18:30", passengers: 2 };
const offer = (id: string, vehicle: TransferOffer["vehicle"], amount: number): TransferOffer => ({
  id,
  vehicle,
  seats: vehicle === "sedan" ? 3 : 8,
  airport: "LIS",
  hotel: "Hotel Lisboa Plaza",
  pickUpDateTime: search.pickUpDateTime,
  price: money(amount, "USD"),
  expiresAt: "2030-05-01T09:00:00Z",
});
const offers = [offer("T1", "sedan", 4_500), offer("T2", "van", 7_000)];
const pricing = (priceChanged: boolean): TransferPricing => ({
  offer: offers[0]!,
  priceChanged,
  previousTotal: priceChanged ? money(4_000, "USD") : null,
  totalAmount: money(4_500, "USD"),
});
const passenger = { firstName: "Ana", lastName: "Silva" };
const contact = { email: "ana@example.com", phone: "+1 415 555 0100" };
const reservation = (bookingStatus: TransferReservation["bookingStatus"]): TransferReservation => ({
  referenceNumber: "TR-1",
  bookingStatus,
  offer: offers[0]!,
  passenger,
  contact,
  totalAmount: money(4_500, "USD"),
});

describeModel(
  defineModel({
    name: "transferBooking",
    // A held booking taken back to checkout walks the checkout again: more states than the default limit.
    limit: 20_000,
    machine: transferBookingMachine,
    echoOnly: BOOKING_ECHO_SLOTS,
    inputs: [
      { today, newIdempotencyKey },
      { today, newIdempotencyKey, restore: { step: "results", searchParams: search } },
      { today, newIdempotencyKey, restore: { step: "checkout", offerId: "T1" } },
      { today, newIdempotencyKey, restore: { step: "confirmation", referenceNumber: "TR-1" } },
    ],
    events: [
      { type: "search.submitted", search },
      { type: "search.submitted", search: { ...search, pickUpDateTime: "2030-04-01T10:00" } }, // before today: refused
      { type: "xstate.done.actor.searchTransfers", output: { offers } },
      { type: "xstate.done.actor.searchTransfers", output: { offers: [] } },
      { type: "filters.changed", change: { vehicle: "van" } },
      { type: "sort.changed", sort: "Highest" },
      { type: "sort.changed", sort: "Quickest" as never }, // not a transfer sort: refused
      { type: "offer.selected", offerId: "T1" },
      { type: "offer.selected", offerId: "nope" }, // unknown: refused
      { type: "xstate.done.actor.reprice", output: pricing(false) },
      { type: "xstate.done.actor.reprice", output: pricing(true) },
      { type: "xstate.error.actor.reprice", error: failures.expired },
      { type: "xstate.error.actor.reprice", error: failures.server },
      { type: "client.picked", client: { id: "client-1", name: "Client One" } },
      { type: "xstate.done.actor.repriceForClient", output: { pricing: pricing(false), addOns: [] } },
      { type: "xstate.error.actor.repriceForClient", error: failures.expired },
      { type: "xstate.error.actor.repriceForClient", error: failures.server },
      { type: "clientPricing.retried" },
      { type: "checkout.requested", authenticated: true },
      { type: "checkout.requested", authenticated: false },
      { type: "checkout.submitted", passengers: [passenger], contact, clientId: "client-1" },
      { type: "checkout.submitted", passengers: [], contact }, // no lead passenger: refused
      { type: "travellers.edited", draft: { passengers: [{ firstName: "Ana" }], contact: null, client: null } },
      { type: "addOn.selected", addOn: { id: "rp-1", kind: "refundProtection", price: money(300, "USD") } },
      { type: "addOn.removed", id: "rp-1" },
      { type: "xstate.done.actor.payment", output: { status: "succeeded", reference: "TR-1", card } },
      { type: "xstate.done.actor.payment", output: { status: "abandoned", declinedHold: null } },
      { type: "xstate.done.actor.payment", output: { status: "refused", message: "No driver left. Your card was not charged." } },
      { type: "walletCredit.changed", choice: { use: true, text: "10.00" } },
      { type: "xstate.done.actor.loadReservation", output: reservation("paid") },
      { type: "xstate.done.actor.loadReservation", output: reservation("held") },
      { type: "hold.paymentRequested" },
      { type: "hold.released" },
      { type: "xstate.done.actor.releaseHold", output: undefined },
      { type: "xstate.error.actor.releaseHold", error: failures.server },
      { type: "xstate.error.actor.loadReservation", error: failures.server },
      { type: "xstate.done.actor.cancellation", output: { status: "cancelled", referenceNumber: "TR-1" } },
      { type: "xstate.done.actor.cancellation", output: { status: "dismissed", referenceNumber: "TR-1" } },
      { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "succeeded", reference: "TR-1", card, challengeId: null, declineCode: null } },
      { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "requires_action", reference: "TR-1", card, challengeId: "ch_1", declineCode: null } },
      { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "none" } },
      { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "processing", reference: "TR-1" } },
      { type: "xstate.done.actor.fetchPaymentOutcome", output: { status: "failed", reference: "TR-1", failureCode: null } },
      { type: "xstate.error.actor.fetchPaymentOutcome", error: failures.server },
      { type: "xstate.done.actor.revalidateOffer", output: pricing(false) },
      { type: "xstate.done.actor.revalidateOffer", output: pricing(true) },
      { type: "xstate.error.actor.revalidateOffer", error: failures.expired },
      { type: "xstate.error.actor.revalidateOffer", error: failures.server },
    ],
  }),
);
