import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeReservationDetails, type BookingResult } from "@/shared/api/flight-bookings";
import { type PaymentResult } from "@/shared/api/bookings";
import { outbox } from "@/server/db/schema";
import { bookings, bookingEvents } from "@/server/db/schema-bookings";
import { sandboxFlightOrders } from "@/server/db/schema-flights";
import { paymentIntents } from "@/server/db/schema-payments";
import { applyPricing } from "@/server/pricing/markup";
import { createTestApp, type TestContext } from "./helpers";
import { bookAndPay, bookingRow, call, card, CARDS, contact, firstOffer, newKey, oneWay, passenger, plainDate, priceChangeTrip, signIn, type Caller } from "./flights-fixtures";

let ctx: TestContext;
let alice: Caller & { user: { id: string } };
let bob: Caller;
let agent: Caller;
let nomadAlice: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  alice = await signIn(ctx.app, db, "acme", "alice@acme.test");
  bob = await signIn(ctx.app, db, "acme", "bob@acme.test");
  agent = await signIn(ctx.app, db, "acme", "agent@acme.test");
  nomadAlice = await signIn(ctx.app, db, "nomad", "alice@nomad.test");
});
afterAll(async () => ctx?.close());

const json = <T>(res: { json(): unknown }) => res.json() as { status: boolean; message: string; data: T; field?: string };

async function createBooking(caller: Caller, opts: { lastName?: string; key?: string; passengers?: ReturnType<typeof passenger>[]; date?: string } = {}) {
  const offer = await firstOffer(ctx.app, caller, oneWay(opts.date ?? plainDate()));
  const key = opts.key ?? newKey();
  const res = await call(ctx.app, caller, {
    method: "POST",
    url: "/api/flight/booking",
    body: { idempotencyKey: key, offerId: offer.id, passengers: opts.passengers ?? [passenger("ADT", opts.lastName)], contact },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { key, offer, booking: json<BookingResult>(res).data };
}

function pay(caller: Caller, key: string, referenceNumber: string, number: string = CARDS.ok) {
  return call(ctx.app, caller, { method: "POST", url: "/api/flight/payment", body: { idempotencyKey: key, referenceNumber, card: card(number) } });
}

async function intentOf(referenceNumber: string) {
  const row = await bookingRow(ctx.database.db, referenceNumber);
  const intents = row.paymentIntentId ? await ctx.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, row.paymentIntentId)) : [];
  return intents[0]?.data ?? null;
}

