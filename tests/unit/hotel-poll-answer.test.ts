// A hotel poll's answer before paging (src/server/hotels/search.ts, src/shared/hotels/filters.ts): the filter sidebar's
// facets over the hotels arrived, and each hotel priced by the asker's rule, a frozen supplier hotel priced once per
// rule however many polls hand it out (issue "Every page fast on a phone": hotel search at 20 clients).
import { describe, expect, it } from "vitest";
import type { HotelSearchRequest } from "@/shared/api/hotels";
import { facetsOf, type FilterableHotel } from "@/shared/hotels/filters";
import { money, type Money } from "@/shared/money";
import { pollSearch } from "@/server/hotels/search";
import { applyPricing, DEFAULT_PRICING_RULE, type PricingRule } from "@/server/pricing/markup";
import { SandboxHotelSupplier } from "@/server/suppliers/hotels/sandbox";
import type { HotelSupplier, SupplierHotel } from "@/server/suppliers/hotels/types";
import { LISBON } from "./hotel-query";

const usd = (amount: number): Money => money(amount, "USD");
const hotel = (over: Partial<FilterableHotel>): FilterableHotel => ({
  name: "H",
  starRating: 3,
  reviewScore: 8,
  distance: 1,
  facilities: [],
  boards: ["RO"],
  freeCancellation: false,
  price: usd(100_00),
  ...over,
});

describe("facetsOf", () => {
  it("counts each option with its lowest price, in each group's order", () => {
    const a = hotel({ starRating: 4.5, facilities: ["pool", "wifi"], boards: ["BB", "RO"], freeCancellation: true, price: usd(120_00), distance: 2 });
    const b = hotel({ starRating: 3.2, facilities: ["wifi"], boards: ["RO"], price: usd(80_00), distance: 7.5 });
    const c = hotel({ starRating: 5, facilities: ["wifi", "parking"], boards: ["HB"], freeCancellation: true, price: usd(200_00), distance: 0.5 });
    expect(facetsOf([a, b, c])).toEqual({
      facilities: [
        { value: "wifi", count: 3, lowestPrice: usd(80_00) },
        { value: "parking", count: 1, lowestPrice: usd(200_00) },
        { value: "pool", count: 1, lowestPrice: usd(120_00) },
      ],
      stars: [
        { value: "5", count: 2, lowestPrice: usd(120_00) },
        { value: "3", count: 1, lowestPrice: usd(80_00) },
      ],
      boards: [
        { value: "BB", count: 1, lowestPrice: usd(120_00) },
        { value: "HB", count: 1, lowestPrice: usd(200_00) },
        { value: "RO", count: 2, lowestPrice: usd(80_00) },
      ],
      freeCancellation: { value: "free", count: 2, lowestPrice: usd(120_00) },
      priceRange: { min: usd(80_00), max: usd(200_00) },
      maxDistance: 7.5,
    });
  });

  it("has no options and no price range before any hotel has arrived", () => {
    expect(facetsOf([])).toEqual({ facilities: [], stars: [], boards: [], freeCancellation: null, priceRange: null, maxDistance: 0 });
  });
});

const request = {
  searchString: "Lisbon",
  occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
  stayPeriod: { start: "2030-05-10", end: "2030-05-13" },
  nationality: { name: "Portugal", alpha2Code: "PT" },
  locationId: String(LISBON),
  radius: 20,
  paging: { orderBy: "price asc" },
  type: "city",
} as unknown as HotelSearchRequest;
/** A completed search's row (no database write is due), read at its `polls`-th poll. */
const row = (polls: number) => ({ id: "s", request, polls, completed: true, createdAt: new Date("2030-04-01T10:00:00Z") }) as never;
const page = { from: 0, size: 2000 };
const markedUp: PricingRule = { ...DEFAULT_PRICING_RULE, agencyFee: 7_00 };

describe("a poll's hotels priced by the asker's rule", () => {
  it("prices each hotel by the rule, and hands the next poll with the same rule the same priced hotels", async () => {
    const supplier = new SandboxHotelSupplier();
    const nets = new Map(
      (await supplier.poll({ cityId: LISBON, start: "2030-05-10", end: "2030-05-13", rooms: [{ adults: 2, child: [] }], radiusKm: 20, nationality: "PT", startedAt: 0 }, 4)).hotels.map((h) => [
        h.hotelId,
        h.net,
      ]),
    );
    const first = await pollSearch(null as never, supplier, row(4), page, DEFAULT_PRICING_RULE);
    const again = await pollSearch(null as never, supplier, row(4), page, DEFAULT_PRICING_RULE);
    const other = await pollSearch(null as never, supplier, row(4), page, markedUp);
    expect(first.hotels.length).toBeGreaterThan(10);
    for (const [i, h] of first.hotels.entries()) {
      const net = nets.get(h.hotelId) as Money;
      expect(h.price).toEqual(applyPricing(net, DEFAULT_PRICING_RULE).total);
      expect(again.hotels[i]).toBe(h);
    }
    const byId = new Map(other.hotels.map((h) => [h.hotelId, h]));
    for (const h of first.hotels) expect(byId.get(h.hotelId)?.price.amount).toBe(applyPricing(nets.get(h.hotelId) as Money, markedUp).total.amount);
    // The first rule again after another: priced by it, not by the one asked last.
    const back = await pollSearch(null as never, supplier, row(4), page, DEFAULT_PRICING_RULE);
    expect(back.hotels.map((h) => h.price)).toEqual(first.hotels.map((h) => h.price));
  });

  it("prices afresh the hotels of a supplier that does not freeze them (they could change between polls)", async () => {
    const mutable: SupplierHotel & { net: Money } = {
      ...(await new SandboxHotelSupplier().poll({ cityId: LISBON, start: "2030-05-10", end: "2030-05-13", rooms: [{ adults: 2, child: [] }], radiusKm: 20, nationality: "PT", startedAt: 0 }, 4)).hotels[0]!,
    } as never;
    const supplier = { poll: () => Promise.resolve({ hotels: [mutable], completed: true }) } as unknown as HotelSupplier;
    const before = await pollSearch(null as never, supplier, row(4), page, DEFAULT_PRICING_RULE);
    mutable.net = usd(mutable.net.amount + 1_00);
    const after = await pollSearch(null as never, supplier, row(4), page, DEFAULT_PRICING_RULE);
    expect(after.hotels[0]?.price.amount).toBe((before.hotels[0]?.price.amount ?? 0) + 1_00);
  });
});
