// spec B §6 markups, one rule for every vertical (src/server/pricing/rules.ts pricingRuleFor): an agent booking for
// a client who has a markup of their own is asked the client's price on each vertical's price call, and the booking
// charges that same total, not the agent's or the agency's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightOffer } from "@/shared/api/flights";
import type { CarOffer, CarPricing } from "@/shared/api/cars";
import type { ActivityCheckoutResult } from "@/shared/api/activities";
import type { HotelPriceDetail } from "@/shared/api/hotels";
import type { MarkupSetting } from "@/shared/back-office/markups";
import type { VerticalId as Vertical } from "@/shared/verticals";
import { applyPricing } from "@/server/pricing/markup";
import { money } from "@/shared/money";
import { createTestApp, type TestContext } from "./helpers";
import { bookingRow, call, contact, firstOffer, newKey, oneWay, passenger, plainDate, signIn, type Caller } from "./flights-fixtures";
import { dayFromNow, familyStay, guests, hotelContact, json, pollToEnd, roomsOf, startSearch } from "./hotels-fixtures";
import { bookBody, morningOffer } from "./activities-fixtures";
import { scaled } from "../browser/slowdown";

let ctx: TestContext;
let owner: Caller;
let agent: Caller & { user: { id: string } };
let alice: Caller & { user: { id: string } };

const VERTICALS: Vertical[] = ["flight", "hotel", "car", "activity"];
// Three levels, each different, so the total shows whose markup priced it: the client's 30 % and 7.00 fee.
const agencySetting = (vertical: Vertical): MarkupSetting => ({ vertical, markupType: "percent", markupValue: 5, agencyFee: 100 });
const agentSetting = (vertical: Vertical): MarkupSetting => ({ vertical, markupType: "fixed", markupValue: 1000, agencyFee: 200 });
const clientSetting = (vertical: Vertical): MarkupSetting => ({ vertical, markupType: "percent", markupValue: 30, agencyFee: 700 });

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  [owner, agent, alice] = await Promise.all([signIn(ctx.app, db, "acme", "owner@acme.test"), signIn(ctx.app, db, "acme", "agent@acme.test"), signIn(ctx.app, db, "acme", "alice@acme.test")]);
  const saves = [
    await call(ctx.app, owner, { method: "PATCH", url: "/api/agency/markups", body: { markups: VERTICALS.map(agencySetting) } }),
    await call(ctx.app, owner, { method: "PATCH", url: "/api/agency/markups", body: { userId: agent.user.id, markups: VERTICALS.map(agentSetting) } }),
    await call(ctx.app, owner, { method: "PATCH", url: `/api/agency/clients/markups/${alice.user.id}`, body: { markups: VERTICALS.map(clientSetting) } }),
  ];
  for (const saved of saves) expect(saved.statusCode, saved.body).toBe(200);
}, scaled(60_000));
afterAll(async () => ctx?.close());

/** The booking as stored: its net priced at the client's markup is its total, and that total is what was priced. */
async function expectClientPriced(referenceNumber: string, priced: { amount: number; currency: string }) {
  const row = await bookingRow(ctx.database.db, referenceNumber);
  expect(row.clientUserId).toBe(alice.user.id);
  const atClientMarkup = applyPricing(money(row.netAmount, row.currency), { markupType: "percent", markupValue: 30, agencyFee: 700 });
  expect({ markup: row.markupAmount, fee: row.feeAmount, total: row.totalAmount }).toEqual({ markup: atClientMarkup.markup.amount, fee: 700, total: atClientMarkup.total.amount });
  expect({ amount: row.totalAmount, currency: row.currency }).toEqual(priced);
}

