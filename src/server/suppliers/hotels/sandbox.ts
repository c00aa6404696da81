import { BoundedCache } from "../../lib/bounded-cache";
import { MemorySandboxHolds, type SandboxHoldStore } from "../sandbox-holds";
import type { SupplierHold } from "../types";
import type { HotelSandboxOrder } from "../../db/sandbox-records";

// The sandbox's order lives with its table (db layer); its users import it from here.
export type { HotelSandboxOrder };
import type { HotelContent } from "@/shared/api/hotels";
import { normalize } from "../reference/airport-search";
import { cityById } from "../reference/cities";
import { Prng } from "../sandbox/random";
import { money } from "@/shared/money";
import { catalogueHotel, cityCatalogues, type CatalogueHotel } from "./sandbox-catalogue";
import { hotelById, hotelContent, imageUrl, type SandboxHotel } from "./sandbox-hotels";
import { currentNet, decodeRateId, offersRate, PUBLISHED_UPLIFT, rateOf, roomsOf, roomsOfKey, roomTypeOf, roomTypesFitting, stayNet, stayPricing, type RateKey, type StayPricing } from "./sandbox-rates";
import { HOTEL_TRIGGERS } from "./sandbox-triggers";
import { HotelSupplierError, type HotelBookInput, type HotelBooked, type HotelSearchBatch, type HotelSearchQuery, type HotelSupplier, type PricedRate, type SupplierHotel, type SupplierRoom } from "./types";
import type { PriceCheck, SupplierCancelQuote, SupplierCancellation } from "../types";

// The deterministic hotel sandbox (docs/sandbox.md "Hotels"): real cities, generated hotels, rates
// priced from the stay, an asynchronous search whose batches arrive one per poll (the poll count is
// the caller's, kept in the database), and orders kept in a store so cancellation survives restarts.

export interface HotelOrderStore {
  get(reference: string): Promise<HotelSandboxOrder | undefined>;
  put(order: HotelSandboxOrder): Promise<void>;
}

export class MemoryHotelOrderStore implements HotelOrderStore {
  private readonly orders = new Map<string, HotelSandboxOrder>();
  async get(reference: string) {
    const order = this.orders.get(reference);
    return order ? { ...order } : undefined;
  }
  async put(order: HotelSandboxOrder) {
    this.orders.set(order.reference, { ...order });
  }
}

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function confirmationNumber(seed: string): string {
  const prng = new Prng(seed);
  return Array.from({ length: 8 }, () => prng.pick([...ALPHABET])).join("");
}

/** A hotel as a search answers it: its cheapest rate for the stay, beside the published price. */
function summaryOf(entry: CatalogueHotel, stay: StayPricing): SupplierHotel | null {
  const { hotel } = entry;
  const types = roomTypesFitting(entry.roomTypes, stay);
  if (types.length === 0) return null;
  let net = Number.POSITIVE_INFINITY;
  let published = Number.POSITIVE_INFINITY;
  for (const r of types) {
    for (const b of hotel.boards) {
      const refundable = stayNet(hotel, r, b, false, stay);
      net = Math.min(net, stayNet(hotel, r, b, true, stay), hotel.refundable ? refundable : Infinity);
      published = Math.min(published, Math.round(refundable * PUBLISHED_UPLIFT));
    }
  }
  return {
    hotelId: hotel.hotelId,
    name: hotel.name,
    starRating: hotel.starRating,
    reviewScore: hotel.reviewScore,
    address: hotel.address,
    city: hotel.city.name,
    country: hotel.city.country,
    lat: hotel.lat,
    lng: hotel.lng,
    distance: hotel.distance,
    facilities: hotel.facilities,
    image: imageUrl(hotel.hotelId, 0),
    boards: hotel.boards,
    freeCancellation: hotel.refundable,
    net: money(net, "USD"),
    publishedPrice: money(published, "USD"),
  };
}

/** A hotel of a search priced for its stay, with the poll (0-based) that delivers it. */
interface StayHotel {
  readonly hotel: SupplierHotel;
  readonly batch: number;
}

/**
 * The city's hotels priced for a stay, kept for the next polls (issue "Every page fast on a phone": hotel search at
 * 20 clients). Each of a search's four polls priced every hotel of the city for the stay again to hand out the
 * batches arrived so far, and a popular search (same city, nights and party) priced them again for each traveller.
 * What is kept derives from the reference data and the stay's nights and guests alone (no clock, no booking, no
 * search's identity), so any instance answers the same with or without it. Bounded by hotels together (~0.4 KiB of
 * heap each, measured on London's 1,889: ~9 MiB at the bound); the least recently asked stay goes first.
 */
