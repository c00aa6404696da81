import { describe, expect, it } from "vitest";
import { createActor, type ActorRefFrom } from "xstate";
import { cancellationMachine } from "@machines/cancellation/cancellation.machine";
import { flightBookingMachine, type FlightBookingInput } from "@machines/flight-booking/flight-booking.machine";
import { flightPaymentMachine } from "@machines/flight-booking/order";
import { payable } from "@machines/payment/payable";
import { flightMessages } from "@machines/flight-booking/messages";
import { routeForState, stepOf, type RouteContext } from "@machines/booking/routes";
import { FLIGHT_PATHS } from "@machines/flight-booking/routes";

// The route a snapshot belongs on: its top-level state's.
const routeFor = (snapshot: { value: unknown; context: RouteContext }) => routeForState(FLIGHT_PATHS, stepOf(snapshot.value), snapshot.context);
import { paymentMessages } from "@machines/payment/messages";
import { messages } from "@/shared/messages";
import { adult, contact, failures, offers, pricing, reservation, searchRequest, TODAY, usd, visa } from "./fixtures";
import { controllable, effectLog, flush } from "./run";

const ACTORS = ["search", "reprice", "loadReservation", "confirmPayment", "completeChallenge", "getPenalty", "cancelBooking"] as const;

function start(input: Partial<FlightBookingInput> = {}) {
  const fake = controllable(ACTORS);
  const log = effectLog();
  let keys = 0;
  const machine = flightBookingMachine.provide({
    actors: {
      search: fake.actors.search as never,
      reprice: fake.actors.reprice as never,
      loadReservation: fake.actors.loadReservation as never,
      payment: flightPaymentMachine.provide({
        actors: { confirmPayment: fake.actors.confirmPayment as never, completeChallenge: fake.actors.completeChallenge as never },
        guards: { payable },
      }),
      cancellation: cancellationMachine.provide({
        actors: { getPenalty: fake.actors.getPenalty as never, cancelBooking: fake.actors.cancelBooking as never },
      }),
    },
  });
  const actor = createActor(machine, {
    input: { today: TODAY, newIdempotencyKey: () => `idem-${++keys}`, ...input },
    inspect: log.inspect,
  }).start();
  const payment = () => actor.getSnapshot().children.payment as ActorRefFrom<typeof flightPaymentMachine> | undefined;
  const cancellation = () => actor.getSnapshot().children.cancellation as ActorRefFrom<typeof cancellationMachine> | undefined;
  return { actor, fake, log, payment, cancellation, snapshot: () => actor.getSnapshot() };
}

async function toResults() {
  const run = start();
  run.actor.send({ type: "search.submitted", search: searchRequest });
  await run.fake.resolve("search", { offers, fareFamilies: [] });
  return run;
}

async function toCheckout() {
  const run = await toResults();
  run.actor.send({ type: "offer.selected", offerId: "OF1" });
  await run.fake.resolve("reprice", pricing(false));
  run.actor.send({ type: "checkout.requested", authenticated: true });
  return run;
}

