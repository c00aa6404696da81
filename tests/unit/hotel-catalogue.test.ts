// The hotel sandbox's search reads a city's catalogue made once (src/server/suppliers/hotels/sandbox-catalogue.ts;
// issue "Every page fast on a phone": hotel search at 20 clients). Its answers are the ones the sandbox gave when
// every poll made each hotel again: the same hotels, in the same order, in the same batches, at the same prices.
import { describe, expect, it } from "vitest";
import { CityCatalogues } from "@/server/suppliers/hotels/sandbox-catalogue";
import { hotelCount, sandboxHotel } from "@/server/suppliers/hotels/sandbox-hotels";
import { baseNet, roomTypesFor } from "@/server/suppliers/hotels/sandbox-rates";
import { HOTEL_TRIGGERS } from "@/server/suppliers/hotels/sandbox-triggers";
import { SandboxHotelSupplier } from "@/server/suppliers/hotels/sandbox";
import type { HotelSearchQuery } from "@/server/suppliers/hotels/types";
import { cityById, type City } from "@/server/suppliers/reference/cities";
import { hash32 } from "@/server/suppliers/sandbox/random";
import { hotelQuery, LISBON } from "./hotel-query";

const LONDON = 2_643_743;
const query = hotelQuery;

function city(id: number): City {
  const found = cityById(id);
  if (!found) throw new Error(`no city ${id}`);
  return found;
}

/** The search made hotel by hotel, as every poll did before the catalogue: which hotels arrive by `poll`, at what price. */
function hotelByHotel(q: HotelSearchQuery, poll: number): Array<[string, number, number, number]> {
  const c = city(q.cityId);
  const out: Array<[string, number, number, number]> = [];
  for (let i = 0; i < hotelCount(c); i++) {
    const hotel = sandboxHotel(c, i);
    if (!hotel || hotel.distance > q.radiusKm) continue;
    const types = roomTypesFor(hotel, q.rooms);
    if (types.length === 0) continue;
    const stay = { s: q.start, e: q.end, o: q.rooms.map((room) => [room.adults, ...room.child] as [number, ...number[]]) };
    let net = Infinity;
    let published = Infinity;
    for (const r of types) {
      for (const b of hotel.boards) {
        net = Math.min(net, baseNet(hotel, { ...stay, r, b, n: true }), hotel.refundable ? baseNet(hotel, { ...stay, r, b, n: false }) : Infinity);
        published = Math.min(published, Math.round(baseNet(hotel, { ...stay, r, b, n: false }) * 1.22));
      }
    }
    const batch = hash32(`batch:${hotel.hotelId}`) % HOTEL_TRIGGERS.batches;
    if (batch < poll) out.push([hotel.hotelId, net, published, hotel.distance]);
  }
  return out;
}

const answered = async (q: HotelSearchQuery, poll: number) =>
  (await new SandboxHotelSupplier().poll(q, poll)).hotels.map((h): [string, number, number, number] => [h.hotelId, h.net.amount, h.publishedPrice.amount, h.distance]);