describe("POST /api/flight/booking", () => {
  it("needs a signed-in user (401, spec A §4)", async () => {
    const res = await call(ctx.app, { agencyId: alice.agencyId }, { method: "POST", url: "/api/flight/booking", body: {} });
    expect(res.statusCode).toBe(401);
  });
  it("creates a held booking with net, markup, fee and total; repeats and 20 concurrent submits give one booking", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate()));
    const key = newKey("same");
    const body = { idempotencyKey: key, offerId: offer.id, passengers: [passenger("ADT")], contact };
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(ctx.app, alice, { method: "POST", url: "/api/flight/booking", body })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const refs = new Set(answers.map((a) => json<BookingResult>(a).data.referenceNumber));
    expect(refs.size).toBe(1);
    const rows = await ctx.database.db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.status).toBe("held");
    const expected = applyPricing({ amount: row.netAmount, currency: row.currency }, { markupType: "percent", markupValue: 8, agencyFee: 1500 });
    expect([row.markupAmount, row.feeAmount, row.totalAmount]).toEqual([expected.markup.amount, expected.fee.amount, expected.total.amount]);
    expect(row.totalAmount).toBe(offer.totalAmount.amount);
  });
  it("400 names the field; travellers must match the offer; a changed price is refused", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate()));
    const noEmail = await call(ctx.app, alice, {
      method: "POST",
      url: "/api/flight/booking",
      body: { idempotencyKey: newKey(), offerId: offer.id, passengers: [passenger("ADT")], contact: { ...contact, email: "nope" } },
    });
    expect(noEmail.statusCode).toBe(400);
    expect(json(noEmail).field).toBe("body.contact.email");
    const shortKey = await call(ctx.app, alice, { method: "POST", url: "/api/flight/booking", body: { idempotencyKey: "x", offerId: offer.id, passengers: [passenger("ADT")], contact } });
    expect(json(shortKey).field).toBe("body.idempotencyKey");
    const two = await call(ctx.app, alice, {
      method: "POST",
      url: "/api/flight/booking",
      body: { idempotencyKey: newKey(), offerId: offer.id, passengers: [passenger("ADT"), passenger("ADT", "Second")], contact },
    });
    expect(two.statusCode).toBe(400);
    expect(json(two).field).toBe("body.passengers");
    const changing = await firstOffer(ctx.app, alice, priceChangeTrip());
    const changed = await call(ctx.app, alice, { method: "POST", url: "/api/flight/booking", body: { idempotencyKey: newKey(), offerId: changing.id, passengers: [passenger("ADT")], contact } });
    expect(changed.statusCode).toBe(409);
    expect(json(changed).message).toMatch(/price of this flight has changed/);
  });
  // Booking core bugs: the age bands were checked only by the checkout form, and an empty phone
  // said "not valid". The rules live once in src/shared/booking/travellers.ts.
  it("the server checks the age bands the form shows: an 'adult' born 5 years ago is refused, naming the field", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate()));
    const child = { ...passenger("ADT"), birthDate: `${new Date().getUTCFullYear() - 5}-01-15` };
    const before = (await ctx.database.db.select().from(bookings)).length;
    const res = await call(ctx.app, alice, { method: "POST", url: "/api/flight/booking", body: { idempotencyKey: newKey(), offerId: offer.id, passengers: [child], contact } });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe("Adults are 12 or older on the day of travel");
    expect(json(res).field).toBe("body.passengers.0.birthDate");
    expect((await ctx.database.db.select().from(bookings)).length).toBe(before);
  });
  it("an empty phone is 'Required', not 'not valid'", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate()));
    const res = await call(ctx.app, alice, {
      method: "POST",
      url: "/api/flight/booking",
      body: { idempotencyKey: newKey(), offerId: offer.id, passengers: [passenger("ADT")], contact: { ...contact, phone: "" } },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).field).toBe("body.contact.phone");
    expect(json(res).message).toMatch(/Required$/);
  });
  it("a key reused for another offer is a conflict", async () => {
    const { key } = await createBooking(alice);
    const other = await firstOffer(ctx.app, alice, oneWay(plainDate(), undefined, "SFO", "LAX"));
    const res = await call(ctx.app, alice, { method: "POST", url: "/api/flight/booking", body: { idempotencyKey: key, offerId: other.id, passengers: [passenger("ADT")], contact } });
    expect(res.statusCode).toBe(409);
  });
});

