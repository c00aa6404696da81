// spec B §7 "Car rental", every call, on the booking core: bad input (400 naming the field), another
// agency's booking (404), concurrent reservations and payments (one booking, one charge), and the car
// sandbox's triggers (docs/sandbox.md "Cars").
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CarOffer, CarPricing, CarSearchInput } from "@/shared/api/cars";
import type { CarBookingResult, CarReservation } from "@/shared/api/car-bookings";
import type { PaymentResult, PenaltyQuote } from "@/shared/api/bookings";
import { encodeCarSearch } from "@/shared/cars/link";
import { carSearchRequest } from "@/shared/api/cars";
import type { RefundProtectionQuote } from "@/shared/api/refund-protection";
import { agencies, outbox } from "@/server/db/schema";
import { bookings, markups } from "@/server/db/schema-bookings";
import { paymentIntents } from "@/server/db/schema-payments";
import { createTestApp, type TestContext } from "./helpers";
import { call, card, CARDS, newKey, signIn, type Caller } from "./flights-fixtures";

let ctx: TestContext;
let alice: Caller;
let bob: Caller;
let nomadAlice: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  alice = await signIn(ctx.app, db, "acme", "alice@acme.test");
  bob = await signIn(ctx.app, db, "acme", "bob@acme.test");
  nomadAlice = await signIn(ctx.app, db, "nomad", "alice@nomad.test");
});
afterAll(async () => ctx?.close());

const json = <T>(res: { json(): unknown }) => res.json() as { status: boolean; message: string; data: T; field?: string };

function dayFromNow(days: number): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days)).toISOString().slice(0, 10);
}

const AIRPORTS = {
  LAX: { lat: 33.94, lon: -118.41, name: "Los Angeles International Airport" },
  SFO: { lat: 37.62, lon: -122.38, name: "San Francisco International Airport" },
  PRC: { lat: 34.65, lon: -112.42, name: "Ernest A. Love Field" },
  NOC: { lat: 53.91, lon: -8.82, name: "Ireland West Knock Airport" },
  TMO: { lat: 7.25, lon: -61.53, name: "Tumeremo Airport" },
} as const;
type Code = keyof typeof AIRPORTS;

function carSearch(from: Code = "LAX", to: Code | null = null, age = 30): CarSearchInput {
  const p = AIRPORTS[from];
  const d = AIRPORTS[to ?? from];
  return {
    pickupLocation: { kind: "airport", code: from },
    dropoffLocation: to ? { kind: "airport", code: to } : null,
    pickupLatitude: p.lat,
    pickupLongitude: p.lon,
    returnLatitude: d.lat,
    returnLongitude: d.lon,
    pickupReadable: p.name,
    dropoffReadable: to ? d.name : "",
    pickUpDateTime: `${dayFromNow(20)}T10:00`,
    returnDateTime: `${dayFromNow(23)}T10:00`,
    age,
    countryOfResidence: "US",
  };
}

async function search(caller: Caller, body: unknown) {
  return call(ctx.app, caller, { method: "POST", url: "/api/car-rental/availableCars", body });
}

async function cars(caller: Caller, body: CarSearchInput = carSearch()): Promise<CarOffer[]> {
  const res = await search(caller, body);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ cars: CarOffer[] }>(res).data.cars;
}

/** A birth date making the driver `age` on the pick-up day (20 days ahead). */
const bornAt = (age: number) => `${Number(dayFromNow(20).slice(0, 4)) - age - 1}-01-01`;
const driver = (lastName = "Silva", age = 30) => ({ firstName: "Ana", lastName, birthDate: bornAt(age), licenceCountry: "US" });
const contact = { email: "ana@example.test", phone: "+1 415 555 0100" };

async function reserve(caller: Caller, offerId: string, over: Record<string, unknown> = {}) {
  return call(ctx.app, caller, {
    method: "POST",
    url: "/api/car-rental/reserveCar",
    body: { idempotencyKey: newKey("car"), offerId, driver: driver(), contact, extras: [], ...over },
  });
}