describe("flight booking: search and results", () => {
  it("starts on the search form with the spec A §3/§9 defaults", () => {
    const { snapshot } = start();
    expect(snapshot().value).toBe("search");
    const { form } = snapshot().context;
    expect(form.routeType).toBe("Round-Trip");
    expect(form.flightType).toEqual({ value: "NoPreference", name: "All cabins" });
    expect(form.aircraftType).toBe("Commercial");
    expect(form.selectedPassenger).toEqual({ ADT: 1, CHD: 0, INF: 0 });
    expect(form.formData[0]?.rangeDate).toEqual({ startDate: "2030-05-02", endDate: "2030-05-09" });
    expect(routeFor(snapshot()).path).toBe(FLIGHT_PATHS.search);
  });

  it("refuses a search without rows or dated before today", () => {
    const { actor, snapshot } = start();
    actor.send({ type: "search.submitted", search: { ...searchRequest, formData: [] } });
    actor.send({
      type: "search.submitted",
      search: { ...searchRequest, formData: [{ ...searchRequest.formData[0], rangeDate: { startDate: "2030-04-30", endDate: "2030-05-09" } }] },
    });
    expect(snapshot().value).toBe("search");
  });

  it("loads results sorted Cheapest with summaries and facets, and remembers the search", async () => {
    const { snapshot, log } = await toResults();
    expect(snapshot().matches({ results: "loaded" })).toBe(true);
    const { context } = snapshot();
    expect(context.sort).toBe("Cheapest");
    expect(context.visible.map((o) => o.id)).toEqual(["OF4", "OF3", "OF2", "OF1"]);
    expect(context.summaries.cheapest?.offerId).toBe("OF4");
    expect(context.summaries.quickest?.offerId).toBe("OF3");
    expect(context.prepared?.facets.stops.Direct).toEqual({ value: "Direct", count: 1, lowest: usd(50_000) });
    expect(log.of("persistSearch")).toEqual([{ search: expect.objectContaining({ routeType: "Round-Trip", maxResults: 1000 }) }]);
  });

  it("filters Direct keeps only offers whose every leg is non-stop; sort and reset recompute the list", async () => {
    const { actor, snapshot } = await toResults();
    actor.send({ type: "filters.changed", change: { kind: "stops", stops: "Direct" } });
    expect(snapshot().context.visible.map((o) => o.id)).toEqual(["OF1"]); // OF3 has a non-stop leg and a one-stop leg
    actor.send({ type: "filters.reset" });
    actor.send({ type: "filters.changed", change: { kind: "only", group: "airlines", value: "BA" } });
    expect(snapshot().context.filters.airlines).toEqual(["BA"]);
    expect(snapshot().context.visible.map((o) => o.id)).toEqual(["OF3", "OF2"]);
    actor.send({ type: "sort.changed", sort: "Quickest" });
    expect(snapshot().context.visible.map((o) => o.id)).toEqual(["OF3", "OF2"]);
    actor.send({ type: "filters.changed", change: { kind: "clearAll", group: "airlines" } });
    expect(snapshot().context.visible).toEqual([]);
    expect(snapshot().context.summaries.cheapest).toBeNull();
  });

  it("a new search clears results, filters, sort and details", async () => {
    const { actor, snapshot, fake } = await toResults();
    actor.send({ type: "filters.changed", change: { kind: "stops", stops: "Direct" } });
    actor.send({ type: "sort.changed", sort: "Best" });
    actor.send({ type: "search.submitted", search: searchRequest });
    expect(snapshot().value).toBe("searching");
    expect(snapshot().context).toMatchObject({ offers: [], visible: [], sort: "Cheapest", offerId: null, pricing: null });
    expect(snapshot().context.filters.stops).toBe("Any");
    await fake.reject("search", failures.server);
    // spec A §8: silent; results cleared.
    expect(snapshot().matches({ results: "empty" })).toBe(true);
  });
});

describe("flight booking: details", () => {
  it("a changed price asks first; accepting continues, declining goes back to the results", async () => {
    const { actor, snapshot, fake } = await toResults();
    actor.send({ type: "offer.selected", offerId: "OF1" });
    expect(snapshot().matches({ details: "repricing" })).toBe(true);
    expect(routeFor(snapshot())).toMatchObject({ path: FLIGHT_PATHS.details, restore: { step: "details", offerId: "OF1" } });
    await fake.resolve("reprice", pricing(true));
    expect(snapshot().matches({ details: "priceChanged" })).toBe(true);
    expect(snapshot().context.pricing?.previousTotal).toEqual(usd(48_000));
    actor.send({ type: "price.accepted" });
    expect(snapshot().matches({ details: "reviewing" })).toBe(true);

    actor.send({ type: "details.back" });
    actor.send({ type: "offer.selected", offerId: "OF2" });
    await fake.resolve("reprice", pricing(true));
    actor.send({ type: "price.declined" });
    expect(snapshot().matches({ results: "loaded" })).toBe(true);
    expect(snapshot().context).toMatchObject({ offerId: null, pricing: null });
  });

  it("an expired offer goes back to fresh results with a message", async () => {
    const { actor, snapshot, fake } = await toResults();
    actor.send({ type: "offer.selected", offerId: "OF1" });
    await fake.reject("reprice", failures.expired);
    expect(snapshot().value).toBe("searching");
    expect(snapshot().context.alert).toEqual(flightMessages.offerExpired);
    expect(fake.calls("search")).toHaveLength(2);
  });

  it("a reprice failure toasts the server message, or 'Something went wrong', and goes back", async () => {
    const { actor, snapshot, fake, log } = await toResults();
    actor.send({ type: "offer.selected", offerId: "OF1" });
    await fake.reject("reprice", failures.server);
    actor.send({ type: "offer.selected", offerId: "OF1" });
    await fake.reject("reprice", failures.bare);
    expect(snapshot().matches({ results: "loaded" })).toBe(true);
    expect(log.of("toast")).toEqual([
      { kind: "error", message: "Supplier timeout" },
      { kind: "error", message: messages.somethingWentWrong },
    ]);
  });

  it("checkout needs a session: without one the web is asked to log in", async () => {
    const { actor, snapshot, fake, log } = await toResults();
    actor.send({ type: "offer.selected", offerId: "OF1" });
    await fake.resolve("reprice", pricing(false));
    actor.send({ type: "checkout.requested", authenticated: false });
    expect(snapshot().matches({ details: "reviewing" })).toBe(true);
    expect(log.of("requireLogin")).toEqual([{ message: flightMessages.loginRequired }]);
    actor.send({ type: "checkout.requested", authenticated: true });
    expect(snapshot().value).toEqual({ checkout: "editing" });
  });
});

