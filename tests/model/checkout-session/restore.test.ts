// Resumable checkouts: restoring a persisted flight checkout. Work that was running when the snapshot was
// taken is not re-sent: `checkout.resumed` asks the server (payment outcome by idempotency key,
// the offer again) and continues; old, newer or broken snapshots are refused without throwing.
import { restorableVerticals } from "@machines/checkout-session/verticals";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { restorable, restoreRegistry } from "@machines/booking/restorable";
import { flightMessages } from "@machines/flight-booking/messages";
import { checkoutSessionBody } from "@machines/checkout-session/session-body";
import { flightVertical } from "@machines/flight-booking/flight-booking.machine";
import { checkoutSessionMessages } from "@machines/checkout-session/messages";
import type { PersistedSnapshotJson } from "@machines/checkout-session/migrations";
import { restoreSnapshot } from "@machines/checkout-session/restore";
import { REDACTED, sanitiseSnapshot } from "@machines/checkout-session/sanitise";
import { containsCardData } from "@/shared/api/checkout-sessions";
import { adult, contact, failures, offers, pricing, TODAY, usd, visa } from "../flights/fixtures";
import { widgetBookingMachine, widgetVertical } from "../booking/widgets";
import { atPayment, device, newIdempotencyKey } from "./fixtures";
import { outcomes, repricedHigher } from "./variants";

const { id: FLIGHT_BOOKING_MACHINE_ID, version: FLIGHT_BOOKING_MACHINE_VERSION } = flightVertical;

const options = { today: TODAY, newIdempotencyKey };

/** What the server keeps: the sanitised persisted snapshot, through JSON. */
function save(d: ReturnType<typeof device>) {
  const body = checkoutSessionBody(flightVertical, d.actor.getPersistedSnapshot());
  if (!body) throw new Error("not a resumable step");
  return { machineId: body.machineId, machineVersion: body.machineVersion, snapshot: JSON.parse(JSON.stringify(body.snapshot)) as PersistedSnapshotJson };
}

function resume(saved: unknown) {
  const result = restoreSnapshot(saved, options);
  if (!result.ok) throw new Error(`not restored: ${result.reason}`);
  const d = device({ snapshot: result.snapshot });
  d.actor.send({ type: "checkout.resumed" });
  return d;
}