describe("POST /api/flight/payment", () => {
  it("20 concurrent submits with one key: one booking, one charge, one airline order, one mail", async () => {
    const { key, booking } = await createBooking(alice);
    const ordersBefore = (await ctx.database.db.select().from(sandboxFlightOrders)).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(alice, key, booking.referenceNumber)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    for (const a of answers) expect(json<PaymentResult>(a).data).toMatchObject({ bookingStatus: "ticketed", paymentStatus: "succeeded", card: { brand: "visa", last4: "4242" } });
    const row = await bookingRow(ctx.database.db, booking.referenceNumber);
    expect(row.status).toBe("ticketed");
    expect(row.supplierReference).toMatch(/^[A-Z0-9]{6}$/);
    const intents = await ctx.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.idempotencyKey, `flight-booking:${row.id}`));
    expect(intents).toHaveLength(1);
    expect(intents[0]?.data).toMatchObject({ status: "succeeded", amountCaptured: row.totalAmount });
    expect((await ctx.database.db.select().from(sandboxFlightOrders)).length).toBe(ordersBefore + 1);
    const history = await ctx.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row.id));
    expect(history.map((h) => h.status).sort()).toEqual(["held", "paid", "ticketed"]);
    const mails = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.agencyId, row.agencyId), eq(outbox.to, contact.email)));
    expect(mails.filter((m) => m.subject.includes(row.referenceNumber))).toHaveLength(1);
    // A later repeat answers the same, without a second charge.
    const again = await pay(alice, key, booking.referenceNumber);
    expect(again.statusCode).toBe(200);
    expect((await intentOf(booking.referenceNumber))?.amountCaptured).toBe(row.totalAmount);
  });
  it("decline → 402 with the decline message, booking kept; same key with a good card succeeds", async () => {
    const { key, booking } = await createBooking(alice);
    const declined = await pay(alice, key, booking.referenceNumber, CARDS.declined);
    expect(declined.statusCode).toBe(402);
    const body = json<PaymentResult>(declined);
    expect(body.message).toBe("Your card was declined. Please try another card.");
    expect(body.data).toMatchObject({ bookingStatus: "held", paymentStatus: "requires_payment_method", errorCode: "generic_decline" });
    expect((await bookingRow(ctx.database.db, booking.referenceNumber)).status).toBe("held");
    const poor = await pay(alice, key, booking.referenceNumber, CARDS.insufficient);
    expect(json(poor).message).toMatch(/insufficient funds/);
    const good = await pay(alice, key, booking.referenceNumber);
    expect(good.statusCode).toBe(200);
    expect(json<PaymentResult>(good).data.bookingStatus).toBe("ticketed");
    const row = await bookingRow(ctx.database.db, booking.referenceNumber);
    expect([row.cardBrand, row.cardLast4]).toEqual(["visa", "4242"]);
    expect(
      await ctx.database.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.idempotencyKey, `flight-booking:${row.id}`)),
    ).toHaveLength(1);
  });
  it("3-D Secure: requires_action with the intent and challenge, then POST /payment/3ds books", async () => {
    const { key, booking } = await createBooking(alice);
    const first = await pay(alice, key, booking.referenceNumber, CARDS.threeDs);
    expect(first.statusCode).toBe(200);
    const pending = json<PaymentResult>(first).data;
    expect(pending).toMatchObject({ paymentStatus: "requires_action", bookingStatus: "held" });
    expect(pending.challengeId).toBeTruthy();
    expect(pending.intentId).toMatch(/^pi_/);
    const wrong = await call(ctx.app, alice, { method: "POST", url: "/api/flight/payment/3ds", body: { referenceNumber: booking.referenceNumber, challengeId: "3ds_other", approve: true } });
    expect(wrong.statusCode).toBe(409);
    const done = await call(ctx.app, alice, {
      method: "POST",
      url: "/api/flight/payment/3ds",
      body: { referenceNumber: booking.referenceNumber, challengeId: pending.challengeId, approve: true },
    });
    expect(done.statusCode).toBe(200);
    expect(json<PaymentResult>(done).data).toMatchObject({ bookingStatus: "ticketed", paymentStatus: "succeeded" });
  });
  it("3-D Secure failed → 402 authentication_failed, then the same key with 4242 succeeds; 3DS-then-decline → 402", async () => {
    const { key, booking } = await createBooking(alice);
    const challenge = json<PaymentResult>(await pay(alice, key, booking.referenceNumber, CARDS.threeDs)).data.challengeId;
    const failed = await call(ctx.app, alice, { method: "POST", url: "/api/flight/payment/3ds", body: { referenceNumber: booking.referenceNumber, challengeId: challenge, approve: false } });
    expect(failed.statusCode).toBe(402);
    expect(json<PaymentResult>(failed).data.errorCode).toBe("authentication_failed");
    expect((await pay(alice, key, booking.referenceNumber)).statusCode).toBe(200);

    const second = await createBooking(alice);
    const ch = json<PaymentResult>(await pay(alice, second.key, second.booking.referenceNumber, CARDS.threeDsDecline)).data.challengeId;
    const declined = await call(ctx.app, alice, { method: "POST", url: "/api/flight/payment/3ds", body: { referenceNumber: second.booking.referenceNumber, challengeId: ch, approve: true } });
    expect(declined.statusCode).toBe(402);
    expect(json(declined).message).toBe("Your card was declined. Please try another card.");
  });
  it("sold out at the airline: the authorisation is released and the traveller is told the card was not charged", async () => {
    const { key, booking } = await createBooking(alice, { lastName: "Soldout" });
    const res = await pay(alice, key, booking.referenceNumber);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe("The seats on this flight are no longer available. Your card was not charged.");
    const intent = await intentOf(booking.referenceNumber);
    expect(intent).toMatchObject({ status: "canceled", amountCaptured: 0 });
    const row = await bookingRow(ctx.database.db, booking.referenceNumber);
    expect(row).toMatchObject({ status: "failed", failureCode: "OFFER_SOLD_OUT", supplierReference: null });
    const repeat = await pay(alice, key, booking.referenceNumber);
    expect(repeat.statusCode).toBe(409);
    expect((await intentOf(booking.referenceNumber))?.amountCaptured).toBe(0);
  });
  it("supplier timeout: 504, not charged", async () => {
    const { key, booking } = await createBooking(alice, { lastName: "TIMEOUT" });
    const res = await pay(alice, key, booking.referenceNumber);
    expect(res.statusCode).toBe(504);
    expect(json(res).message).toMatch(/Your card was not charged/);
    expect((await intentOf(booking.referenceNumber))?.status).toBe("canceled");
  });
  it("400 names the card field; another agency's or customer's booking is 404", async () => {
    const { key, booking } = await createBooking(alice);
    const bad = await call(ctx.app, alice, { method: "POST", url: "/api/flight/payment", body: { idempotencyKey: key, referenceNumber: booking.referenceNumber, card: { ...card(CARDS.ok), number: "abcd" } } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).field).toBe("body.card.number");
    expect((await pay(nomadAlice, key, booking.referenceNumber)).statusCode).toBe(404);
    expect((await pay(bob, newKey(), booking.referenceNumber)).statusCode).toBe(404);
  });
  it("a payment key already used for another booking is refused", async () => {
    const first = await createBooking(alice);
    const second = await createBooking(alice);
    expect((await pay(alice, first.key, first.booking.referenceNumber, CARDS.declined)).statusCode).toBe(402);
    expect((await pay(alice, first.key, second.booking.referenceNumber)).statusCode).toBe(409);
  });
});