const pricedStays = () => new BoundedCache<string, readonly StayHotel[]>({ maxWeight: 24_000, weigh: (hotels) => hotels.length });
export class SandboxHotelSupplier implements HotelSupplier {
  readonly name = "sandbox-hotels";
  private readonly now: () => number;
  private readonly store: HotelOrderStore;
  private readonly holds: SandboxHoldStore;
  private readonly stays = pricedStays();

  constructor(deps: { store?: HotelOrderStore; holds?: SandboxHoldStore; now?: () => number } = {}) {
    this.store = deps.store ?? new MemoryHotelOrderStore();
    this.holds = deps.holds ?? new MemorySandboxHolds();
    this.now = deps.now ?? Date.now;
  }

  /** Every hotel of the search, each with the batch (0-based) it arrives in: the city's catalogue priced for the stay. */
  private hotelsOf(query: HotelSearchQuery): readonly StayHotel[] {
    const city = cityById(query.cityId);
    if (!city) throw new HotelSupplierError("INVALID_REQUEST", "unknown city");
    const stay = stayPricing(query.start, query.end, query.rooms);
    // What the prices read of the query (stayNet: the nights and each room's guests, not the dates) and which hotels.
    const key = `${city.id}|${query.hotelId ?? ""}|${query.radiusKm}|${stay.nights}|${stay.guests.join(",")}`;
    return this.stays.get(key, () => {
      const found: StayHotel[] = [];
      const one = query.hotelId ? catalogueHotel(city, Number(query.hotelId.split("-")[1])) : null;
      const entries = query.hotelId ? (one ? [one] : []) : cityCatalogues.of(city);
      for (const entry of entries) {
        if (!query.hotelId && entry.hotel.distance > query.radiusKm) continue;
        const summary = summaryOf(entry, stay);
        if (summary) found.push(Object.freeze({ hotel: Object.freeze(summary), batch: entry.batch }));
      }
      return Object.freeze(found);
    });
  }

  async poll(query: HotelSearchQuery, poll: number): Promise<HotelSearchBatch> {
    if (query.cityId === HOTEL_TRIGGERS.failingSearchCityId) throw new HotelSupplierError("SUPPLIER_TIMEOUT", "search timed out");
    const endless = query.cityId === HOTEL_TRIGGERS.endlessSearchCityId;
    // The endless search keeps its last batch back for ever.
    const arrived = Math.min(poll, endless ? HOTEL_TRIGGERS.batches - 1 : HOTEL_TRIGGERS.batches);
    const hotels = this.hotelsOf(query)
      .filter((h) => h.batch < arrived)
      .map((h) => h.hotel);
    return { hotels, completed: !endless && arrived >= HOTEL_TRIGGERS.batches };
  }

  search(query: HotelSearchQuery): Promise<HotelSearchBatch> {
    return this.poll(query, HOTEL_TRIGGERS.batches);
  }

  async rooms(hotelId: string, query: HotelSearchQuery): Promise<readonly SupplierRoom[]> {
    const hotel = hotelById(hotelId);
    if (!hotel) throw new HotelSupplierError("HOTEL_NOT_FOUND", "unknown hotel");
    return roomsOf(hotel, { start: query.start, end: query.end, rooms: query.rooms, quotedAt: Math.floor(query.startedAt / 1000) });
  }

  async content(hotelId: string): Promise<HotelContent> {
    const hotel = hotelById(hotelId);
    if (!hotel) throw new HotelSupplierError("HOTEL_NOT_FOUND", "unknown hotel");
    return hotelContent(hotel);
  }

  hotelsNamed(cityId: number, text: string, limit: number): readonly SupplierHotel[] {
    const city = cityById(cityId);
    const q = normalize(text);
    if (!city || !q) return [];
    const out: SupplierHotel[] = [];
    const stay = stayPricing("2000-01-01", "2000-01-02", [{ adults: 1, child: [] }]);
    for (const entry of cityCatalogues.of(city)) {
      if (out.length >= limit) break;
      if (normalize(entry.hotel.name).includes(q)) {
        const summary = summaryOf(entry, stay);
        if (summary) out.push(summary);
      }
    }
    return out;
  }

  private rateOfId(rateId: string): { key: RateKey; hotel: SandboxHotel } {
    const key = decodeRateId(rateId);
    const hotel = key ? hotelById(key.h) : null;
    if (!key || !hotel || !offersRate(hotel, key)) throw new HotelSupplierError("RATE_NOT_FOUND", "unknown rate");
    if ((key.t + HOTEL_TRIGGERS.rateTtlMinutes * 60) * 1000 <= this.now()) throw new HotelSupplierError("RATE_EXPIRED", "rate expired");
    return { key, hotel };
  }