describe("restore in flight", () => {
  it("a booking refused after authorisation (sold out, a vendor's refusal): no Pay, the refusal's words, then back to the same search's results", async () => {
    const d = await atPayment();
    d.payment()?.send({ type: "payment.submitted", card: visa });
    const words = "This flight sold out. Your card was not charged.";
    await d.fake.resolve("confirmPayment", { status: "refused", reference: "WP-1", card: null, challengeId: null, declineCode: "OFFER_SOLD_OUT", declineText: words });
    const payment = d.payment()?.getSnapshot();
    expect(payment?.value).toBe("refused");
    expect(payment?.context.alert).toBe(words);
    // Pay is not offered again for this offer, nor its travellers' step.
    d.payment()?.send({ type: "payment.submitted", card: visa });
    d.payment()?.send({ type: "payment.abandoned" });
    await d.flush();
    expect(d.payment()?.getSnapshot().value).toBe("refused");
    expect(d.fake.calls("confirmPayment")).toHaveLength(1);
    d.payment()?.send({ type: "payment.refusalClosed" });
    await d.flush();
    expect(d.snapshot().matches("searching")).toBe(true);
    expect(d.snapshot().context).toMatchObject({ alert: words, offerId: null, pricing: null, idempotencyKey: null });
    // The travellers stay for another offer.
    expect(d.snapshot().context.passengers).toEqual([adult]);
  });

  it("'Use wallet credit' is kept when a checkout is resumed: the choice and the amount typed come back with the payment form", async () => {
    const d = await atPayment();
    d.actor.send({ type: "walletCredit.changed", choice: { use: true, text: "25.00" } });
    expect(d.snapshot().context.walletCredit).toEqual({ use: true, text: "25.00" });

    const next = resume(save(d));
    await next.fake.resolve("fetchPaymentOutcome", { status: "none" });
    await next.fake.resolve("revalidateOffer", pricing(false));
    expect(next.snapshot().matches("payment")).toBe(true);
    expect(next.snapshot().context.walletCredit).toEqual({ use: true, text: "25.00" });
    // Turned off, it stays off.
    next.actor.send({ type: "walletCredit.changed", choice: { use: false } });
    expect(next.snapshot().context.walletCredit).toEqual({ use: false });
  });

  it("payment submitting: the card never reaches the saved snapshot, and the restore asks for the outcome instead of charging again", async () => {
    const d = await atPayment();
    d.payment()?.send({ type: "payment.submitted", card: visa });
    await d.flush();
    expect(d.payment()?.getSnapshot().value).toBe("submitting");
    // XState persists the running confirmPayment with its input, card included: the reason for sanitiseSnapshot.
    expect(JSON.stringify(d.actor.getPersistedSnapshot())).toContain(visa.number);
    const saved = save(d);
    expect(JSON.stringify(saved)).not.toContain(visa.number);
    expect(containsCardData(saved)).toBe(false);

    const next = resume(saved);
    await next.flush();
    expect(next.snapshot().matches({ resuming: "fetchingOutcome" })).toBe(true);
    expect(next.fake.last("fetchPaymentOutcome").input).toEqual({ idempotencyKey: "idem-1" });
    await next.fake.resolve("fetchPaymentOutcome", outcomes.succeeded);
    expect(next.snapshot().matches({ confirmation: "loading" })).toBe(true);
    expect(next.snapshot().context).toMatchObject({ referenceNumber: "WP-1", card: { brand: "visa", last4: "4242" }, resumeAt: null });
    expect(next.fake.calls("confirmPayment")).toHaveLength(0);
  });

  it("3-D Secure pending: a reload reopens the challenge, and completing it is the only call", async () => {
    const d = await atPayment();
    d.payment()?.send({ type: "payment.submitted", card: visa });
    await d.fake.resolve("confirmPayment", outcomes.challenge);
    expect(d.payment()?.getSnapshot().value).toBe("requiresAction");

    const next = resume(save(d));
    await next.fake.resolve("fetchPaymentOutcome", outcomes.challenge);
    expect(next.snapshot().matches("payment")).toBe(true);
    expect(next.payment()?.getSnapshot()).toMatchObject({ value: "requiresAction", context: { challengeId: "ch_1", reference: "WP-1" } });
    next.payment()?.send({ type: "challenge.approved" });
    await next.flush();
    expect(next.fake.last("completeChallenge").input).toEqual({ idempotencyKey: "idem-1", reference: "WP-1", challengeId: "ch_1", approve: true });
    expect(next.fake.calls("confirmPayment")).toHaveLength(0);
    await next.fake.resolve("completeChallenge", outcomes.succeeded);
    expect(next.snapshot().matches({ confirmation: "loading" })).toBe(true);
  });

  it("nothing charged yet: the offer is checked, then the payment form opens with the same key", async () => {
    const next = resume(save(await atPayment()));
    await next.fake.resolve("fetchPaymentOutcome", outcomes.none);
    expect(next.snapshot().matches({ resuming: "revalidating" })).toBe(true);
    expect(next.fake.last("revalidateOffer").input).toEqual({ offerId: "OF1", search: next.snapshot().context.search });
    await next.fake.resolve("revalidateOffer", pricing(false));
    expect(next.snapshot().matches("payment")).toBe(true);
    expect(next.payment()?.getSnapshot()).toMatchObject({ value: "editing", context: { idempotencyKey: "idem-1", amount: usd(50_000) } });
  });

  it("payment busy on another request: asks again after the poll interval", async () => {
    const next = resume(save(await atPayment()));
    await next.fake.resolve("fetchPaymentOutcome", outcomes.processing);
    expect(next.snapshot().matches({ resuming: "waitingForOutcome" })).toBe(true);
  });

  it("outcome unknown (offline): a retry state, nothing sent again", async () => {
    const next = resume(save(await atPayment()));
    await next.fake.reject("fetchPaymentOutcome", failures.server);
    expect(next.snapshot().matches({ resuming: "failed" })).toBe(true);
    next.actor.send({ type: "resume.retried" });
    await next.flush();
    expect(next.fake.calls("fetchPaymentOutcome")).toHaveLength(2);
    expect(next.fake.calls("confirmPayment")).toHaveLength(0);
  });

  it("reprice in flight: the restored details page prices again (a read), nothing else", async () => {
    const d = device({ input: { restore: { step: "checkout", offerId: "OF1" } } });
    expect(d.snapshot().matches({ details: "repricing" })).toBe(true);
    const next = resume(save(d));
    await next.flush();
    expect(next.snapshot().matches({ details: "repricing" })).toBe(true);
    expect(next.fake.calls("reprice")).toHaveLength(1);
    await next.fake.resolve("reprice", pricing(false));
    // Restored from a checkout link: on to checkout as before.
    expect(next.snapshot().matches("checkout")).toBe(true);
  });

  it("checkout, offer unchanged: back on the traveller forms, pricing and citizenship kept", async () => {
    const d = await atPayment();
    d.payment()?.send({ type: "payment.abandoned" });
    await d.flush();
    d.actor.send({ type: "citizenship.changed", citizenship: "fr" });
    expect(d.snapshot().matches("checkout")).toBe(true);
    const next = resume(save(d));
    await next.fake.resolve("revalidateOffer", pricing(false));
    expect(next.snapshot().matches("checkout")).toBe(true);
    expect(next.snapshot().context).toMatchObject({ citizenship: "FR", passengers: [adult], pricing: pricing(false), resumeAt: null });
  });

  it("a decline resumed at payment, then back to the travellers: the next attempt names the declined hold", async () => {
    const d = await atPayment();
    d.payment()?.send({ type: "payment.submitted", card: visa });
    await d.fake.resolve("confirmPayment", outcomes.declined);
    const next = resume(save(d));
    await next.fake.resolve("fetchPaymentOutcome", outcomes.declined);
    expect(next.payment()?.getSnapshot().value).toBe("declined");
    next.payment()?.send({ type: "payment.abandoned" });
    await next.flush();
    expect(next.snapshot().context.declinedHold).toBe(outcomes.declined.reference);
    next.actor.send({ type: "checkout.submitted", passengers: [adult], contact });
    next.payment()?.send({ type: "payment.submitted", card: visa });
    expect(next.fake.last("confirmPayment").input).toMatchObject({ retryOf: outcomes.declined.reference });
  });

  it("a declined checkout saved on the traveller forms keeps the declined hold; one saved before it was kept restores with none", async () => {
    const d = await atPayment();
    d.payment()?.send({ type: "payment.submitted", card: visa });
    await d.fake.resolve("confirmPayment", outcomes.declined);
    d.payment()?.send({ type: "payment.abandoned" });
    await d.flush();
    const saved = save(d);
    expect(saved.snapshot.context.declinedHold).toBe("WP-1");
    const next = resume(saved);
    await next.fake.resolve("revalidateOffer", pricing(false));
    next.actor.send({ type: "checkout.submitted", passengers: [adult], contact });
    next.payment()?.send({ type: "payment.submitted", card: visa });
    expect(next.fake.last("confirmPayment").input).toMatchObject({ retryOf: "WP-1" });

    const { declinedHold: _d, ...before } = saved.snapshot.context;
    const older = resume({ ...saved, snapshot: { ...saved.snapshot, context: before } });
    await older.fake.resolve("revalidateOffer", pricing(false));
    expect(older.snapshot().matches("checkout")).toBe(true);
    older.actor.send({ type: "checkout.submitted", passengers: [adult], contact });
    older.payment()?.send({ type: "payment.submitted", card: visa });
    expect(older.fake.last("confirmPayment").input).toMatchObject({ retryOf: null });
  });

  it("price changed: the machine's price-change state, then on to checkout with the traveller details", async () => {
    const next = resume(save(await atPayment()));
    await next.fake.resolve("fetchPaymentOutcome", outcomes.none);
    await next.fake.resolve("revalidateOffer", repricedHigher);
    expect(next.snapshot().matches({ details: "priceChanged" })).toBe(true);
    expect(next.snapshot().context.pricing).toMatchObject({ priceChanged: true, totalAmount: usd(52_000), previousTotal: usd(48_000) });
    next.actor.send({ type: "price.accepted" });
    expect(next.snapshot().matches("checkout")).toBe(true);
    expect(next.snapshot().context).toMatchObject({ passengers: [adult], contact, pricing: { totalAmount: usd(52_000), priceChanged: false } });
  });

  it("expired: back to results of the same search with a message, traveller details kept", async () => {
    const next = resume(save(await atPayment()));
    await next.fake.resolve("fetchPaymentOutcome", outcomes.none);
    await next.fake.reject("revalidateOffer", failures.expired);
    expect(next.snapshot().matches("searching")).toBe(true);
    expect(next.fake.last("search").input).toMatchObject({ routeType: "Round-Trip" });
    expect(next.snapshot().context).toMatchObject({
      alert: flightMessages.resumeOfferGone,
      passengers: [adult],
      contact,
      offerId: null,
      pricing: null,
      idempotencyKey: null,
    });
    await next.fake.resolve("search", { offers, fareFamilies: [] });
    expect(next.snapshot().matches({ results: "loaded" })).toBe(true);
    expect(next.snapshot().context.passengers).toEqual([adult]);
  });

  it("sold out (409) and a booking that failed meanwhile: the same way back to the results", async () => {
    const soldOut = resume(save(await atPayment()));
    await soldOut.fake.resolve("fetchPaymentOutcome", outcomes.none);
    await soldOut.fake.reject("revalidateOffer", { httpStatus: 409, message: "Sold out" });
    expect(soldOut.snapshot().matches("searching")).toBe(true);
    const failed = resume(save(await atPayment()));
    await failed.fake.resolve("fetchPaymentOutcome", outcomes.failed);
    expect(failed.snapshot().matches("searching")).toBe(true);
    expect(failed.snapshot().context).toMatchObject({ alert: flightMessages.resumeOfferGone, passengers: [adult] });
  });
});

