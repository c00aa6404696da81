// The car sandbox (docs/sandbox.md "Cars"): real places and brands, deterministic quotes, and every
// trigger: no cars, supplier failure, a price change at checkout, a vendor refusal, a cancellation charge.
import { describe, expect, it } from "vitest";
import { carOffer, type CarOffer } from "@/shared/api/cars";
import { VEHICLE_SIZE_IDS } from "@/shared/cars/acriss";
import { resolveCarLocation, searchCarLocations } from "@/server/suppliers/cars/locations";
import { decodeCarOfferId, encodeCarOfferId } from "@/server/suppliers/cars/offer-id";
import { SandboxCarSupplier } from "@/server/suppliers/cars/sandbox";
import type { CarReservationRecord, CarSupplierSearch } from "@/server/suppliers/cars/types";

const NOW = new Date("2030-05-01T08:00:00Z");
const reservations = new Map<string, CarReservationRecord>();
const sandbox = (now = NOW) => new SandboxCarSupplier({ rates: { USD: 1, EUR: 0.9, JPY: 150 }, reservations: async (ref) => reservations.get(ref) ?? null, now: () => now });

function place(code: string) {
  const found = resolveCarLocation({ kind: "airport", code });
  if (!found) throw new Error(`no airport ${code}`);
  return found;
}

const search = (over: Partial<CarSupplierSearch> = {}): CarSupplierSearch => ({
  pickUp: place("LAX"),
  dropOff: place("LAX"),
  pickUpDateTime: "2030-05-10T10:00",
  returnDateTime: "2030-05-13T10:00",
  age: 30,
  countryOfResidence: "US",
  currency: "USD",
  ...over,
});

const driver = (lastName: string) => ({ firstName: "Ana", lastName, birthDate: "1995-01-01", licenceCountry: "US" });

describe("car sandbox search", () => {
  it("gives each quote the id its key encodes to (a search encodes its ids with one check of what they share)", async () => {
    for (const over of [{}, { dropOff: place("JFK"), age: 21, currency: "JPY" }, { currency: "XXX" }]) {
      const { cars } = await sandbox().search(search(over));
      expect(cars.length).toBeGreaterThan(0);
      for (const car of cars) {
        const key = decodeCarOfferId(car.id);
        expect(key && encodeCarOfferId(key)).toBe(car.id);
      }
    }
  });

  it("the same search gives the same quotes from real brands, each a valid offer with its size named by static data", async () => {
    const a = await sandbox().search(search());
    const b = await sandbox().search(search());
    expect(a.cars.length).toBeGreaterThan(10);
    expect(a.cars).toEqual(b.cars);
    const vendors = new Set(a.cars.map((c) => c.vendorName));
    expect(vendors.size).toBeGreaterThanOrEqual(3);
    for (const car of a.cars) {
      expect(carOffer.safeParse(car).success).toBe(true);
      expect(VEHICLE_SIZE_IDS).toContain(car.size);
      expect(car.oneWayFee).toBeNull();
      expect(car.youngDriverFee).toBeNull();
      expect(car.price.amount).toBe(car.dailyRate.amount * 3);
    }
  });

  it("a one-way rental LAX → SFO carries a one-way fee; a 23-year-old pays the young-driver surcharge", async () => {
    const { cars } = await sandbox().search(search({ dropOff: place("SFO"), age: 23 }));
    expect(cars.length).toBeGreaterThan(0);
    for (const car of cars) {
      expect(car.oneWayFee?.amount).toBeGreaterThan(10_000);
      expect(car.youngDriverFee?.amount).toBeGreaterThan(0);
      expect(car.price.amount).toBe(car.dailyRate.amount * 3 + (car.oneWayFee?.amount ?? 0) + (car.youngDriverFee?.amount ?? 0));
    }
  });

  it("a 20-year-old only gets the brands that rent at 20", async () => {
    const { cars } = await sandbox().search(search({ age: 20 }));
    expect(new Set(cars.map((c) => c.vendorName))).toEqual(new Set(cars.map((c) => c.vendorName).filter((n) => ["Hertz", "Thrifty", "Dollar"].includes(n))));
  });

  it("quotes in the agency's currency", async () => {
    const { cars } = await sandbox().search(search({ currency: "EUR" }));
    expect(cars.every((c) => c.price.currency === "EUR" && c.currencyCode === "EUR")).toBe(true);
    const jpy = await sandbox().search(search({ currency: "JPY" }));
    expect(jpy.cars[0]?.price.currency).toBe("JPY");
  });

  it("pick-up at a city works too", async () => {
    const [city] = searchCarLocations("Lisbon", 6).filter((l) => l.kind === "city");
    expect(city?.country).toBe("PT");
    const { cars } = await sandbox().search(search({ pickUp: city as never, dropOff: city as never }));
    expect(cars.length).toBeGreaterThan(0);
    expect(cars[0]?.milageLimit?.unit ?? "km").toBe("km");
  });

  it("triggers: NOC has no cars; TMO fails as the supplier", async () => {
    expect((await sandbox().search(search({ pickUp: place("NOC"), dropOff: place("NOC") }))).cars).toEqual([]);
    await expect(sandbox().search(search({ pickUp: place("TMO"), dropOff: place("TMO") }))).rejects.toMatchObject({ code: "SUPPLIER_UNAVAILABLE" });
  });
});

