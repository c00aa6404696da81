import { describe, expect, it } from "vitest";
import { hotelSearchRequest } from "@/shared/api/hotels";
import { hotelRuleMessages } from "@/shared/hotels/messages";
import { normaliseStay, roomsError, stayError } from "@/shared/hotels/stay";
import { zonedDateTime, zonedInstant } from "@/server/suppliers/hotels/local-time";
import { hotelById, hotelImageSvg } from "@/server/suppliers/hotels/sandbox-hotels";
import { decodeRateId } from "@/server/suppliers/hotels/sandbox-rates";
import { HOTEL_TRIGGERS } from "@/server/suppliers/hotels/sandbox-triggers";
import { SandboxHotelSupplier } from "@/server/suppliers/hotels/sandbox";
import { HotelSupplierError, type HotelSearchQuery } from "@/server/suppliers/hotels/types";
import { hotelQuery, LISBON } from "./hotel-query";

const NOW = Date.parse("2030-04-01T10:00:00Z");
const query = (over: Partial<HotelSearchQuery> = {}): HotelSearchQuery => hotelQuery({ startedAt: NOW, ...over });

async function firstRate(supplier: SandboxHotelSupplier, q: HotelSearchQuery, refundable: boolean) {
  const { hotels } = await supplier.search(q);
  for (const hotel of hotels) {
    const rooms = await supplier.rooms(hotel.hotelId, q);
    const rate = rooms.flatMap((room) => room.rates).find((r) => r.refundable === refundable);
    if (rate) return { hotel, rate };
  }
  throw new Error("no rate");
}

describe("hotel stay rules (spec B §5)", () => {
  it("moves an end equal to the start one day on and clamps a stay at 28 nights", () => {
    expect(normaliseStay("2030-05-10", "2030-05-10", "2030-05-01")).toEqual({ start: "2030-05-10", end: "2030-05-11" });
    expect(normaliseStay("2030-05-10", "2030-07-01", "2030-05-01")).toEqual({ start: "2030-05-10", end: "2030-06-07" });
    expect(normaliseStay("2030-04-10", "2030-04-12", "2030-05-01").start).toBe("2030-05-01");
    expect(stayError("2030-05-10", "2030-06-08", "2030-05-01")).toBe("hotel.stay.tooLong");
    expect(stayError("2030-05-10", "2030-05-11", "2030-05-01")).toBeNull();
  });

  it("allows 6 rooms of 1 to 5 adults with children aged 0 to 17", () => {
    expect(roomsError(Array.from({ length: 7 }, () => ({ adults: 2, child: [] })))).toBe("hotel.rooms.count");
    expect(roomsError([{ adults: 0, child: [] }])).toBe("hotel.rooms.adults");
    expect(roomsError([{ adults: 2, child: [18] }])).toBe("hotel.rooms.childAge");
    expect(roomsError([{ adults: 2, child: [5, 10] }])).toBeNull();
  });

  it("refuses a search payload whose child ages do not match its children, with the field's message", () => {
    const parsed = hotelSearchRequest.safeParse({
      searchString: "Lisbon",
      occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 2, childAges: [5] }],
      stayPeriod: { start: "2030-05-10", end: "2030-05-13" },
      nationality: { name: "Portugal", alpha2Code: "PT" },
      locationId: String(LISBON),
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(hotelRuleMessages.childAges.id);
  });
});

describe("hotel local time", () => {
  it("gives a deadline at noon in the hotel's zone, summer time included", () => {
    expect(zonedDateTime("2030-07-01", "12:00", "Europe/Lisbon")).toBe("2030-07-01T12:00:00+01:00");
    expect(zonedDateTime("2030-01-15", "12:00", "America/New_York")).toBe("2030-01-15T12:00:00-05:00");
    expect(new Date(zonedInstant("2030-01-15", "12:00", "Asia/Tokyo")).toISOString()).toBe("2030-01-15T03:00:00.000Z");
  });
});