function pay(caller: Caller, key: string, referenceNumber: string, number: string = CARDS.ok) {
  return call(ctx.app, caller, { method: "POST", url: "/api/car-rental/payment", body: { idempotencyKey: key, referenceNumber, card: card(number) } });
}

async function reserved(caller: Caller, offer: CarOffer, over: Record<string, unknown> = {}): Promise<CarBookingResult> {
  const res = await reserve(caller, offer.id, over);
  expect(res.statusCode, res.body).toBe(200);
  return json<CarBookingResult>(res).data;
}

async function bookingRow(referenceNumber: string) {
  const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.referenceNumber, referenceNumber));
  if (!row) throw new Error("no booking");
  return row;
}

describe("car search (POST api/car-rental/availableCars)", () => {
  it("answers quotes from real brands in the agency's currency (acme USD, nomad EUR), markup included", async () => {
    const usd = await cars(alice);
    expect(usd.length).toBeGreaterThan(10);
    expect(usd.every((c) => c.price.currency === "USD")).toBe(true);
    const eur = await cars(nomadAlice);
    expect(eur.every((c) => c.price.currency === "EUR" && c.currencyCode === "EUR")).toBe(true);
  });

  it("bad input is a 400 naming the field with the rule's message", async () => {
    const young = await search(alice, { ...carSearch(), age: 17 });
    expect(young.statusCode).toBe(400);
    expect(json(young).field).toBe("body.age");
    expect(json(young).message).toBe("Drivers must be between 18 and 99 years old");
    const backwards = await search(alice, { ...carSearch(), returnDateTime: `${dayFromNow(19)}T10:00` });
    expect(backwards.statusCode).toBe(400);
    expect(json(backwards).message).toBe("The return must be after the pick-up");
    const past = await search(alice, { ...carSearch(), pickUpDateTime: `${dayFromNow(-3)}T10:00` });
    expect(json(past).field).toBe("body.pickUpDateTime");
    const unknown = await search(alice, { ...carSearch(), pickupLocation: { kind: "airport", code: "QQQ" } });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).field).toBe("body.pickupLocation.code");
    const missing = await search(alice, {});
    expect(missing.statusCode).toBe(400);
  });

  it("triggers: no cars at NOC (an empty list), a supplier failure at TMO (504)", async () => {
    expect(await cars(alice, carSearch("NOC"))).toEqual([]);
    const failed = await search(alice, carSearch("TMO"));
    expect(failed.statusCode).toBe(504);
    expect(json(failed).message).toBe("The rental companies did not answer in time, please try again");
  });

  it("locations, countries and static data", async () => {
    const places = json<{ kind: string; code: string }[]>(await call(ctx.app, alice, { method: "GET", url: "/api/car-rental/locations?search=los%20angeles" })).data;
    expect(places.some((p) => p.kind === "airport" && p.code === "LAX")).toBe(true);
    expect(places.some((p) => p.kind === "city")).toBe(true);
    const countries = json<{ name: string; alpha2Code: string; value: string }[]>(await call(ctx.app, alice, { method: "GET", url: "/api/car-rental/findCountries/EN" })).data;
    expect(countries).toContainEqual({ name: "United States", alpha2Code: "US", value: "US" });
    const statics = json<{ vehicleSizes: { id: string; name: string }[] }>(await call(ctx.app, alice, { method: "GET", url: "/api/car-rental/getStaticData" })).data;
    expect(statics.vehicleSizes).toContainEqual({ id: "C", name: "Compact" });
  });
});

