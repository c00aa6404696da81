import { MemorySandboxHolds, type SandboxHoldStore } from "../sandbox-holds";
import type { SupplierHold } from "../types";
import { randomInt } from "node:crypto";
import type { CarLocation, CarOffer, FuelPolicy } from "@/shared/api/cars";
import { decodeAcriss } from "@/shared/cars/acriss";
import { isYoungDriver, rentalDays } from "@/shared/cars/search";
import { fromMajor, money, multiply, type Money } from "@/shared/money";
import { Prng } from "../sandbox/random";
import { greatCircleKm } from "../reference/geo";
import { EXTRAS, FLEET, ONE_WAY_BASE, ONE_WAY_PER_KM, VENDORS, type SandboxVehicle, type SandboxVendor } from "./fleet";
import { locationFromKey, locationKey } from "./locations";
import { carOfferIdEncoder, decodeCarOfferId, encodeCarOfferId, type CarOfferKey } from "./offer-id";
import { CAR_TRIGGERS } from "./triggers";
import { CarSupplierError, type CarBookInput, type CarBooked, type CarReservationRecord, type CarSupplier, type CarSupplierResult, type CarSupplierSearch } from "./types";
import type { PriceCheck, SupplierCancelQuote, SupplierCancellation } from "../types";

// The deterministic car sandbox (docs/sandbox.md "Cars"): the same search gives the same vendors, cars
// and prices; which brands stand at a place, which classes they rent there, their rates and policies
// are drawn from a seed made of the place, the brand and the ACRISS code, never from the clock. Quotes
// are in the agency's currency, converted from the fleet's dollar rates at the embedded exchange rates.

export interface SandboxCarOptions {
  /** Units of each currency per US dollar (src/server/reference/exchange-rates.json). */
  readonly rates: Readonly<Record<string, number>>;
  /** What the sandbox remembers of a reservation: its booking record (the core keeps the offer and driver). */
  readonly reservations: (reference: string) => Promise<CarReservationRecord | null>;
  /** The reservations still open, by the key each was booked with. */
  readonly holds?: SandboxHoldStore;
  readonly now?: () => Date;
}

const REF_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function fuelPolicyOf(draw: number): FuelPolicy {
  if (draw < 0.8) return "FullToFull";
  if (draw < 0.95) return "PrePaid";
  return "SameToSame";
}

export class SandboxCarSupplier implements CarSupplier {
  readonly name = "sandbox-cars";
  private readonly now: () => Date;
  private readonly holds: SandboxHoldStore;

  constructor(private readonly options: SandboxCarOptions) {
    this.now = options.now ?? (() => new Date());
    this.holds = options.holds ?? new MemorySandboxHolds();
  }

  async search(request: CarSupplierSearch): Promise<CarSupplierResult> {
    const codes = [request.pickUp.code, request.dropOff.code];
    if (request.pickUp.kind === "airport" && codes[0] === CAR_TRIGGERS.supplierFailureAirport) {
      throw new CarSupplierError("SUPPLIER_UNAVAILABLE", "the car supplier did not answer");
    }
    const searchedAt = this.now();
    const cars: CarOffer[] = [];
    if (!codes.includes(CAR_TRIGGERS.noCarsAirport)) {
      const base = {
        v: 1 as const,
        p: locationKey(request.pickUp),
        d: locationKey(request.dropOff),
        pu: request.pickUpDateTime,
        rt: request.returnDateTime,
        a: request.age,
        r: request.countryOfResidence,
        c: this.currencyOf(request.currency),
        t: Math.floor(searchedAt.getTime() / 1000),
      };
      const idOf = carOfferIdEncoder(base);
      for (const vendor of this.vendorsAt(request.pickUp, request.dropOff, request.age)) {
        for (const vehicle of this.fleetOf(vendor, request.pickUp)) {
          cars.push(this.build({ ...base, k: vendor.code, s: vehicle.sipp }, request.pickUp, request.dropOff, vendor, vehicle, idOf(vendor.code, vehicle.sipp)));
        }
      }
    }
    return { cars, searchedAt: searchedAt.toISOString() };
  }

  async price(offerId: string): Promise<PriceCheck<CarOffer>> {
    const { key, pickUp, dropOff, vendor, vehicle } = this.open(offerId);
    const offer = this.build(key, pickUp, dropOff, vendor, vehicle);
    const trigger = [pickUp.code, dropOff.code].includes(CAR_TRIGGERS.priceChangeAirport);
    if (!trigger || key.u !== undefined) return { offer, priceChanged: false, previousTotal: null };
    // The vendor's rate moved since the search: a new quote (its own id), asked once.
    const raised = this.build({ ...key, u: CAR_TRIGGERS.priceChangePercent }, pickUp, dropOff, vendor, vehicle);
    return { offer: raised, priceChanged: true, previousTotal: offer.price };
  }