describe("an agent booking for a client with a markup of their own", () => {
  it("a flight: the reprice and the booking carry the client's markup", async () => {
    const found = await firstOffer(ctx.app, agent, oneWay(plainDate()));
    const repriced = await call(ctx.app, agent, { method: "POST", url: "/api/flight/reprice", body: { offerId: found.id, clientId: alice.user.id } });
    expect(repriced.statusCode, repriced.body).toBe(200);
    const offer = json<{ offer: FlightOffer }>(repriced).data.offer;
    const res = await call(ctx.app, agent, {
      method: "POST",
      url: "/api/flight/booking",
      body: { idempotencyKey: newKey("cm-flight"), offerId: offer.id, passengers: [passenger("ADT")], contact, clientId: alice.user.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectClientPriced(json<{ referenceNumber: string }>(res).data.referenceNumber, offer.totalAmount);
  });

  it("a hotel: getPrice and the booking carry the client's markup", async () => {
    const corelationId = await startSearch(ctx.app, agent, familyStay());
    const [hotel] = (await pollToEnd(ctx.app, agent, corelationId)).hotels;
    if (!hotel) throw new Error("no hotels");
    const rate = (await roomsOf(ctx.app, agent, corelationId, hotel.hotelId)).flatMap((room) => room.rates)[0];
    if (!rate) throw new Error("no rates");
    const got = await call(ctx.app, agent, { method: "POST", url: "/api/v2/hotel/getPrice", body: { rateId: rate.rateId, clientId: alice.user.id } });
    expect(got.statusCode, got.body).toBe(200);
    const price = json<HotelPriceDetail>(got).data;
    const body = { idempotencyKey: newKey("cm-hotel"), rateId: price.offer.id, guests: guests(price.occupancies.length), contact: hotelContact, clientId: alice.user.id };
    const res = await call(ctx.app, agent, { method: "POST", url: "/api/v2/hotel/booking", body });
    expect(res.statusCode, res.body).toBe(200);
    await expectClientPriced(json<{ referenceNumber: string }>(res).data.referenceNumber, price.totalAmount);
  });

  it("a car: the checkout price and the reservation carry the client's markup", async () => {
    const search = {
      pickupLocation: { kind: "airport", code: "LAX" },
      dropoffLocation: null,
      pickupLatitude: 33.94,
      pickupLongitude: -118.41,
      returnLatitude: 33.94,
      returnLongitude: -118.41,
      pickupReadable: "Los Angeles International Airport",
      dropoffReadable: "",
      pickUpDateTime: `${dayFromNow(20)}T10:00`,
      returnDateTime: `${dayFromNow(23)}T10:00`,
      age: 30,
      countryOfResidence: "US",
    };
    const found = await call(ctx.app, agent, { method: "POST", url: "/api/car-rental/availableCars", body: search });
    const car = json<{ cars: CarOffer[] }>(found).data.cars[0];
    if (!car) throw new Error("no cars");
    const checkout = await call(ctx.app, agent, { method: "POST", url: "/api/car-rental/checkout", body: { offerId: car.id, clientId: alice.user.id } });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const pricing = json<CarPricing>(checkout).data;
    const driver = { firstName: "Ana", lastName: "Silva", birthDate: `${Number(dayFromNow(20).slice(0, 4)) - 31}-01-01`, licenceCountry: "US" };
    const body = { idempotencyKey: newKey("cm-car"), offerId: pricing.offer.id, driver, contact, extras: [], clientId: alice.user.id };
    const res = await call(ctx.app, agent, { method: "POST", url: "/api/car-rental/reserveCar", body });
    expect(res.statusCode, res.body).toBe(200);
    await expectClientPriced(json<{ referenceNumber: string }>(res).data.referenceNumber, pricing.totalAmount);
  });

  it("an activity: the checkout price and the booking carry the client's markup", async () => {
    const offer = await morningOffer(ctx.app, agent, { ADT: 1, CHD: 0 });
    const checkout = await call(ctx.app, agent, { method: "POST", url: "/api/activities/bookings/checkout", body: { offerId: offer.id, clientId: alice.user.id } });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const priced = json<ActivityCheckoutResult>(checkout).data;
    const res = await call(ctx.app, agent, { method: "POST", url: "/api/activities/bookings/book", body: { ...bookBody(priced.offer), clientId: alice.user.id } });
    expect(res.statusCode, res.body).toBe(200);
    await expectClientPriced(json<{ referenceNumber: string }>(res).data.referenceNumber, priced.totalAmount);
  });
});