describe("car details, checkout and links", () => {
  it("carDetails prices the quote; PRC answers a changed price once; an unknown quote is 404", async () => {
    const [offer] = await cars(alice, carSearch("PRC"));
    const first = json<CarPricing>(await call(ctx.app, alice, { method: "POST", url: "/api/car-rental/carDetails", body: { offerId: offer!.id } }));
    expect(first.data.priceChanged).toBe(true);
    expect(first.data.totalAmount.amount).toBeGreaterThan(offer!.price.amount);
    const again = json<CarPricing>(await call(ctx.app, alice, { method: "POST", url: "/api/car-rental/carDetails", body: { offerId: first.data.offer.id } }));
    expect(again.data.priceChanged).toBe(false);
    const gone = await call(ctx.app, alice, { method: "POST", url: "/api/car-rental/carDetails", body: { offerId: "car1_gone" } });
    expect(gone.statusCode).toBe(404);
  });

  it("checkout needs a signed-in user and answers markupType and markup (spec B §4)", async () => {
    const [offer] = await cars(alice);
    const anonymous = await call(ctx.app, { agencyId: alice.agencyId }, { method: "POST", url: "/api/car-rental/checkout", body: { offerId: offer!.id } });
    expect(anonymous.statusCode).toBe(401);
    const res = json<CarPricing>(await call(ctx.app, alice, { method: "POST", url: "/api/car-rental/checkout", body: { offerId: offer!.id } }));
    expect(res.data.markupType).toBe("percent");
    expect(typeof res.data.markup).toBe("number");
  });

  it("getDetailsFromTempUrl gives back the search and the quote a link names; anything else is a 400", async () => {
    const [offer] = await cars(alice);
    const q = encodeCarSearch(carSearchRequest.parse(carSearch()));
    const url = `https://acme.example/booknow/cars/result-details?q=${q}&offer=${encodeURIComponent(offer!.id)}`;
    const res = json<{ search: unknown; offer: CarPricing | null }>(await call(ctx.app, alice, { method: "POST", url: "/api/car-rental/getDetailsFromTempUrl", body: { url } }));
    expect(res.data.search).toMatchObject({ pickupLocation: { code: "LAX" }, age: 30 });
    expect(res.data.offer?.offer.vendorName).toBe(offer!.vendorName);
    const bad = await call(ctx.app, alice, { method: "POST", url: "/api/car-rental/getDetailsFromTempUrl", body: { url: "https://acme.example/booknow/hotels/search" } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).field).toBe("body.url");
  });
});