describe("reservation details, bookings, status, confirmation mail", () => {
  it("getReservationDetails answers base64 JSON; the customer sees one total", async () => {
    const booked = await bookAndPay(ctx.app, alice);
    const res = await call(ctx.app, alice, { method: "GET", url: `/api/flight/getReservationDetails?referenceNumber=${booked.referenceNumber}` });
    expect(res.statusCode).toBe(200);
    const details = decodeReservationDetails(json<string>(res).data);
    expect(details).toMatchObject({ referenceNumber: booked.referenceNumber, bookingStatus: "ticketed", card: { brand: "visa", last4: "4242" } });
    expect(details.passengers[0]?.ticketNumber).toMatch(/^\d{13}$/);
    expect(details.breakdown).toBeUndefined();
    expect(details.totalAmount).toEqual(booked.offer.totalAmount);
    expect(JSON.stringify(details)).not.toContain("4242424242424242");
    const other = await call(ctx.app, nomadAlice, { method: "GET", url: `/api/flight/getReservationDetails?referenceNumber=${booked.referenceNumber}` });
    expect(other.statusCode).toBe(404);
    const missing = await call(ctx.app, alice, { method: "GET", url: "/api/flight/getReservationDetails" });
    expect(json(missing).field).toBe("querystring.referenceNumber");
  });
  it("an agent books for a client: the record keeps net, markup and fee; the client sees it without them", async () => {
    const booked = await bookAndPay(ctx.app, agent, { clientId: alice.user.id });
    const row = await bookingRow(ctx.database.db, booked.referenceNumber);
    expect(row.clientUserId).toBe(alice.user.id);
    expect(row.feeAmount).toBe(1500);
    expect(row.netAmount + row.markupAmount + row.feeAmount).toBe(row.totalAmount);
    const forAgent = decodeReservationDetails(json<string>(await call(ctx.app, agent, { method: "GET", url: `/api/flight/getReservationDetails?referenceNumber=${booked.referenceNumber}` })).data);
    expect(forAgent.breakdown).toEqual({
      net: { amount: row.netAmount, currency: "USD" },
      markup: { amount: row.markupAmount, currency: "USD" },
      fee: { amount: 1500, currency: "USD" },
      total: { amount: row.totalAmount, currency: "USD" },
    });
    expect(forAgent.bookedFor?.email).toBe("alice@acme.test");
    const list = json<{ referenceNumber: string }[]>(await call(ctx.app, alice, { method: "GET", url: "/api/flight/bookings/all" })).data;
    expect(list.map((b) => b.referenceNumber)).toContain(booked.referenceNumber);
    const forClient = decodeReservationDetails(json<string>(await call(ctx.app, alice, { method: "GET", url: `/api/flight/getReservationDetails?referenceNumber=${booked.referenceNumber}` })).data);
    expect(forClient.breakdown).toBeUndefined();
  });
  it("only agents book for a client, and only for the agency's customers", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate()));
    const body = { idempotencyKey: newKey(), offerId: offer.id, passengers: [passenger("ADT")], contact };
    const customer = await call(ctx.app, bob, { method: "POST", url: "/api/flight/booking", body: { ...body, clientId: alice.user.id } });
    expect(customer.statusCode).toBe(403);
    const nomadUser = (nomadAlice as Caller & { user: { id: string } }).user.id;
    const foreign = await call(ctx.app, agent, { method: "POST", url: "/api/flight/booking", body: { ...body, clientId: nomadUser } });
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign).field).toBe("body.clientId");
  });
  it("bookings/all lists the user's bookings only; bookingStatus answers the history", async () => {
    const booked = await bookAndPay(ctx.app, alice);
    const bobs = json<{ referenceNumber: string }[]>(await call(ctx.app, bob, { method: "GET", url: "/api/flight/bookings/all" })).data;
    expect(bobs.map((b) => b.referenceNumber)).not.toContain(booked.referenceNumber);
    const mine = json<{ referenceNumber: string; flightSegments: { departureAirport: string }[] }[]>(await call(ctx.app, alice, { method: "GET", url: "/api/flight/bookings/all" })).data;
    expect(mine.find((b) => b.referenceNumber === booked.referenceNumber)?.flightSegments[0]?.departureAirport).toBe("JFK");
    const status = json<{ bookingStatus: string; history: { status: string }[] }>(await call(ctx.app, alice, { method: "GET", url: `/api/flight/bookingStatus?referenceNumber=${booked.referenceNumber}` })).data;
    expect(status.bookingStatus).toBe("ticketed");
    expect(status.history.map((h) => h.status)).toEqual(["held", "paid", "ticketed"]);
    expect((await call(ctx.app, nomadAlice, { method: "GET", url: `/api/flight/bookingStatus?referenceNumber=${booked.referenceNumber}` })).statusCode).toBe(404);
    // Without a reference number: the user's own bookings' statuses, paged with the total (spec B §7).
    const statuses = json<{ referenceNumber: string }[]>(await call(ctx.app, alice, { method: "GET", url: "/api/flight/bookingStatus?limit=100" }));
    expect(statuses.data.map((b) => b.referenceNumber)).toContain(booked.referenceNumber);
    expect((statuses as unknown as { totalRecords: number }).totalRecords).toBeGreaterThanOrEqual(statuses.data.length);
    expect((await call(ctx.app, alice, { method: "GET", url: "/api/flight/bookingStatus?limit=0" })).statusCode).toBe(400);
  });
  it("sendFlightConfirmMail queues a mail in the outbox; not before the booking is confirmed", async () => {
    const booked = await bookAndPay(ctx.app, alice);
    const res = await call(ctx.app, alice, { method: "POST", url: "/api/flight/sendFlightConfirmMail", body: { referenceNumber: booked.referenceNumber, email: "copy@example.test" } });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe("Confirmation email sent");
    const [mail] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, "copy@example.test"));
    expect(mail?.subject).toContain(booked.referenceNumber);
    const held = await bookAndPay(ctx.app, alice, { pay: false });
    expect((await call(ctx.app, alice, { method: "POST", url: "/api/flight/sendFlightConfirmMail", body: { referenceNumber: held.referenceNumber } })).statusCode).toBe(409);
    const bad = await call(ctx.app, alice, { method: "POST", url: "/api/flight/sendFlightConfirmMail", body: { referenceNumber: booked.referenceNumber, email: "x" } });
    expect(json(bad).field).toBe("body.email");
  });
});