describe("flight booking: checkout and payment", () => {
  it("a decline returns to the card form with the traveller details kept and the same idempotency key", async () => {
    const { actor, snapshot, fake, payment } = await toCheckout();
    actor.send({ type: "addOn.selected", addOn: { id: "protect", kind: "refundProtection", price: usd(2_500) } });
    actor.send({ type: "checkout.submitted", passengers: [adult], contact });
    expect(snapshot().value).toBe("payment");
    expect(snapshot().context.idempotencyKey).toBe("idem-1");

    payment()?.send({ type: "payment.submitted", card: visa });
    payment()?.send({ type: "payment.submitted", card: visa }); // double click while charging: ignored
    expect(fake.calls("confirmPayment")).toHaveLength(1);
    await fake.resolve("confirmPayment", { status: "declined", reference: "WP-1", card: { brand: "visa", last4: "0002" }, challengeId: null, declineCode: "insufficient_funds" });
    expect(payment()?.getSnapshot().value).toBe("declined");
    expect(payment()?.getSnapshot().context.decline?.message).toEqual(paymentMessages.insufficientFunds);
    expect(snapshot().context).toMatchObject({ passengers: [adult], contact, idempotencyKey: "idem-1" });

    payment()?.send({ type: "payment.submitted", card: visa });
    const [first, second] = fake.calls("confirmPayment");
    expect((second?.input as { idempotencyKey: string }).idempotencyKey).toBe((first?.input as { idempotencyKey: string }).idempotencyKey);
    expect(second?.input).toMatchObject({ amount: usd(52_500), order: { vertical: "flight", offerId: "OF1", passengers: [adult] } });
    // Card details never reach context: brand and last four only.
    expect(JSON.stringify(payment()?.getSnapshot().context)).not.toContain(visa.number);

    await fake.resolve("confirmPayment", { status: "succeeded", reference: "WP-1", card: { brand: "visa", last4: "4242" }, challengeId: null, declineCode: null });
    expect(snapshot().matches({ confirmation: "loading" })).toBe(true);
    expect(snapshot().context).toMatchObject({ referenceNumber: "WP-1", card: { brand: "visa", last4: "4242" } });
    expect(fake.last("loadReservation").input).toEqual({ referenceNumber: "WP-1" });
    expect(routeFor(snapshot())).toEqual({ path: FLIGHT_PATHS.confirmation, restore: { step: "confirmation", referenceNumber: "WP-1" } });
  });

  it("3-D Secure: the challenge step completes the same attempt", async () => {
    const { actor, snapshot, fake, payment } = await toCheckout();
    actor.send({ type: "checkout.submitted", passengers: [adult], contact });
    payment()?.send({ type: "payment.submitted", card: visa });
    await fake.resolve("confirmPayment", { status: "requires_action", reference: "WP-1", card: null, challengeId: "ch_1", declineCode: null });
    expect(payment()?.getSnapshot().value).toBe("requiresAction");
    payment()?.send({ type: "challenge.approved" });
    expect(fake.last("completeChallenge").input).toEqual({ idempotencyKey: "idem-1", reference: "WP-1", challengeId: "ch_1", approve: true });
    await fake.resolve("completeChallenge", { status: "succeeded", reference: "WP-1", card: { brand: "visa", last4: "3155" }, challengeId: null, declineCode: null });
    expect(snapshot().matches("confirmation")).toBe(true);
  });

  it("leaving the payment form starts a new attempt with a new key; traveller forms are kept", async () => {
    const { actor, snapshot, payment } = await toCheckout();
    actor.send({ type: "checkout.submitted", passengers: [adult], contact });
    payment()?.send({ type: "payment.abandoned" });
    await flush();
    expect(snapshot().value).toEqual({ checkout: "editing" });
    expect(snapshot().context.passengers).toEqual([adult]);
    actor.send({ type: "checkout.submitted", passengers: [adult], contact });
    expect(snapshot().context.idempotencyKey).toBe("idem-2");
  });

  // Bug: another tab's checkout of the same offer took this checkout's declined hold over. The server now reuses a
  // declined hold only when the new attempt names it, so the machine must name its own and no other.
  it("after a decline, back to the travellers and on: the new attempt names the declined hold (retryOf)", async () => {
    const { actor, snapshot, fake, payment } = await toCheckout();
    actor.send({ type: "checkout.submitted", passengers: [adult], contact });
    payment()?.send({ type: "payment.submitted", card: visa });
    expect(fake.last("confirmPayment").input).toMatchObject({ idempotencyKey: "idem-1", retryOf: null });
    await fake.resolve("confirmPayment", { status: "declined", reference: "WP-7", card: { brand: "visa", last4: "0002" }, challengeId: null, declineCode: "card_declined" });
    // The same attempt again names it too (the server finds it by the key first).
    payment()?.send({ type: "payment.submitted", card: visa });
    expect(fake.last("confirmPayment").input).toMatchObject({ idempotencyKey: "idem-1", retryOf: "WP-7" });
    await fake.resolve("confirmPayment", { status: "declined", reference: "WP-7", card: { brand: "visa", last4: "0002" }, challengeId: null, declineCode: "card_declined" });
    payment()?.send({ type: "payment.edited" });
    payment()?.send({ type: "payment.abandoned" });
    await flush();
    expect(snapshot().value).toEqual({ checkout: "editing" });
    expect(snapshot().context.declinedHold).toBe("WP-7");
    actor.send({ type: "checkout.submitted", passengers: [{ ...adult, lastName: "Lovelace" }], contact });
    payment()?.send({ type: "payment.submitted", card: visa });
    expect(fake.last("confirmPayment").input).toMatchObject({ idempotencyKey: "idem-2", retryOf: "WP-7" });
    await fake.resolve("confirmPayment", { status: "succeeded", reference: "WP-7", card: { brand: "visa", last4: "4242" }, challengeId: null, declineCode: null });
    // Booked: the next checkout continues nothing.
    expect(snapshot().context.declinedHold).toBeNull();
  });

  it("leaving the payment form without a decline names nothing", async () => {
    const { actor, snapshot, fake, payment } = await toCheckout();
    actor.send({ type: "checkout.submitted", passengers: [adult], contact });
    payment()?.send({ type: "payment.abandoned" });
    await flush();
    expect(snapshot().context.declinedHold).toBeNull();
    actor.send({ type: "checkout.submitted", passengers: [adult], contact });
    payment()?.send({ type: "payment.submitted", card: visa });
    expect(fake.last("confirmPayment").input).toMatchObject({ idempotencyKey: "idem-2", retryOf: null });
  });

  it("a held booking taken back to checkout names its reservation's reference when it pays", async () => {
    const { actor, snapshot, fake, payment } = start({ restore: { step: "confirmation", referenceNumber: "WP-1" } });
    await fake.resolve("loadReservation", reservation("held"));
    actor.send({ type: "hold.paymentRequested" });
    expect(snapshot().context).toMatchObject({ declinedHold: "WP-1", referenceNumber: null, idempotencyKey: null });
    await fake.resolve("reprice", pricing(false));
    expect(snapshot().value).toEqual({ checkout: "editing" });
    actor.send({ type: "checkout.submitted", passengers: [adult], contact });
    payment()?.send({ type: "payment.submitted", card: visa });
    expect(fake.last("confirmPayment").input).toMatchObject({ idempotencyKey: "idem-1", retryOf: "WP-1" });
  });

  it("refuses traveller forms that do not match the searched passengers", async () => {
    const { actor, snapshot } = await toCheckout();
    actor.send({ type: "checkout.submitted", passengers: [adult, { ...adult, type: "INF", birthDate: "2029-06-01" }], contact });
    actor.send({ type: "checkout.submitted", passengers: [adult], contact: { ...contact, email: "nope" } });
    expect(snapshot().value).toEqual({ checkout: "editing" });
  });
});