  async book(offerId: string, input: CarBookInput, idempotencyKey?: string): Promise<CarBooked> {
    const again = idempotencyKey ? await this.findBooking(idempotencyKey) : null;
    if (again) return again;
    const { vendor } = this.open(offerId);
    if (input.driver.lastName.toUpperCase() === CAR_TRIGGERS.vendorRefusesLastName) {
      throw new CarSupplierError("VENDOR_REFUSED", `${vendor.name} refused the reservation`);
    }
    let reference = vendor.code;
    for (let i = 0; i < 8; i++) reference += REF_ALPHABET[randomInt(REF_ALPHABET.length)] ?? "A";
    await this.holds.add({ reference, orderId: `car_${reference}`, idempotencyKey: idempotencyKey ?? null, createdAt: this.now().toISOString() });
    return { orderId: `car_${reference}`, reference };
  }

  async findBooking(idempotencyKey: string): Promise<CarBooked | null> {
    const hold = await this.holds.byKey(idempotencyKey);
    return hold ? { orderId: hold.orderId, reference: hold.reference } : null;
  }

  openBookings(since: Date): Promise<readonly SupplierHold[]> {
    return this.holds.open(since);
  }

  async cancelQuote(reference: string): Promise<SupplierCancelQuote> {
    const record = await this.options.reservations(reference);
    if (!record) throw new CarSupplierError("RESERVATION_NOT_FOUND", `no reservation ${reference}`);
    const { penalty, refund } = this.cancellation(record);
    return { penalty, refund, cancellable: true, voidable: false };
  }

  async cancel(reference: string): Promise<SupplierCancellation> {
    // A reservation no booking recorded (its booking never saved it) is given back with nothing to quote.
    if (!(await this.options.reservations(reference))) {
      if (await this.holds.close(reference)) return { penalty: null, refund: null };
      throw new CarSupplierError("RESERVATION_NOT_FOUND", `no reservation ${reference}`);
    }
    const { penalty, refund } = await this.cancelQuote(reference);
    await this.holds.close(reference);
    return { penalty, refund };
  }

  /** Free cancellation gives everything back; otherwise, or for the PENALTY driver, one day's rate is kept. */
  private cancellation(record: CarReservationRecord): { penalty: Money; refund: Money } {
    const { offer, driver, net } = record;
    const charge = offer.cancellationPolicy.charge;
    const forced = driver.lastName.toUpperCase() === CAR_TRIGGERS.cancelChargeLastName;
    const kept = charge.includedRateInd && !forced ? 0 : Math.min(net.amount, charge.amount?.amount ?? offer.dailyRate.amount);
    return { penalty: money(kept, net.currency), refund: money(net.amount - kept, net.currency) };
  }

  private open(offerId: string): { key: CarOfferKey; pickUp: CarLocation; dropOff: CarLocation; vendor: SandboxVendor; vehicle: SandboxVehicle } {
    const key = decodeCarOfferId(offerId);
    const pickUp = key ? locationFromKey(key.p) : null;
    const dropOff = key ? locationFromKey(key.d) : null;
    const vendor = VENDORS.find((v) => v.code === key?.k);
    const vehicle = FLEET.find((v) => v.sipp === key?.s);
    if (!key || !pickUp || !dropOff || !vendor || !vehicle) throw new CarSupplierError("OFFER_NOT_FOUND", "unknown car offer");
    if ((key.t + CAR_TRIGGERS.offerTtlMinutes * 60) * 1000 <= this.now().getTime()) throw new CarSupplierError("OFFER_EXPIRED", "the car quote expired");
    return { key, pickUp, dropOff, vendor, vehicle };
  }

  private currencyOf(currency: string): string {
    return this.options.rates[currency] ? currency : "USD";
  }

  /** US dollars → the quote's currency, to whole minor units. */
  private convert(usd: number, currency: string): Money {
    const rate = currency === "USD" ? 1 : (this.options.rates[currency] ?? 1);
    return fromMajor(Number((usd * rate).toFixed(6)), currency);
  }

