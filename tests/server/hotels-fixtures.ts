import type { FastifyInstance } from "fastify";
import type { HotelPollResult, HotelPriceDetail, HotelRoom, HotelSearchRequestInput } from "@/shared/api/hotels";
import { call, type Caller } from "./flights-fixtures";

/** Shared by tests/server/hotels*.test.ts: a searchable stay and the steps to a priced rate. */
export const LISBON = "2267057";

/** YYYY-MM-DD `days` from today (UTC); no hotel trigger reads the calendar (docs/sandbox.md). */
export function dayFromNow(days: number): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days)).toISOString().slice(0, 10);
}

/** spec B's family: 2 rooms, 2 adults and 2 children (5 and 10) in the first, 3 nights, 40 days ahead. */
export function familyStay(locationId = LISBON, over: Partial<HotelSearchRequestInput> = {}): HotelSearchRequestInput {
  return {
    searchString: "Lisbon",
    occupancies: [
      { numOfRoom: 1, numOfAdults: 2, numOfChildren: 2, childAges: [5, 10] },
      { numOfRoom: 2, numOfAdults: 2, numOfChildren: 0, childAges: [] },
    ],
    stayPeriod: { start: dayFromNow(40), end: dayFromNow(43) },
    nationality: { name: "Portugal", alpha2Code: "PT" },
    locationId,
    ...over,
  };
}

export const json = <T>(res: { json(): unknown }) => res.json() as { status: boolean; message: string; data: T; field?: string };

export async function startSearch(app: FastifyInstance, caller: Caller, search: HotelSearchRequestInput = familyStay()): Promise<string> {
  const res = await call(app, caller, { method: "POST", url: "/api/v2/hotel/searchasync", body: search });
  if (res.statusCode !== 200) throw new Error(`searchasync ${res.statusCode}: ${res.body}`);
  return json<{ corelationId: string }>(res).data.corelationId;
}

export function poll(app: FastifyInstance, caller: Caller, corelationId: string, body: object = {}) {
  return call(app, caller, { method: "POST", url: `/api/v2/hotel/searchasync/search?corelationId=${corelationId}`, body });
}

/** Polls until every batch has arrived; the last answer. */
export async function pollToEnd(app: FastifyInstance, caller: Caller, corelationId: string, body: object = {}): Promise<HotelPollResult> {
  for (let i = 0; i < 20; i++) {
    const res = await poll(app, caller, corelationId, body);
    if (res.statusCode !== 200) throw new Error(`poll ${res.statusCode}: ${res.body}`);
    const data = json<HotelPollResult>(res).data;
    if (data.pollCompleted) return data;
  }
  throw new Error("search never completed");
}

export async function roomsOf(app: FastifyInstance, caller: Caller, corelationId: string, hotelId: string): Promise<HotelRoom[]> {
  const res = await call(app, caller, { method: "GET", url: `/api/v3/hotel/get-rooms-and-rates?hotelid=${hotelId}&corelationId=${corelationId}&vendor=2` });
  if (res.statusCode !== 200) throw new Error(`rooms ${res.statusCode}: ${res.body}`);
  return json<{ rooms: HotelRoom[] }>(res).data.rooms;
}

/** Search → the first hotel with a rate of the kind → getPrice. */
export async function pricedRate(app: FastifyInstance, caller: Caller, opts: { refundable?: boolean; search?: HotelSearchRequestInput } = {}): Promise<{ corelationId: string; price: HotelPriceDetail }> {
  const corelationId = await startSearch(app, caller, opts.search ?? familyStay());
  const { hotels } = await pollToEnd(app, caller, corelationId);
  for (const hotel of hotels) {
    const rate = (await roomsOf(app, caller, corelationId, hotel.hotelId)).flatMap((room) => room.rates).find((r) => r.refundable === (opts.refundable ?? true));
    if (!rate) continue;
    const res = await call(app, caller, { method: "POST", url: "/api/v2/hotel/getPrice", body: { rateId: rate.rateId } });
    if (res.statusCode !== 200) throw new Error(`getPrice ${res.statusCode}: ${res.body}`);
    return { corelationId, price: json<HotelPriceDetail>(res).data };
  }
  throw new Error("no rate of that kind");
}

export const hotelContact = { email: "ada@example.test", phone: "+1 415 555 0100" };

export function guests(rooms: number, lastName = "Traveller") {
  return Array.from({ length: rooms }, (_, i) => ({ firstName: ["Ada", "Ben", "Cy", "Di", "Ed", "Flo"][i] ?? "Ada", lastName }));
}