describe("the hotel sandbox's city catalogue", () => {
  it("answers each poll as the hotel-by-hotel search did: the same hotels, order, batches and prices", async () => {
    const parties = [
      [{ adults: 1, child: [] }],
      query().rooms,
      [{ adults: 5, child: [] }],
      [
        { adults: 1, child: [1] },
        { adults: 3, child: [0, 17] },
      ],
    ];
    for (const [i, rooms] of parties.entries()) {
      for (const poll of [1, 2, HOTEL_TRIGGERS.batches]) {
        const q = query({ rooms, end: i % 2 ? "2030-05-13" : "2030-05-11", radiusKm: i === 2 ? 5 : 20 });
        expect(await answered(q, poll)).toEqual(hotelByHotel(q, poll));
      }
    }
    // The biggest city, where a poll made 1,889 hotels.
    const london = query({ cityId: LONDON, radiusKm: 100 });
    expect(await answered(london, HOTEL_TRIGGERS.batches)).toEqual(hotelByHotel(london, HOTEL_TRIGGERS.batches));
  });

  it("keeps the prices the sandbox answered before the catalogue", async () => {
    // Figures taken from the sandbox as it was (each poll making every hotel), so the arithmetic cannot drift.
    const family = await answered(query({ radiusKm: 20 }), HOTEL_TRIGGERS.batches);
    expect(family).toHaveLength(100);
    expect(family.slice(0, 3).map(([id, net, published]) => [id, net, published])).toEqual([
      ["2267057-0", 109_650, 148_637],
      ["2267057-1", 171_375, 232_309],
      ["2267057-3", 146_869, 199_089],
    ]);
    const single = await answered(query({ cityId: LONDON, end: "2030-05-11", rooms: [{ adults: 1, child: [] }], radiusKm: 100 }), 1);
    expect(single).toHaveLength(474);
    expect(single.slice(0, 3).map(([id, net, published]) => [id, net, published])).toEqual([
      ["2643743-1", 8_962, 12_149],
      ["2643743-5", 11_151, 15_116],
      ["2643743-9", 10_313, 13_980],
    ]);
  });

  it("answers polls from a stay priced once as a fresh supplier does: other dates of the same nights and party, other radii, one hotel", async () => {
    // One supplier keeps a stay's priced hotels for the next polls and searches (PricedStays); a fresh one has none kept.
    const kept = new SandboxHotelSupplier();
    const asked: HotelSearchQuery[] = [
      query(),
      query({ start: "2030-09-01", end: "2030-09-04" }),
      query({ radiusKm: 5 }),
      query({
        rooms: [
          { adults: 2, child: [10, 5] },
          { adults: 2, child: [] },
        ],
      }),
      query({ hotelId: `${LISBON}-3`, radiusKm: 1 }),
      query({ cityId: LONDON, end: "2030-05-11", rooms: [{ adults: 1, child: [] }], radiusKm: 100 }),
    ];
    for (const poll of [1, 3, HOTEL_TRIGGERS.batches, 2]) {
      for (const q of asked) expect(await kept.poll(q, poll)).toEqual(await new SandboxHotelSupplier().poll(q, poll));
    }
    const { hotels } = await kept.poll(query(), HOTEL_TRIGGERS.batches);
    expect(Object.isFrozen(hotels[0])).toBe(true);
  });

  it("answers one hotel's search from that hotel alone", async () => {
    const q = query({ hotelId: `${LISBON}-3`, radiusKm: 1 });
    const { hotels } = await new SandboxHotelSupplier().poll(q, HOTEL_TRIGGERS.batches);
    expect(hotels.map((h) => h.hotelId)).toEqual([`${LISBON}-3`]);
    expect(hotels[0]?.net.amount).toBe(146_869);
  });

  it("makes a city once, shares it read-only, and lets the least recently searched city go past its bound", () => {
    const lisbon = city(LISBON);
    // Room for Lisbon and one town of 12 hotels (Sintra, Cascais).
    const catalogues = new CityCatalogues(hotelCount(lisbon) + 12);
    const first = catalogues.of(lisbon);
    expect(first).toHaveLength(hotelCount(lisbon));
    expect(catalogues.of(lisbon)).toBe(first);
    expect(Object.isFrozen(first[0]?.hotel.facilities)).toBe(true);
    expect(() => (first[0]?.hotel.facilities as string[]).push("casino")).toThrow(TypeError);
    const [sintra, cascais] = [2_262_912, 2_269_594].map(city) as [City, City];
    expect([sintra, cascais].map(hotelCount)).toEqual([12, 12]);
    catalogues.of(sintra);
    expect(catalogues.of(lisbon)).toBe(first);
    // Sintra was searched least recently: Cascais takes its place, Lisbon stays.
    catalogues.of(cascais);
    expect(catalogues.of(lisbon)).toBe(first);
    catalogues.of(sintra);
    catalogues.of(cascais);
    // Now Lisbon is the least recently searched: made again when next asked, the same hotels.
    const again = catalogues.of(lisbon);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