describe("flight booking: confirmation and cancel", () => {
  it("cancels with a penalty quote and toasts 'Flight cancelled successfully'", async () => {
    const { actor, snapshot, fake, cancellation, log } = start({ restore: { step: "confirmation", referenceNumber: "WP-1" } });
    expect(snapshot().matches({ confirmation: "loading" })).toBe(true);
    await fake.resolve("loadReservation", reservation("ticketed"));
    actor.send({ type: "cancel.requested" });
    expect(snapshot().value).toBe("cancel");
    expect(routeFor(snapshot()).path).toBe(FLIGHT_PATHS.reservation);
    await fake.resolve("getPenalty", { penalty: usd(10_000), refund: usd(40_000), cancellable: true, voidable: false });
    cancellation()?.send({ type: "void.requested" }); // not voidable: refused
    expect(cancellation()?.getSnapshot().value).toBe("quoting");
    cancellation()?.send({ type: "cancel.requested" });
    cancellation()?.send({ type: "cancel.confirmed" });
    await fake.resolve("cancelBooking", { penalty: usd(10_000), refund: usd(40_000) });
    expect(log.of("toast")).toContainEqual({ kind: "success", message: flightMessages.cancelled });
    expect(snapshot().matches({ confirmation: "loading" })).toBe(true);
  });

  it("a reservation failure clears it and toasts the server message", async () => {
    const { snapshot, fake, log } = start({ restore: { step: "confirmation", referenceNumber: "WP-1" } });
    await fake.reject("loadReservation", failures.server);
    expect(snapshot().matches({ confirmation: "failed" })).toBe(true);
    expect(snapshot().context.reservation).toBeNull();
    expect(log.of("toast")).toEqual([{ kind: "error", message: "Supplier timeout" }]);
  });
});