describe("hotel sandbox", () => {
  it("generates the same hotels around a real city every time, within the radius", async () => {
    const a = await new SandboxHotelSupplier({ now: () => NOW }).search(query());
    const b = await new SandboxHotelSupplier({ now: () => NOW }).search(query());
    expect(a.hotels.length).toBeGreaterThan(50);
    expect(a.hotels).toEqual(b.hotels);
    expect(a.hotels.every((h) => h.distance <= 20 && h.city === "Lisbon" && h.country === "PT")).toBe(true);
    const h = hotelById(a.hotels[0]?.hotelId ?? "");
    expect(h?.city.timeZone).toBe("Europe/Lisbon");
    expect(hotelImageSvg(a.hotels[0]?.hotelId ?? "", 0)).toMatch(/^<svg /);
  });

  it("delivers a search in batches, one per poll, until it completes", async () => {
    const supplier = new SandboxHotelSupplier({ now: () => NOW });
    const counts: number[] = [];
    let completed = false;
    for (let poll = 1; poll <= HOTEL_TRIGGERS.batches; poll++) {
      const batch = await supplier.poll(query(), poll);
      counts.push(batch.hotels.length);
      completed = batch.completed;
    }
    expect(counts).toEqual([...counts].sort((x, y) => x - y));
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[0]).toBeLessThan(counts.at(-1) ?? 0);
    expect(completed).toBe(true);
  });

  it("offers refundable rates with a free-cancellation deadline in hotel time, and cheaper non-refundable ones", async () => {
    const supplier = new SandboxHotelSupplier({ now: () => NOW });
    const { rate } = await firstRate(supplier, query(), true);
    expect(rate.cancellationPolicy.freeUntil).toMatch(/^2030-05-0\dT12:00:00\+01:00$/);
    expect(rate.cancellationPolicy.timeZone).toBe("Europe/Lisbon");
    expect(rate.publishedPrice.amount).toBeGreaterThan(rate.net.amount);
    const nonRefundable = await firstRate(supplier, query(), false);
    expect(nonRefundable.rate.cancellationPolicy).toMatchObject({ refundable: false, freeUntil: null, charges: [{ from: null, amount: nonRefundable.rate.net }] });
  });

  it("prices a searched rate unchanged, and expires it after 30 minutes", async () => {
    let now = NOW;
    const supplier = new SandboxHotelSupplier({ now: () => now });
    const { rate } = await firstRate(supplier, query(), true);
    const priced = await supplier.price(rate.rateId);
    expect(priced).toMatchObject({ priceChanged: false, previousTotal: null });
    expect(priced.offer.id).toBe(rate.rateId);
    now = NOW + HOTEL_TRIGGERS.rateTtlMinutes * 60_000;
    await expect(supplier.price(rate.rateId)).rejects.toMatchObject({ code: "RATE_EXPIRED" });
  });

  it("refuses a rate id that was tampered with", async () => {
    const supplier = new SandboxHotelSupplier({ now: () => NOW });
    const { rate } = await firstRate(supplier, query(), true);
    const key = decodeRateId(rate.rateId);
    const forged = `htl1_${Buffer.from(JSON.stringify({ ...key, r: 9 })).toString("base64url")}`;
    await expect(supplier.price(forged)).rejects.toBeInstanceOf(HotelSupplierError);
    await expect(supplier.price("nonsense")).rejects.toMatchObject({ code: "RATE_NOT_FOUND" });
  });

  it("trigger: Prescott's rates cost more at getPrice, and the re-quoted rate books at the new price", async () => {
    const supplier = new SandboxHotelSupplier({ now: () => NOW });
    const q = query({ cityId: HOTEL_TRIGGERS.priceChangeCityId, rooms: [{ adults: 2, child: [] }] });
    const { rate } = await firstRate(supplier, q, true);
    const priced = await supplier.price(rate.rateId);
    expect(priced.priceChanged).toBe(true);
    expect(priced.previousTotal).toEqual(rate.net);
    expect(priced.offer.rate.net.amount).toBe(Math.round(rate.net.amount * 1.08));
    await expect(supplier.book(rate.rateId, { guests: [{ firstName: "Ana", lastName: "Silva" }], contact: { email: "a@b.co", phone: "+351912345678" }, specialRequests: null })).rejects.toMatchObject({
      code: "RATE_NOT_FOUND",
    });
    expect((await supplier.price(priced.offer.id)).priceChanged).toBe(false);
    const booked = await supplier.book(priced.offer.id, { guests: [{ firstName: "Ana", lastName: "Silva" }], contact: { email: "a@b.co", phone: "+351912345678" }, specialRequests: null });
    expect(booked.reference).toMatch(/^[A-Z2-9]{8}$/);
  });

  it("trigger: Failsworth's search fails and Slough's never completes", async () => {
    const supplier = new SandboxHotelSupplier({ now: () => NOW });
    await expect(supplier.poll(query({ cityId: HOTEL_TRIGGERS.failingSearchCityId }), 1)).rejects.toMatchObject({ code: "SUPPLIER_TIMEOUT" });
    const endless = await supplier.poll(query({ cityId: HOTEL_TRIGGERS.endlessSearchCityId }), 50);
    expect(endless.completed).toBe(false);
    expect(endless.hotels.length).toBeGreaterThan(0);
  });

  it("trigger: a SOLDOUT lead guest cannot book", async () => {
    const supplier = new SandboxHotelSupplier({ now: () => NOW });
    const { rate } = await firstRate(supplier, query(), true);
    const input = { guests: [{ firstName: "Ana", lastName: "Soldout" }], contact: { email: "a@b.co", phone: "+351912345678" }, specialRequests: null };
    await expect(supplier.book(rate.rateId, input)).rejects.toMatchObject({ code: "RATE_SOLD_OUT" });
  });

  it("cancels free before the deadline, keeps the first night after it, and everything of a non-refundable rate", async () => {
    let now = NOW;
    const supplier = new SandboxHotelSupplier({ now: () => now });
    const guest = { guests: [{ firstName: "Ana", lastName: "Silva" }], contact: { email: "a@b.co", phone: "+351912345678" }, specialRequests: null };
    const { rate } = await firstRate(supplier, query(), true);
    const booked = await supplier.book(rate.rateId, guest);
    expect((await supplier.cancelQuote(booked.reference)).penalty.amount).toBe(0);
    now = Date.parse(rate.cancellationPolicy.freeUntil ?? "");
    const late = await supplier.cancelQuote(booked.reference);
    expect(late.penalty).toEqual(rate.cancellationPolicy.charges[0]?.amount);
    expect(late.refund.amount).toBe(rate.net.amount - late.penalty.amount);
    now = NOW;
    const nr = await firstRate(supplier, query(), false);
    const nrBooked = await supplier.book(nr.rate.rateId, guest);
    expect(await supplier.cancelQuote(nrBooked.reference)).toMatchObject({ penalty: nr.rate.net, refund: { amount: 0 } });
    await supplier.cancel(nrBooked.reference);
    await expect(supplier.cancel(nrBooked.reference)).rejects.toMatchObject({ code: "ORDER_ALREADY_CANCELLED" });
  });

  it("triggers: PENALTY charges a night before the deadline; REQUOTE lowers the refund after the first quote", async () => {
    const supplier = new SandboxHotelSupplier({ now: () => NOW });
    const { rate } = await firstRate(supplier, query(), true);
    const night = rate.cancellationPolicy.charges[0]?.amount.amount ?? 0;
    const contact = { email: "a@b.co", phone: "+351912345678" };
    const penalty = await supplier.book(rate.rateId, { guests: [{ firstName: "A", lastName: "Penalty" }], contact, specialRequests: null });
    expect((await supplier.cancelQuote(penalty.reference)).penalty.amount).toBe(night);
    const requote = await supplier.book(rate.rateId, { guests: [{ firstName: "A", lastName: "Requote" }], contact, specialRequests: null });
    expect((await supplier.cancelQuote(requote.reference)).penalty.amount).toBe(0);
    expect((await supplier.cancelQuote(requote.reference)).penalty.amount).toBe(night);
    expect((await supplier.cancel(requote.reference)).penalty?.amount).toBe(night);
  });
});