  /** spec B §4 price: the rate priced again; a moved price answers a new rate id carrying it. */
  async price(rateId: string): Promise<PriceCheck<PricedRate>> {
    const { key, hotel } = this.rateOfId(rateId);
    const net = currentNet(hotel, key);
    const moved = net !== key.q;
    const quoted = moved ? { ...key, q: net, t: Math.floor(this.now() / 1000) } : key;
    const rate = rateOf(hotel, quoted, net);
    const room = roomTypeOf(hotel, key.r);
    if (!room) throw new HotelSupplierError("RATE_NOT_FOUND", "unknown room");
    return {
      offer: {
        id: rate.rateId,
        rate,
        room,
        hotel: { hotelId: hotel.hotelId, name: hotel.name, address: hotel.address, starRating: hotel.starRating, timeZone: hotel.city.timeZone, image: imageUrl(hotel.hotelId, 0) },
        start: key.s,
        end: key.e,
        rooms: roomsOfKey(key),
      },
      priceChanged: moved,
      previousTotal: moved ? money(key.q, "USD") : null,
    };
  }

  async book(rateId: string, input: HotelBookInput, idempotencyKey?: string): Promise<HotelBooked> {
    const again = idempotencyKey ? await this.findBooking(idempotencyKey) : null;
    if (again) return again;
    const { key, hotel } = this.rateOfId(rateId);
    if (currentNet(hotel, key) !== key.q) throw new HotelSupplierError("RATE_NOT_FOUND", "price changed: check the price again");
    const lastNames = input.guests.map((guest) => guest.lastName.toUpperCase());
    if (lastNames.includes(HOTEL_TRIGGERS.soldOutLastName)) throw new HotelSupplierError("RATE_SOLD_OUT", "rate sold out");
    if (hotel.city.id === HOTEL_TRIGGERS.fullyBookedCityId) throw new HotelSupplierError("RATE_SOLD_OUT", "the hotel is fully booked");
    const reference = confirmationNumber(`${rateId}:${lastNames.join(",")}:${this.now()}`);
    await this.store.put({ reference, orderId: `hord_${reference}`, rateId, net: key.q, currency: "USD", lastNames, status: "booked", quotes: 0 });
    await this.holds.add({ reference, orderId: `hord_${reference}`, idempotencyKey: idempotencyKey ?? null, createdAt: new Date(this.now()).toISOString() });
    return { orderId: `hord_${reference}`, reference };
  }

  async findBooking(idempotencyKey: string): Promise<HotelBooked | null> {
    const hold = await this.holds.byKey(idempotencyKey);
    return hold ? { orderId: hold.orderId, reference: hold.reference } : null;
  }

  openBookings(since: Date): Promise<readonly SupplierHold[]> {
    return this.holds.open(since);
  }

  private async order(reference: string): Promise<HotelSandboxOrder> {
    const order = await this.store.get(reference);
    if (!order) throw new HotelSupplierError("ORDER_NOT_FOUND", "unknown order");
    if (order.status === "cancelled") throw new HotelSupplierError("ORDER_ALREADY_CANCELLED", "already cancelled");
    return order;
  }

  /** What the hotel keeps if cancelled now: nothing before the deadline, then its charge (all of a non-refundable rate). */
  private penaltyOf(order: HotelSandboxOrder, requoted: boolean): number {
    const key = decodeRateId(order.rateId);
    const hotel = key ? hotelById(key.h) : null;
    if (!key || !hotel) return order.net;
    const policy = rateOf(hotel, key, order.net).cancellationPolicy;
    const firstNight = policy.charges[0]?.amount.amount ?? order.net;
    let penalty = 0;
    if (!policy.refundable) penalty = order.net;
    else if (policy.freeUntil !== null && Date.parse(policy.freeUntil) <= this.now()) penalty = firstNight;
    const has = (name: string) => order.lastNames.includes(name);
    if (has(HOTEL_TRIGGERS.penaltyLastName)) penalty = Math.max(penalty, firstNight);
    if (has(HOTEL_TRIGGERS.requoteLastName) && requoted) penalty += firstNight;
    return Math.min(order.net, penalty);
  }

  async cancelQuote(reference: string): Promise<SupplierCancelQuote> {
    const order = await this.order(reference);
    const penalty = this.penaltyOf(order, order.quotes > 0);
    await this.store.put({ ...order, quotes: order.quotes + 1 });
    return { penalty: money(penalty, order.currency), refund: money(order.net - penalty, order.currency), cancellable: true, voidable: false };
  }

  async cancel(reference: string): Promise<SupplierCancellation> {
    const order = await this.order(reference);
    const penalty = this.penaltyOf(order, order.quotes > 0);
    await this.store.put({ ...order, status: "cancelled" });
    await this.holds.close(reference);
    return { penalty: money(penalty, order.currency), refund: money(order.net - penalty, order.currency) };
  }
}