describe("flight booking: restore from a refresh or shared link", () => {
  it("results with search params searches again", () => {
    const { snapshot, fake } = start({ restore: { step: "results", searchParams: searchRequest } });
    expect(snapshot().value).toBe("searching");
    expect(fake.last("search").input).toMatchObject({ routeType: "Round-Trip", maxResults: 1000 });
  });

  it("results with invalid params falls back to the form", () => {
    expect(start({ restore: { step: "results", searchParams: { routeType: "Sideways" } } }).snapshot().value).toBe("search");
  });

  it("details with an offer id reprices it", () => {
    const { snapshot, fake } = start({ restore: { step: "details", offerId: "OF9", searchParams: searchRequest } });
    expect(snapshot().matches({ details: "repricing" })).toBe(true);
    // The core prices an offer for the search it came from (a hotel's rooms need the stay).
    expect(fake.last("reprice").input).toEqual({ offerId: "OF9", search: snapshot().context.search });
  });

  it("checkout reprices and lands in checkout", async () => {
    const { snapshot, fake } = start({ restore: { step: "checkout", offerId: "OF1", searchParams: searchRequest } });
    await fake.resolve("reprice", pricing(false));
    expect(snapshot().value).toEqual({ checkout: "editing" });
    expect(routeFor(snapshot())).toMatchObject({ path: FLIGHT_PATHS.checkout, restore: { step: "checkout", offerId: "OF1" } });
  });

  it("the route of every step restores that step", async () => {
    const { snapshot } = await toResults();
    const { restore } = routeFor(snapshot());
    expect(start({ restore }).snapshot().value).toBe("searching");
  });
});