describe("reservation and payment (reserveCar, payment, on the booking core)", () => {
  it("20 concurrent reservations with one key give one booking; 20 concurrent payments one charge", async () => {
    const [offer] = await cars(alice);
    const body = { idempotencyKey: newKey("same"), offerId: offer!.id, driver: driver(), contact, extras: [{ code: "childSeat", count: 1 }] };
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(ctx.app, alice, { method: "POST", url: "/api/car-rental/reserveCar", body })));
    expect(
      answers.map((a) => a.statusCode),
      answers[1]?.body,
    ).toEqual(Array(20).fill(200));
    const refs = new Set(answers.map((a) => json<CarBookingResult>(a).data.referenceNumber));
    expect(refs.size).toBe(1);
    const [ref] = [...refs];
    const row = await bookingRow(ref!);
    expect(row.vertical).toBe("car");
    // The child seat is priced into the net: a day's rate for each day of the rental.
    const seat = offer!.extras.find((e) => e.code === "childSeat")!;
    expect(row.netAmount).toBe(offer!.price.amount + seat.dailyRate.amount * offer!.rentalDays);
    const key = newKey("pay");
    const payments = await Promise.all(Array.from({ length: 20 }, () => pay(alice, key, ref!)));
    expect(payments.map((p) => p.statusCode)).toEqual(Array(20).fill(200));
    const paid = await bookingRow(ref!);
    expect(paid.status).toBe("paid");
    expect(paid.supplierReference).toMatch(/^[A-Z]{2}[A-Z2-9]{8}$/);
    const intents = await ctx.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, paid.paymentIntentId!));
    expect(intents).toHaveLength(1);
    expect(intents[0]!.data.status).toBe("succeeded");
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.to, contact.email));
    expect(mails.length).toBeGreaterThan(0);
  });

  it("a young driver (23) on a one-way rental LAX → SFO: surcharge and one-way fee in the quote; a driver older than searched is refused", async () => {
    const [offer] = await cars(alice, carSearch("LAX", "SFO", 23));
    expect(offer!.youngDriverFee?.amount).toBeGreaterThan(0);
    expect(offer!.oneWayFee?.amount).toBeGreaterThan(0);
    const mismatch = await reserve(alice, offer!.id, { driver: driver("Silva", 30) });
    expect(mismatch.statusCode).toBe(400);
    expect(json(mismatch).field).toBe("body.driver.birthDate");
    expect((await reserve(alice, offer!.id, { driver: driver("Silva", 23) })).statusCode).toBe(200);
  });

  it("extras the car lacks or too many of one are refused; a changed price is refused until accepted", async () => {
    const [offer] = await cars(alice);
    const many = await reserve(alice, offer!.id, { extras: [{ code: "additionalDriver", count: 3 }] });
    expect(many.statusCode).toBe(400);
    expect(json(many).field).toBe("body.extras.0.count");
    const [prc] = await cars(alice, carSearch("PRC"));
    expect((await reserve(alice, prc!.id)).statusCode).toBe(409);
  });

  it("the vendor refuses after authorisation (REFUSED): the card is released, never charged, and the message says so", async () => {
    const [offer] = await cars(alice);
    const booking = await reserved(alice, offer!, { driver: driver("Refused") });
    const res = await pay(alice, newKey("pay"), booking.referenceNumber);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe("The rental company could not confirm this car. Your card was not charged; please choose another car.");
    const row = await bookingRow(booking.referenceNumber);
    expect(row.status).toBe("failed");
    expect(row.failureCode).toBe("VENDOR_REFUSED");
    const [intent] = await ctx.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, row.paymentIntentId!));
    expect(intent!.data.status).toBe("canceled");
  });

  it("a declined card keeps the hold; 3-D Secure completes on payment/3ds", async () => {
    const [offer] = await cars(alice);
    const booking = await reserved(alice, offer!);
    const key = newKey("pay");
    expect((await pay(alice, key, booking.referenceNumber, CARDS.declined)).statusCode).toBe(402);
    const pending = json<PaymentResult>(await pay(alice, key, booking.referenceNumber, CARDS.threeDs)).data;
    expect(pending.challengeId).toBeTruthy();
    const done = await call(ctx.app, alice, { method: "POST", url: "/api/car-rental/payment/3ds", body: { referenceNumber: booking.referenceNumber, challengeId: pending.challengeId, approve: true } });
    expect(done.statusCode, done.body).toBe(200);
    expect(json<PaymentResult>(done).data.bookingStatus).toBe("paid");
  });
});

