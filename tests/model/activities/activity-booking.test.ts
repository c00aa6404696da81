import { describe, expect, it } from "vitest";
import { createActor, type ActorRefFrom } from "xstate";
import { activityBookingMachine } from "@machines/activity-booking/activity-booking.machine";
import { activityMessages } from "@machines/activity-booking/messages";
import type { ActivityOrder } from "@machines/activity-booking/order";
import { cancellationMachine } from "@machines/cancellation/cancellation.machine";
import { createPayableMachine } from "@machines/payment/payable";
import { controllable, effectLog } from "../flights/run";
import { bookablePricing, checkoutContact, choice, nextPage, productPricing, products, reservation, searchForm, TODAY, travellers } from "./fixtures";

// The activity flow on the booking core, step by step: pages shown as they arrive until the list is whole (spec B
// §4), filters and sorts on that list at home kept in the search, the details page's choice checked for availability,
// cancellation with a reason, and spec B §8's words when the booking cannot be read again after a cancel.

const ACTORS = ["search", "reprice", "checkChoice", "loadReservation", "confirmPayment", "getPenalty", "cancelBooking"] as const;

function start(restore?: { step: "confirmation"; referenceNumber: string }) {
  const fake = controllable(ACTORS);
  const log = effectLog();
  const machine = activityBookingMachine.provide({
    actors: {
      search: fake.actors.search as never,
      reprice: fake.actors.reprice as never,
      checkChoice: fake.actors.checkChoice as never,
      loadReservation: fake.actors.loadReservation as never,
      payment: createPayableMachine<ActivityOrder>().provide({ actors: { confirmPayment: fake.actors.confirmPayment as never } }),
      cancellation: cancellationMachine.provide({ actors: { getPenalty: fake.actors.getPenalty as never, cancelBooking: fake.actors.cancelBooking as never } }),
    },
  });
  const actor = createActor(machine, { input: { today: TODAY, newIdempotencyKey: () => "idem-1", ...(restore ? { restore } : {}) }, inspect: log.inspect }).start();
  const cancellation = () => actor.getSnapshot().children.cancellation as ActorRefFrom<typeof cancellationMachine> | undefined;
  return { actor, fake, log, cancellation, snapshot: () => actor.getSnapshot() };
}

async function toResults() {
  const run = start();
  run.actor.send({ type: "search.submitted", search: searchForm });
  await run.fake.resolve("search", { offers: [...products, ...nextPage], totalSearchItem: 3 });
  return run;
}

async function toDetails() {
  const run = await toResults();
  run.actor.send({ type: "offer.selected", offerId: products[0]!.id });
  await run.fake.resolve("reprice", productPricing);
  return run;
}

describe("activity booking: results in pages", () => {
  it("shows each page as it arrives, not yet to be chosen; the whole list once the search ends", async () => {
    const { actor, fake, snapshot } = start();
    actor.send({ type: "search.submitted", search: searchForm });
    expect(fake.last("search").input).toMatchObject({ destinationId: 2267057, start: 0, travellers: { ADT: 2, CHD: 1 } });
    actor.send({ type: "search.progress", result: { offers: products, totalSearchItem: 3 } });
    expect(snapshot().value).toBe("searching");
    expect(snapshot().context.visible.map((o) => o.id)).toEqual(products.map((o) => o.id));
    actor.send({ type: "offer.selected", offerId: products[0]!.id });
    expect(snapshot().value).toBe("searching");
    await fake.resolve("search", { offers: [...products, ...nextPage], totalSearchItem: 3 });
    expect(snapshot().matches({ results: "loaded" })).toBe(true);
    expect(snapshot().context.visible.map((o) => o.id)).toEqual([...products, ...nextPage].map((o) => o.id));
    expect(snapshot().context.totalSearchItem).toBe(3);
  });

  it("a tag filter or a sort changes the list at home, with no new search; the search and its form keep them", async () => {
    const { actor, fake, log, snapshot } = await toResults();
    const searches = fake.calls("search").length;
    actor.send({ type: "filters.changed", change: { tags: ["evening", "freeCancellation"] } });
    // spec B §9: groups with AND, tags within a group with OR: no product is both an evening one and free to cancel.
    expect(snapshot().matches({ results: "loaded" })).toBe(true);
    expect(snapshot().context.visible).toEqual([]);
    actor.send({ type: "filters.changed", change: { tags: ["evening", "morning"] } });
    expect(snapshot().context.visible.map((o) => o.id)).toEqual(["2267057P1", "2267057P2", "2267057P3"]);
    actor.send({ type: "sort.changed", sort: "PRICE_LOW_TO_HIGH" });
    expect(snapshot().context.visible.map((o) => o.id)).toEqual(["2267057P3", "2267057P1", "2267057P2"]);
    actor.send({ type: "filters.changed", change: { tags: ["morning"] } });
    expect(snapshot().context.visible.map((o) => o.id)).toEqual(["2267057P1", "2267057P2"]);
    expect(fake.calls("search").length).toBe(searches);
    expect(snapshot().context.search).toMatchObject({ start: 0, filterItem: { sortOrder: "PRICE_LOW_TO_HIGH", tags: ["morning"] } });
    expect(snapshot().context.form.filterItem).toEqual({ sortOrder: "PRICE_LOW_TO_HIGH", tags: ["morning"] });
    // The address follows (the results page's route with the search), and the search is remembered.
    expect(log.effects.filter((e) => e.type === "navigate").at(-1)?.params).toMatchObject({ restore: { step: "results", searchParams: { filterItem: { sortOrder: "PRICE_LOW_TO_HIGH", tags: ["morning"] } } } });
    expect(log.effects.filter((e) => e.type === "persistSearch").length).toBeGreaterThanOrEqual(4);
    actor.send({ type: "filters.reset" });
    expect(snapshot().context.visible.map((o) => o.id)).toEqual(["2267057P3", "2267057P1", "2267057P2"]);
  });

  it("a search with a sort and tags (a shared link) shows its list filtered and sorted as it arrives and when it ends", async () => {
    const { actor, fake, snapshot } = start();
    actor.send({ type: "search.submitted", search: { ...searchForm, filterItem: { sortOrder: "DURATION", tags: ["evening"] } } });
    actor.send({ type: "search.progress", result: { offers: products, totalSearchItem: 3 } });
    expect(snapshot().context.visible).toEqual([]);
    await fake.resolve("search", { offers: [...products, ...nextPage], totalSearchItem: 3 });
    expect(snapshot().context.filters).toEqual({ tags: ["evening"] });
    expect(snapshot().context.sort).toBe("DURATION");
    expect(snapshot().context.visible.map((o) => o.id)).toEqual(["2267057P3"]);
  });
});