  /** The brands with a desk here that rent to this driver; one-way across a border only the European brands. */
  private vendorsAt(pickUp: CarLocation, dropOff: CarLocation, age: number): SandboxVendor[] {
    const crossBorder = pickUp.country !== dropOff.country;
    const ranked = VENDORS.map((vendor) => ({ vendor, draw: new Prng(`${locationKey(pickUp)}|${vendor.code}`).next() })).sort((a, b) => a.draw - b.draw);
    const share = pickUp.kind === "airport" ? 0.75 : 0.5;
    // At least three brands at any place that has cars at all.
    const present = ranked.filter((r, i) => i < 3 || r.draw < share).map((r) => r.vendor);
    return present.filter((v) => v.minAge <= age && (!crossBorder || v.crossBorder));
  }

  /** The classes a brand rents at a place: at least four. */
  private fleetOf(vendor: SandboxVendor, pickUp: CarLocation): SandboxVehicle[] {
    const ranked = FLEET.map((vehicle) => ({ vehicle, draw: new Prng(`${locationKey(pickUp)}|${vendor.code}|${vehicle.sipp}`).next() }));
    const sorted = [...ranked].sort((a, b) => a.draw - b.draw);
    const kept = new Set(sorted.filter((r, i) => i < 4 || r.draw < 0.6).map((r) => r.vehicle.sipp));
    return FLEET.filter((v) => kept.has(v.sipp));
  }

  /** `id` is given by a search, which encodes its quotes' ids with one check of what they share. */
  private build(key: CarOfferKey, pickUp: CarLocation, dropOff: CarLocation, vendor: SandboxVendor, vehicle: SandboxVehicle, id = encodeCarOfferId(key)): CarOffer {
    const decoded = decodeAcriss(vehicle.sipp);
    if (!decoded) throw new Error(`fleet code ${vehicle.sipp} is not ACRISS`);
    const rng = new Prng(`${key.p}|${vendor.code}|${vehicle.sipp}|${key.pu.slice(0, 10)}`);
    const currency = key.c;
    const days = rentalDays(key.pu, key.rt);
    const usdDaily = Math.round(vehicle.daily * vendor.factor * rng.range(0.9, 1.2) * (1 + (key.u ?? 0) / 100) * 100) / 100;
    const dailyRate = this.convert(usdDaily, currency);
    const km = key.p === key.d ? 0 : greatCircleKm({ lat: pickUp.latitude, lon: pickUp.longitude }, { lat: dropOff.latitude, lon: dropOff.longitude });
    const oneWayUsd = key.p === key.d ? 0 : Math.round((ONE_WAY_BASE + ONE_WAY_PER_KM * km) / 5) * 5 * (pickUp.country === dropOff.country ? 1 : 2);
    const oneWayFee = oneWayUsd > 0 ? this.convert(oneWayUsd, currency) : null;
    const youngDriverFee = isYoungDriver(key.a) ? multiply(this.convert(vendor.youngDriverDaily, currency), days) : null;
    const price = money(dailyRate.amount * days + (oneWayFee?.amount ?? 0) + (youngDriverFee?.amount ?? 0), currency);
    const free = rng.next() < 0.75;
    const limited = rng.next() < 0.15;
    const metric = pickUp.country !== "US" && pickUp.country !== "GB";
    return {
      id,
      price,
      currencyCode: currency,
      size: decoded.size,
      sipp: vehicle.sipp,
      vehicleName: vehicle.name,
      vendorName: vendor.name,
      vendorCode: vendor.code,
      cancellationPolicy: { charge: { includedRateInd: free, amount: free ? null : dailyRate } },
      passangerCapacity: String(vehicle.passengers),
      bagCapacity: String(vehicle.bags),
      milage: limited ? "Limited" : "Unlimited",
      milageLimit: limited ? (metric ? { distance: 300, unit: "km" } : { distance: 200, unit: "mi" }) : null,
      isACavailable: decoded.isACavailable,
      transmissionType: decoded.transmissionType,
      noOfDoors: decoded.noOfDoors,
      fuelPolicy: fuelPolicyOf(rng.next()),
      pickUpLocation: pickUp,
      dropOffLocation: dropOff,
      pickUpDateTime: key.pu,
      returnDateTime: key.rt,
      rentalDays: days,
      dailyRate,
      oneWayFee,
      youngDriverFee,
      driverAge: key.a,
      extras: EXTRAS.map((e) => ({ code: e.code, dailyRate: this.convert(e.daily, currency), max: e.max })),
      expiresAt: new Date((key.t + CAR_TRIGGERS.offerTtlMinutes * 60) * 1000).toISOString(),
    };
  }
}