describe("reservations: find, lists, mail, release, cancel", () => {
  it("another agency's or another customer's booking is not found (404)", async () => {
    const [offer] = await cars(alice);
    const booking = await reserved(alice, offer!);
    const mine = await call(ctx.app, alice, { method: "POST", url: "/api/car-rental/findReservation", body: { referenceNumber: booking.referenceNumber } });
    expect(json<CarReservation>(mine).data.offer.vendorName).toBe(offer!.vendorName);
    for (const other of [nomadAlice, bob]) {
      expect((await call(ctx.app, other, { method: "POST", url: "/api/car-rental/findReservation", body: { referenceNumber: booking.referenceNumber } })).statusCode).toBe(404);
      expect((await pay(other, newKey("pay"), booking.referenceNumber)).statusCode).toBe(404);
      expect((await call(ctx.app, other, { method: "DELETE", url: `/api/car-rental/${booking.referenceNumber}` })).statusCode).toBe(404);
    }
    const list = json<{ referenceNumber: string; pickUpLocation: { name: string } }[]>(await call(ctx.app, alice, { method: "GET", url: "/api/car-rental/user/bookings" })).data;
    expect(list.find((b) => b.referenceNumber === booking.referenceNumber)?.pickUpLocation.name).toBe("Los Angeles International Airport");
  });

  it("DELETE gives up a reservation on hold (nothing charged); a paid one is not released", async () => {
    const [offer] = await cars(alice);
    const booking = await reserved(alice, offer!);
    const res = await call(ctx.app, alice, { method: "DELETE", url: `/api/car-rental/${booking.referenceNumber}` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await bookingRow(booking.referenceNumber)).status).toBe("failed");
  });

  it("a car's shown cancellation fee is what cancelling it takes (the agency's markup and fee included)", async () => {
    // Regression: the offer showed the vendor's net day rate, less than the penalty the cancellation took.
    // Bob is priced at 12 % and a 7.50 fee (his own client markup, so no other test's prices move).
    const bob = (await signIn(ctx.app, ctx.database.db, "acme", "bob@acme.test")) as Caller & { user: { id: string } };
    const [acme] = await ctx.database.db.select().from(agencies).where(eq(agencies.subdomain, "acme"));
    await ctx.database.db.insert(markups).values({ agencyId: acme!.id, vertical: "car", level: "client", userId: bob.user.id, markupType: "percent", markupValue: 12, agencyFee: 750 });
    const offer = (await cars(bob)).find((car) => !car.cancellationPolicy.charge.includedRateInd && car.cancellationPolicy.charge.amount);
    if (!offer) throw new Error("no car with a cancellation fee");
    const booking = await reserved(bob, offer);
    expect((await pay(bob, newKey("pay"), booking.referenceNumber)).statusCode).toBe(200);
    const row = await bookingRow(booking.referenceNumber);
    expect(row.markupAmount).toBeGreaterThan(0);
    const quote = json<PenaltyQuote>(await call(ctx.app, bob, { method: "POST", url: "/api/getRefund", body: { referenceNumber: booking.referenceNumber } })).data;
    expect(offer.cancellationPolicy.charge.amount?.amount).toBe(quote.penalty.amount);
  });

  it("a cancellation with a charge (PENALTY): the quote keeps one day's rate, cancel with that refund cancels; the mail is sent on request", async () => {
    const [offer] = await cars(alice);
    const booking = await reserved(alice, offer!, { driver: driver("Penalty") });
    expect((await pay(alice, newKey("pay"), booking.referenceNumber)).statusCode).toBe(200);
    const mail = await call(ctx.app, alice, { method: "POST", url: "/api/car-rental/sendCarBookingEmail", body: { referenceNumber: booking.referenceNumber } });
    expect(mail.statusCode).toBe(200);
    const quote = json<PenaltyQuote>(await call(ctx.app, alice, { method: "POST", url: "/api/getRefund", body: { referenceNumber: booking.referenceNumber } })).data;
    expect(quote.penalty.amount).toBeGreaterThan(0);
    expect(quote.refund.amount + quote.penalty.amount).toBe(booking.totalAmount.amount);
    const done = await call(ctx.app, alice, { method: "POST", url: "/api/car-rental/cancel", body: { referenceNumber: booking.referenceNumber, expectedRefund: quote.refund } });
    expect(done.statusCode, done.body).toBe(200);
    expect(json(done).message).toBe("Booking Cancelled Successfully");
    const row = await bookingRow(booking.referenceNumber);
    expect(row.status).toBe("cancelled");
    expect(row.penaltyAmount).toBe(quote.penalty.amount);
    const again = await call(ctx.app, alice, { method: "POST", url: "/api/car-rental/cancel", body: { referenceNumber: booking.referenceNumber } });
    expect(again.statusCode).toBe(409);
  });
});

