// Proposals of every vertical (docs/decisions.md "Proposals"): an agent proposes a live flight, car or activity to a
// client, priced again when the client opens it (an expired offer is found again, one no longer sold is unavailable),
// and a booking made from an approved proposal marks it booked once paid, never a declined one.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FlightOffer } from "@/shared/api/flights";
import { flightItinerary } from "@/shared/flights/itinerary";
import type { CarOffer, CarSearchInput } from "@/shared/api/cars";
import type { ActivityOffer } from "@/shared/api/activities";
import type { ProposalRow, ProposalView } from "@/shared/api/proposals";
import { bookings } from "@/server/db/schema-bookings";
import { proposals } from "@/server/db/schema-proposals";
import { decodeOfferId, encodeOfferId } from "@/server/suppliers/flights/sandbox-offer-id";
import { decodeCarOfferId, encodeCarOfferId } from "@/server/suppliers/cars/offer-id";
import { createTestApp, type TestContext } from "./helpers";
import { call, card, CARDS, contact, firstOffer, newKey, oneWay, passenger, plainDate, pricedOffer, signIn, type Caller } from "./flights-fixtures";
import { bookBody, morningOffer } from "./activities-fixtures";
import { dayFromNow, json } from "./hotels-fixtures";

let ctx: TestContext;
let agent: Caller & { user: { id: string } };
let alice: Caller & { user: { id: string } };
let bob: Caller & { user: { id: string } };
let anonymous: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  agent = await signIn(ctx.app, db, "acme", "agent@acme.test");
  alice = await signIn(ctx.app, db, "acme", "alice@acme.test");
  bob = await signIn(ctx.app, db, "acme", "bob@acme.test");
  anonymous = { agencyId: alice.agencyId };
});
afterAll(async () => ctx?.close());

const HOUR_AGO = () => Math.floor(Date.now() / 1000) - 3600;

async function propose(clientId: string, item: Record<string, unknown>) {
  return call(ctx.app, agent, { method: "POST", url: "/api/agency/proposal", body: { clientId, items: [item] } });
}

async function proposed(clientId: string, item: Record<string, unknown>): Promise<ProposalView> {
  const res = await propose(clientId, item);
  expect(res.statusCode, res.body).toBe(200);
  return json<ProposalView>(res).data;
}

/** Sent, then answered by the client from the mail's link. */
async function answered(p: ProposalView, approved: boolean): Promise<void> {
  expect((await call(ctx.app, agent, { method: "POST", url: "/api/v2/agency/email-itinerary", body: { proposalId: p.proposalId } })).statusCode).toBe(200);
  const res = await call(ctx.app, anonymous, { method: "PATCH", url: "/api/agency/proposal", body: { proposalId: p.proposalId, proposalApproved: approved } });
  expect(res.statusCode, res.body).toBe(200);
}

async function opened(proposalId: string): Promise<ProposalView> {
  const res = await call(ctx.app, anonymous, { method: "GET", url: `/api/proposals/${proposalId}` });
  expect(res.statusCode, res.body).toBe(200);
  return json<ProposalView>(res).data;
}

async function statusOf(proposalId: string) {
  const [row] = await ctx.database.db.select().from(proposals).where(eq(proposals.id, proposalId));
  return row?.status;
}

const bookPathParams = (path: string | null) => new URL(path ?? "/", "https://x.test").searchParams;

// --- Flights ---------------------------------------------------------------------------------------

const flightSearch = () => oneWay(plainDate());
function flightItem(offer: FlightOffer, over: Record<string, unknown> = {}) {
  const page = `/booknow/flights/search-details?trip=One-Way&legs=JFK-LHR-${plainDate()}&adt=1&offer=${offer.id}`;
  return { vertical: "flight", offer: { offerId: offer.id, search: flightSearch(), itinerary: flightItinerary(offer), fareFamily: offer.fareFamily.name, page, ...over } };
}