describe("restoreSnapshot", () => {
  const payload = async () => save(await atPayment());

  it("restores the current version as is, with the key maker and today given back", async () => {
    const result = restoreSnapshot(await payload(), { today: "2030-05-03", newIdempotencyKey });
    expect(result).toMatchObject({ ok: true, migratedFrom: null });
    if (!result.ok) return;
    const context = (result.snapshot as unknown as PersistedSnapshotJson).context;
    expect(context).toMatchObject({ today: "2030-05-03", passengers: [adult] });
    expect(context.newIdempotencyKey).toBe(newIdempotencyKey);
  });

  it("accepts the JSON text too", async () => {
    expect(restoreSnapshot(JSON.stringify(await payload()), options).ok).toBe(true);
  });

  it("an older version with a registered migration is migrated", async () => {
    const saved = await payload();
    const { resumeAt: _r, paymentResume: _p, ...v0 } = saved.snapshot.context;
    const old = { ...saved, machineVersion: FLIGHT_BOOKING_MACHINE_VERSION - 1, snapshot: { ...saved.snapshot, context: v0 } };
    const migrations = {
      [FLIGHT_BOOKING_MACHINE_ID]: {
        [FLIGHT_BOOKING_MACHINE_VERSION - 1]: (s: PersistedSnapshotJson) => ({ ...s, context: { ...s.context, resumeAt: null, paymentResume: null } }),
      },
    };
    const result = restoreSnapshot(old, { ...options, migrations });
    expect(result).toMatchObject({ ok: true, migratedFrom: FLIGHT_BOOKING_MACHINE_VERSION - 1 });
    if (!result.ok) return;
    const next = device({ snapshot: result.snapshot });
    next.actor.send({ type: "checkout.resumed" });
    expect(next.snapshot().matches({ resuming: "fetchingOutcome" })).toBe(true);
  });

  it("an older version without a migration is discarded with a message, keeping the travellers it can read", async () => {
    const saved = await payload();
    const result = restoreSnapshot({ ...saved, machineVersion: FLIGHT_BOOKING_MACHINE_VERSION - 1 }, options);
    expect(result).toEqual({ ok: false, reason: "outdated", message: checkoutSessionMessages.outdated, travellers: { passengers: [adult], contact } });
  });

  it("keeps only the travellers that still parse", async () => {
    const saved = await payload();
    const context = { ...saved.snapshot.context, passengers: [adult, { firstName: 3 }] };
    const result = restoreSnapshot({ ...saved, machineVersion: 0, snapshot: { ...saved.snapshot, context } }, options);
    expect(result).toMatchObject({ ok: false, travellers: { passengers: [adult], contact } });
  });

  it("a newer version or another machine is refused", async () => {
    const saved = await payload();
    expect(restoreSnapshot({ ...saved, machineVersion: FLIGHT_BOOKING_MACHINE_VERSION + 1 }, options)).toMatchObject({ ok: false, reason: "newer" });
    expect(restoreSnapshot({ ...saved, machineId: "trainBooking" }, options)).toMatchObject({ ok: false, reason: "unknownMachine" });
  });

  it("every vertical's checkout can be restored (a vertical left out here lost every saved checkout)", () => {
    expect(Object.keys(restorableVerticals).sort()).toEqual(["activityBooking", "carBooking", "flightBooking", "hotelBooking"]);
  });

  it.each([
    ["garbage JSON", "{not json"],
    ["null", null],
    ["a number", 42],
    ["no snapshot", { machineId: FLIGHT_BOOKING_MACHINE_ID, machineVersion: 1 }],
    ["a snapshot that is a string", { machineId: FLIGHT_BOOKING_MACHINE_ID, machineVersion: 1, snapshot: "x" }],
    ["an unknown state", { machineId: FLIGHT_BOOKING_MACHINE_ID, machineVersion: 1, snapshot: { status: "active", value: "nowhere", context: {} } }],
  ])("%s → ok:false, never throws", (_name, raw) => {
    expect(() => restoreSnapshot(raw, options)).not.toThrow();
    expect(restoreSnapshot(raw, options)).toMatchObject({ ok: false, message: checkoutSessionMessages.broken });
  });

  it("a known state with a broken context, or a finished actor, is refused", async () => {
    const saved = await payload();
    const noOffers = { ...saved, snapshot: { ...saved.snapshot, context: { ...saved.snapshot.context, offers: "many" } } };
    expect(restoreSnapshot(noOffers, options)).toMatchObject({ ok: false, reason: "broken", travellers: { passengers: [adult] } });
    const badValue = { ...saved, snapshot: { ...saved.snapshot, value: { details: "nowhere" } } };
    expect(restoreSnapshot(badValue, options)).toMatchObject({ ok: false, reason: "broken" });
    const done = { ...saved, snapshot: { ...saved.snapshot, status: "done" } };
    expect(restoreSnapshot(done, options)).toMatchObject({ ok: false, reason: "broken" });
  });

  it("the context check is the machine's own: a resume step the machine does not have (details) is refused", async () => {
    const saved = await payload();
    const atDetails = { ...saved, snapshot: { ...saved.snapshot, context: { ...saved.snapshot.context, resumeAt: "details" } } };
    expect(restoreSnapshot(atDetails, options)).toMatchObject({ ok: false, reason: "broken" });
  });

  it("restores another vertical's machine from the registry it is given, with that vertical's slots checked", () => {
    const machines = restoreRegistry([restorable(widgetVertical, widgetBookingMachine)]);
    const widget = createActor(widgetBookingMachine, { input: { today: TODAY, newIdempotencyKey, restore: { step: "results", searchParams: { keyword: "gear" } } } });
    widget.start();
    const persisted = JSON.parse(JSON.stringify(sanitiseSnapshot(widget.getPersistedSnapshot()))) as PersistedSnapshotJson;
    widget.stop();
    const raw = { machineId: widgetVertical.id, machineVersion: widgetVertical.version, snapshot: persisted };
    expect(restoreSnapshot(raw, options)).toMatchObject({ ok: false, reason: "unknownMachine" });
    expect(restoreSnapshot(raw, { ...options, machines })).toMatchObject({ ok: true });
    const badSlot = { ...raw, snapshot: { ...persisted, context: { ...persisted.context, notice: 42 } } };
    expect(restoreSnapshot(badSlot, { ...options, machines })).toMatchObject({ ok: false, reason: "broken" });
  });
});