describe("activity booking: the details page's choice", () => {
  it("opens checkout only once a choice is checked; a sold-out slot stays on the page with the server's words", async () => {
    const { actor, fake, log, snapshot } = await toDetails();
    actor.send({ type: "checkout.requested", authenticated: true });
    expect(snapshot().matches({ details: "reviewing" })).toBe(true);
    actor.send({ type: "choice.submitted", choice });
    expect(fake.last("checkChoice").input).toEqual({ offerId: products[0]!.id, choice });
    await fake.reject("checkChoice", { httpStatus: 409, message: "This time slot is not available for your travellers. Please choose another time." });
    expect(snapshot().matches({ details: "reviewing" })).toBe(true);
    expect(log.of("toast").at(-1)).toMatchObject({ kind: "error" });
    actor.send({ type: "choice.submitted", choice });
    await fake.resolve("checkChoice", bookablePricing(false));
    expect(snapshot().context.offerId).toBe(bookablePricing(false).offer.id);
    actor.send({ type: "checkout.requested", authenticated: true });
    expect(snapshot().value).toEqual({ checkout: "editing" });
  });

  it("a price changed at checkout is accepted before checkout opens", async () => {
    const { actor, fake, snapshot } = await toDetails();
    actor.send({ type: "choice.submitted", choice });
    await fake.resolve("checkChoice", bookablePricing(true));
    expect(snapshot().matches({ details: "priceChanged" })).toBe(true);
    actor.send({ type: "price.accepted" });
    actor.send({ type: "checkout.requested", authenticated: true });
    expect(snapshot().value).toEqual({ checkout: "editing" });
    actor.send({ type: "checkout.submitted", passengers: travellers, contact: checkoutContact });
    expect(snapshot().value).toBe("payment");
  });
});

describe("activity booking: cancellation", () => {
  it("confirms with one of the quote's reasons; a failed reload shows spec B §8's words", async () => {
    const { actor, fake, log, cancellation, snapshot } = start({ step: "confirmation", referenceNumber: "ACAAAA2222" });
    await fake.resolve("loadReservation", reservation("paid"));
    actor.send({ type: "cancel.requested" });
    const quote = { penalty: { amount: 0, currency: "USD" }, refund: { amount: 7_700, currency: "USD" }, cancellable: true, voidable: false, reasons: ["WEATHER", "OTHER"], exchangeRate: null };
    await fake.resolve("getPenalty", quote);
    cancellation()?.send({ type: "cancel.requested" });
    cancellation()?.send({ type: "cancel.confirmed" });
    expect(cancellation()?.getSnapshot().value).toBe("confirming");
    cancellation()?.send({ type: "cancel.confirmed", reason: "SUNNY" });
    expect(cancellation()?.getSnapshot().value).toBe("confirming");
    cancellation()?.send({ type: "cancel.confirmed", reason: "WEATHER" });
    expect(fake.last("cancelBooking").input).toEqual({ referenceNumber: "ACAAAA2222", action: "cancel", expectedRefund: quote.refund, reason: "WEATHER" });
    await fake.resolve("cancelBooking", { penalty: quote.penalty, refund: quote.refund });
    expect(snapshot().matches({ confirmation: "updating" })).toBe(true);
    await fake.reject("loadReservation", { httpStatus: 500, message: "down" });
    expect(snapshot().matches({ confirmation: "failed" })).toBe(true);
    expect(log.of("toast").at(-1)).toEqual({ kind: "error", message: activityMessages.bookingUpdateFailed });
  });

  it("a moved refund is shown again, in the booking's currency with its rate, and confirmed again", async () => {
    const { actor, fake, cancellation } = start({ step: "confirmation", referenceNumber: "ACAAAA2222" });
    await fake.resolve("loadReservation", reservation("paid"));
    actor.send({ type: "cancel.requested" });
    const rate = { from: "EUR", to: "USD", rate: 1.086957 };
    await fake.resolve("getPenalty", { penalty: { amount: 0, currency: "USD" }, refund: { amount: 7_700, currency: "USD" }, cancellable: true, voidable: false, reasons: ["OTHER"], exchangeRate: rate });
    cancellation()?.send({ type: "cancel.requested" });
    cancellation()?.send({ type: "cancel.confirmed", reason: "OTHER" });
    await fake.resolve("cancelBooking", { penalty: { amount: 770, currency: "USD" }, refund: { amount: 6_930, currency: "USD" }, priceChanged: true, exchangeRate: rate });
    const context = cancellation()?.getSnapshot().context;
    expect(cancellation()?.getSnapshot().value).toBe("quoting");
    expect(context?.quote).toMatchObject({ refund: { amount: 6_930 }, exchangeRate: rate });
  });
});