describe("a flight in a proposal", () => {
  it("is priced for the client, shown in a flight's words, and booked on its details page", async () => {
    const offer = await pricedOffer(ctx.app, agent, flightSearch());
    const p = await proposed(alice.user.id, flightItem(offer));
    const [item] = p.items;
    expect(item).toMatchObject({ vertical: "flight", title: "JFK → LHR", end: null });
    expect(item?.start.slice(0, 10)).toBe(plainDate());
    expect(item?.details[0]).toContain("JFK → LHR: departs");
    expect(item?.details.join(" ")).toContain(`Cabin: ${offer.fareFamily.cabin === "Premium" ? "Premium economy" : offer.fareFamily.cabin}`);
    // Acme's flight markup: the client's price is above the airline's.
    expect(item?.proposedPrice?.amount).toBeGreaterThan(offer.totalAmount.amount - 1);
    const params = bookPathParams(item?.bookPath ?? null);
    expect(item?.bookPath?.startsWith("/booknow/flights/search-details?")).toBe(true);
    expect(params.get("proposal")).toBe(p.proposalId);
    expect(params.get("legs")).toBe(`JFK-LHR-${plainDate()}`);
  });

  it("an expired offer is found again by searching (the same flights and fare); flights no longer sold are unavailable", async () => {
    const offer = await pricedOffer(ctx.app, agent, flightSearch());
    const key = decodeOfferId(offer.id);
    if (!key) throw new Error("not a sandbox offer id");
    const expiredId = encodeOfferId({ ...key, t: HOUR_AGO() });
    const p = await proposed(alice.user.id, flightItem(offer, { offerId: expiredId }));
    expect(p.items[0]?.price?.amount).toBeGreaterThan(0);
    const liveOffer = bookPathParams(p.items[0]?.bookPath ?? null).get("offer");
    expect(liveOffer).toBeTruthy();
    expect(liveOffer).not.toBe(expiredId);

    // Sent, then the airline no longer flies it when the client opens the proposal: shown, not bookable.
    await call(ctx.app, agent, { method: "POST", url: "/api/v2/agency/email-itinerary", body: { proposalId: p.proposalId } });
    const [row] = await ctx.database.db.select().from(proposals).where(eq(proposals.id, p.proposalId));
    const items = (row?.items ?? []).map((i) => ({ ...i, offer: { ...i.offer, offerId: expiredId, itinerary: "ZZ999@2000-01-01T00:00:00+00:00" } }));
    await ctx.database.db.update(proposals).set({ items }).where(eq(proposals.id, p.proposalId));
    const view = await opened(p.proposalId);
    expect(view.items[0]).toMatchObject({ price: null, bookPath: null, title: "JFK → LHR" });
    expect(view.total).toBeNull();

    // Proposing flights no longer sold is refused.
    const gone = await propose(alice.user.id, flightItem(offer, { offerId: expiredId, itinerary: "ZZ999@2000-01-01T00:00:00+00:00" }));
    expect(gone.statusCode).toBe(409);
  });

  it("refuses an offer that is not a flight's, or a page outside the flight pages", async () => {
    const offer = await pricedOffer(ctx.app, agent, flightSearch());
    for (const over of [{ page: "https://evil.test/booknow/flights/search-details?x=1" }, { page: "//evil.test/booknow/flights/search-details?" }, { fareFamily: "Gold" }, { search: {} }]) {
      const res = await propose(alice.user.id, flightItem(offer, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(json(res).message).toBe("This offer cannot be proposed");
    }
  });
});

// --- Cars ------------------------------------------------------------------------------------------

function carSearch(): CarSearchInput {
  return {
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
}

async function firstCar(): Promise<CarOffer> {
  const res = await call(ctx.app, agent, { method: "POST", url: "/api/car-rental/availableCars", body: carSearch() });
  expect(res.statusCode, res.body).toBe(200);
  const car = json<{ cars: CarOffer[] }>(res).data.cars[0];
  if (!car) throw new Error("no cars");
  return car;
}

function carItem(car: CarOffer, over: Record<string, unknown> = {}) {
  return {
    vertical: "car",
    offer: { offerId: car.id, search: carSearch(), vendorCode: car.vendorCode, sipp: car.sipp, currency: car.price.currency, page: `/booknow/cars/result-details?q=abc&offer=${car.id}`, ...over },
  };
}

describe("a car in a proposal", () => {
  it("is shown with its pick-up and drop-off, found again once its quote expired, unavailable when the class is gone", async () => {
    const car = await firstCar();
    const p = await proposed(alice.user.id, carItem(car));
    expect(p.items[0]).toMatchObject({ vertical: "car", title: car.vehicleName, subtitle: car.vendorName, start: `${dayFromNow(20)}T10:00`, end: `${dayFromNow(23)}T10:00` });
    expect(p.items[0]?.details[0]).toContain("Pick-up: ");
    expect(p.items[0]?.details[1]).toContain("Drop-off: ");
    expect(bookPathParams(p.items[0]?.bookPath ?? null).get("proposal")).toBe(p.proposalId);

    const key = decodeCarOfferId(car.id);
    if (!key) throw new Error("not a sandbox car id");
    const expiredId = encodeCarOfferId({ ...key, t: HOUR_AGO() });
    const again = await proposed(alice.user.id, carItem(car, { offerId: expiredId }));
    expect(again.items[0]?.price?.amount).toBeGreaterThan(0);
    expect(bookPathParams(again.items[0]?.bookPath ?? null).get("offer")).not.toBe(expiredId);

    expect((await propose(alice.user.id, carItem(car, { offerId: expiredId, vendorCode: "ZZ" }))).statusCode).toBe(409);
    expect((await propose(alice.user.id, carItem(car, { page: "/booknow/flights/search-details?" }))).statusCode).toBe(400);
  });
});

// --- Activities ------------------------------------------------------------------------------------

function activityItem(offer: ActivityOffer, over: Record<string, unknown> = {}) {
  const { productCode, travelDate, travellers, optionCode, startTime } = offer;
  return {
    vertical: "activity",
    offer: { productCode, travelDate, travellers, optionCode, startTime, page: `/booknow/activities/result-details/${productCode}?offer=${encodeURIComponent(offer.id)}`, ...over },
  };
}

describe("an activity in a proposal", () => {
  it("is shown with its day, time and participants, checked again when opened, unavailable when the option is gone", async () => {
    const offer = await morningOffer(ctx.app, agent, { ADT: 2, CHD: 1 });
    const p = await proposed(alice.user.id, activityItem(offer));
    expect(p.items[0]).toMatchObject({ vertical: "activity", title: offer.title, subtitle: offer.optionTitle, start: `${offer.travelDate}T${offer.startTime}`, end: null });
    expect(p.items[0]?.details[0]).toBe(`${offer.travelDate} at ${offer.startTime}, local time`);
    expect(p.items[0]?.bookPath?.startsWith(`/booknow/activities/result-details/${offer.productCode}?`)).toBe(true);

    await call(ctx.app, agent, { method: "POST", url: "/api/v2/agency/email-itinerary", body: { proposalId: p.proposalId } });
    const view = await opened(p.proposalId);
    expect(view.items[0]?.price).toEqual(p.items[0]?.proposedPrice);
    expect(view.priceChanged).toBe(false);

    expect((await propose(alice.user.id, activityItem(offer, { optionCode: "NOPE" }))).statusCode).toBe(409);
    expect((await propose(alice.user.id, activityItem(offer, { travelDate: "2001-01-01" }))).statusCode).toBe(409);
  });
});

// --- Booked from a proposal ------------------------------------------------------------------------

async function bookFlight(caller: Caller, offer: Pick<FlightOffer, "id">, proposalId: string): Promise<string> {
  const key = newKey("prop");
  const res = await call(ctx.app, caller, { method: "POST", url: "/api/flight/booking", body: { idempotencyKey: key, offerId: offer.id, passengers: [passenger("ADT")], contact, proposalId } });
  expect(res.statusCode, res.body).toBe(200);
  const { referenceNumber } = json<{ referenceNumber: string }>(res).data;
  const paid = await call(ctx.app, caller, { method: "POST", url: "/api/flight/payment", body: { idempotencyKey: key, referenceNumber, card: card(CARDS.ok) } });
  expect(paid.statusCode, paid.body).toBe(200);
  return referenceNumber;
}

describe("booking a proposal's item", () => {
  it("an approved proposal is booked once the client's booking is paid; the agency's list shows it booked", async () => {
    const offer = await pricedOffer(ctx.app, agent, flightSearch());
    const p = await proposed(alice.user.id, flightItem(offer));
    await answered(p, true);
    const liveOffer = bookPathParams((await opened(p.proposalId)).items[0]?.bookPath ?? null).get("offer") ?? offer.id;
    const reference = await bookFlight(alice, { ...offer, id: liveOffer }, p.proposalId);
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.referenceNumber, reference));
    expect(row?.proposalId).toBe(p.proposalId);
    expect(await statusOf(p.proposalId)).toBe("booked");
    const list = await call(ctx.app, agent, { method: "GET", url: "/api/agency/proposal?bookingStatus=booked&limit=100" });
    expect(json<{ proposals: ProposalRow[] }>(list).data.proposals.map((r) => r.proposalId)).toContain(p.proposalId);
  });

  it("an agent booking an approved car for the client marks it booked too", async () => {
    const car = await firstCar();
    const p = await proposed(alice.user.id, carItem(car));
    await answered(p, true);
    const key = newKey("propcar");
    const driver = { firstName: "Ana", lastName: "Silva", birthDate: `${Number(dayFromNow(20).slice(0, 4)) - 31}-01-01`, licenceCountry: "US" };
    const body = { idempotencyKey: key, offerId: car.id, driver, contact, extras: [], clientId: alice.user.id, proposalId: p.proposalId };
    const res = await call(ctx.app, agent, { method: "POST", url: "/api/car-rental/reserveCar", body });
    expect(res.statusCode, res.body).toBe(200);
    const { referenceNumber } = json<{ referenceNumber: string }>(res).data;
    expect(await statusOf(p.proposalId)).toBe("approved");
    const paid = await call(ctx.app, agent, { method: "POST", url: "/api/car-rental/payment", body: { idempotencyKey: key, referenceNumber, card: card(CARDS.ok) } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await statusOf(p.proposalId)).toBe("booked");
  });

  it("a declined proposal stays declined; another client's proposal id is not kept on the booking", async () => {
    const offer = await pricedOffer(ctx.app, agent, flightSearch());
    const declined = await proposed(bob.user.id, flightItem(offer));
    await answered(declined, false);
    await bookFlight(bob, await firstOffer(ctx.app, bob, flightSearch()), declined.proposalId);
    expect(await statusOf(declined.proposalId)).toBe("declined");

    const alices = await proposed(alice.user.id, flightItem(offer));
    await answered(alices, true);
    const reference = await bookFlight(bob, await firstOffer(ctx.app, bob, flightSearch()), alices.proposalId);
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.referenceNumber, reference));
    expect(row?.proposalId).toBeNull();
    expect(await statusOf(alices.proposalId)).toBe("approved");
  });

  it("an activity booked from an approved proposal marks it booked", async () => {
    const offer = await morningOffer(ctx.app, agent, { ADT: 1, CHD: 0 });
    const p = await proposed(alice.user.id, activityItem(offer));
    await answered(p, true);
    const body = { ...bookBody(offer), proposalId: p.proposalId };
    const res = await call(ctx.app, alice, { method: "POST", url: "/api/activities/bookings/book", body });
    expect(res.statusCode, res.body).toBe(200);
    const { referenceNumber } = json<{ referenceNumber: string }>(res).data;
    const paid = await call(ctx.app, alice, { method: "POST", url: "/api/activities/bookings/payment", body: { idempotencyKey: body.idempotencyKey, referenceNumber, card: card(CARDS.ok) } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await statusOf(p.proposalId)).toBe("booked");
  });
});