describe("extras and refund protection (reservation details)", () => {
  const quoteProtection = (caller: Caller, offerId: string, extras: unknown[] = []) => call(ctx.app, caller, { method: "POST", url: "/api/car-rental/refund-protects/quote", body: { offerId, extras } });

  it("the extras are charged at the vendor's day rate beside the marked-up car; the booking's lines add up to what the card is charged", async () => {
    // Nomad sells cars with 10 % and a 5.00 fee: the car is marked up, a child seat is not.
    const [nomad] = await ctx.database.db.select().from(agencies).where(eq(agencies.subdomain, "nomad"));
    await ctx.database.db.insert(markups).values({ agencyId: nomad!.id, vertical: "car", level: "agency", userId: null, markupType: "percent", markupValue: 10, agencyFee: 500 });
    const [offer] = await cars(nomadAlice);
    const seat = offer!.extras.find((e) => e.code === "childSeat")!;
    const seats = seat.dailyRate.amount * offer!.rentalDays * 2;
    const booking = await reserved(nomadAlice, offer!, { extras: [{ code: "childSeat", count: 2 }] });
    expect(booking.totalAmount.amount).toBe(offer!.price.amount + seats);
    expect((await pay(nomadAlice, newKey("pay"), booking.referenceNumber)).statusCode).toBe(200);
    const found = json<CarReservation>(await call(ctx.app, nomadAlice, { method: "POST", url: "/api/car-rental/findReservation", body: { referenceNumber: booking.referenceNumber } })).data;
    expect(found.extras).toEqual([{ code: "childSeat", count: 2, amount: { amount: seats, currency: "EUR" } }]);
    expect(found.offer.price.amount).toBe(offer!.price.amount);
    expect(found.offer.price.amount + seats).toBe(found.totalAmount.amount);
    expect(found.refundProtection).toBeNull();
    const voucher = await call(ctx.app, nomadAlice, { method: "GET", url: `/api/car-rental/voucher/${booking.referenceNumber}` });
    expect(voucher.statusCode).toBe(200);
    expect(voucher.headers["content-type"]).toBe("application/pdf");
  });

  it("refund protection is quoted on the car with its extras, charged once, and refunds everything but the premium on a charged cancellation", async () => {
    const [offer] = await cars(alice);
    const extras = [{ code: "childSeat", count: 1 }];
    const seat = offer!.extras.find((e) => e.code === "childSeat")!.dailyRate.amount * offer!.rentalDays;
    const res = await quoteProtection(alice, offer!.id, extras);
    expect(res.statusCode, res.body).toBe(200);
    const quote = json<RefundProtectionQuote>(res).data;
    expect(quote.products).toEqual([expect.objectContaining({ productCode: "CAR", coveredAmount: { amount: offer!.price.amount + seat, currency: "USD" } })]);
    // A quote for other extras covers another total: refused (409), nothing held.
    const stale = json<RefundProtectionQuote>(await quoteProtection(alice, offer!.id)).data;
    const refused = await reserve(alice, offer!.id, { extras, addOns: [{ kind: "refundProtection", quoteId: stale.quoteId }] });
    expect(refused.statusCode).toBe(409);
    const booking = await reserved(alice, offer!, { driver: driver("Penalty"), extras, addOns: [{ kind: "refundProtection", quoteId: quote.quoteId }] });
    expect(booking.totalAmount.amount).toBe(offer!.price.amount + seat + quote.protectionAmount.amount);
    expect((await pay(alice, newKey("pay"), booking.referenceNumber)).statusCode).toBe(200);
    const found = json<CarReservation>(await call(ctx.app, alice, { method: "POST", url: "/api/car-rental/findReservation", body: { referenceNumber: booking.referenceNumber } })).data;
    expect(found.refundProtection?.protectionAmount).toEqual(quote.protectionAmount);
    expect(found.offer.price.amount + seat + quote.protectionAmount.amount).toBe(found.totalAmount.amount);
    // PENALTY keeps a day's rate, but the protection gives it back: everything except the premium.
    const penalty = json<PenaltyQuote>(await call(ctx.app, alice, { method: "POST", url: "/api/getRefund", body: { referenceNumber: booking.referenceNumber } })).data;
    expect(penalty.refund.amount).toBe(booking.totalAmount.amount - quote.protectionAmount.amount);
    expect((await quoteProtection(bob, offer!.id, [{ code: "childSeat", count: 9 }])).statusCode).toBe(400);
  });

  it("a declined card, then other extras: a new hold at the new price, never the old hold with the new extras", async () => {
    const [offer] = await cars(alice);
    const first = await reserved(alice, offer!);
    expect((await pay(alice, newKey("pay"), first.referenceNumber, CARDS.declined)).statusCode).toBe(402);
    const again = await reserved(alice, offer!, { extras: [{ code: "additionalDriver", count: 1 }] });
    expect(again.referenceNumber).not.toBe(first.referenceNumber);
    expect(again.totalAmount.amount).toBeGreaterThan(first.totalAmount.amount);
  });
});