describe("car sandbox price check, booking and cancellation", () => {
  it("PRC: the first price check answers a higher price once, under a new quote id", async () => {
    const { cars } = await sandbox().search(search({ pickUp: place("PRC"), dropOff: place("PRC") }));
    const first = cars[0] as CarOffer;
    const check = await sandbox().price(first.id);
    expect(check.priceChanged).toBe(true);
    expect(check.previousTotal).toEqual(first.price);
    expect(check.offer.price.amount).toBeGreaterThan(first.price.amount);
    const again = await sandbox().price(check.offer.id);
    expect(again.priceChanged).toBe(false);
    expect(again.offer.price).toEqual(check.offer.price);
  });

  it("a quote expires 30 minutes after its search; an unknown id is not found", async () => {
    const { cars } = await sandbox().search(search());
    const id = (cars[0] as CarOffer).id;
    // The quote priced again keeps its id: the checkout books the very quote the traveller chose.
    await expect(sandbox(new Date(NOW.getTime() + 29 * 60_000)).price(id)).resolves.toMatchObject({ priceChanged: false, offer: { id } });
    await expect(sandbox(new Date(NOW.getTime() + 30 * 60_000)).price(id)).rejects.toMatchObject({ code: "OFFER_EXPIRED" });
    await expect(sandbox().price("car1_nonsense")).rejects.toMatchObject({ code: "OFFER_NOT_FOUND" });
  });

  it("REFUSED: the vendor refuses the reservation", async () => {
    const { cars } = await sandbox().search(search());
    const id = (cars[0] as CarOffer).id;
    await expect(sandbox().book(id, { driver: driver("Refused"), contact: { email: "a@b.co", phone: "+1 555 0100" }, extras: [] })).rejects.toMatchObject({ code: "VENDOR_REFUSED" });
    const booked = await sandbox().book(id, { driver: driver("Silva"), contact: { email: "a@b.co", phone: "+1 555 0100" }, extras: [] });
    expect(booked.reference).toMatch(/^[A-Z]{2}[A-Z2-9]{8}$/);
  });

  it("cancellation: free when the rate includes it; one day's rate otherwise, or for the PENALTY driver", async () => {
    const { cars } = await sandbox().search(search());
    const free = cars.find((c) => c.cancellationPolicy.charge.includedRateInd) as CarOffer;
    const paid = cars.find((c) => !c.cancellationPolicy.charge.includedRateInd) as CarOffer;
    reservations.set("FREE", { offer: free, driver: driver("Silva"), net: free.price });
    reservations.set("FORCED", { offer: free, driver: driver("Penalty"), net: free.price });
    reservations.set("PAID", { offer: paid, driver: driver("Silva"), net: paid.price });
    expect((await sandbox().cancelQuote("FREE")).penalty.amount).toBe(0);
    expect((await sandbox().cancelQuote("FORCED")).penalty).toEqual(free.dailyRate);
    const q = await sandbox().cancelQuote("PAID");
    expect(q.penalty).toEqual(paid.dailyRate);
    expect(q.refund.amount).toBe(paid.price.amount - paid.dailyRate.amount);
    await expect(sandbox().cancel("NONE")).rejects.toMatchObject({ code: "RESERVATION_NOT_FOUND" });
  });
});