describe("sanitiseSnapshot", () => {
  it("drops card objects and card keys, redacts card numbers, keeps ticket numbers and JSON-safe values", () => {
    const dirty = {
      card: visa,
      nested: [{ cardNumber: "4000 0000 0000 0002", cvv: "999", note: "pay with 5555-5555-5555-4444" }],
      payment: { card: { brand: "visa", last4: "4242" } },
      ticketNumber: "1251234567890",
      fn: () => 1,
      inf: Number.POSITIVE_INFINITY,
      pan: "378282246310005",
    };
    const clean = sanitiseSnapshot(dirty) as Record<string, unknown>;
    expect(clean).toEqual({
      nested: [{ note: "pay with 5555-5555-5555-4444" }],
      payment: { card: { brand: "visa", last4: "4242" } },
      ticketNumber: "1251234567890",
      inf: null,
    });
    expect(sanitiseSnapshot({ number: "4242424242424242" })).toEqual({ number: REDACTED });
  });

  it("containsCardData: card keys and card-number strings, not ticket numbers or amounts", () => {
    expect(containsCardData({ card: { number: "4242424242424242", cvc: "123" } })).toBe(true);
    expect(containsCardData({ a: [{ cvc: "123" }] })).toBe(true);
    expect(containsCardData({ note: "4242 4242 4242 4242" })).toBe(true);
    expect(containsCardData({ big: 4242424242424242 })).toBe(true);
    expect(containsCardData({ ticketNumber: "1251234567890", amount: 50_000, pnr: "ABC123", cvc: null })).toBe(false);
    expect(containsCardData({ number: "4242424242424241" })).toBe(false); // fails Luhn
  });
});
