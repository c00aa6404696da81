import type { CarContact, CarDriver, CarLocation, CarOffer } from "@/shared/api/cars";
import type { CarExtraChoice } from "@/shared/api/car-bookings";
import type { Money } from "@/shared/money";
import type { Supplier, SupplierBooking } from "../types";

// A car rental supplier on the one supplier contract (src/server/suppliers/types.ts), shaped after the
// car APIs of Duffel Cars and the brokers: a search by pick-up and drop-off place and time returns quotes
// (a vendor's ACRISS class at a price); a quote is priced again, then booked for a driver; cancellation is
// quoted before it is done. The sandbox implements it; a real adapter maps its payloads onto these types.

export interface CarSupplierSearch {
  readonly pickUp: CarLocation;
  readonly dropOff: CarLocation;
  /** Local wall time at each place ("2030-05-10T10:00"). */
  readonly pickUpDateTime: string;
  readonly returnDateTime: string;
  readonly age: number;
  readonly countryOfResidence: string;
  /** The agency's currency: the supplier quotes in it. */
  readonly currency: string;
}

/** The supplier's search for a traveller's car search, its places resolved, quoted in `currency`. */
export function supplierSearchOf(
  search: Pick<CarSupplierSearch, "pickUpDateTime" | "returnDateTime" | "age" | "countryOfResidence">,
  pickUp: CarLocation,
  dropOff: CarLocation,
  currency: string,
): CarSupplierSearch {
  const { pickUpDateTime, returnDateTime, age, countryOfResidence } = search;
  return { pickUp, dropOff, pickUpDateTime, returnDateTime, age, countryOfResidence, currency };
}

export interface CarSupplierResult {
  readonly cars: CarOffer[];
  readonly searchedAt: string;
}

export interface CarBookInput {
  readonly driver: CarDriver;
  readonly contact: CarContact;
  readonly extras: readonly CarExtraChoice[];
}

export type CarBooked = SupplierBooking;

export type CarSupplierErrorCode = "INVALID_REQUEST" | "OFFER_NOT_FOUND" | "OFFER_EXPIRED" | "VENDOR_REFUSED" | "SUPPLIER_UNAVAILABLE" | "RESERVATION_NOT_FOUND";

export class CarSupplierError extends Error {
  override readonly name = "CarSupplierError";
  constructor(
    readonly code: CarSupplierErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** What a supplier remembers of a reservation: the offer booked (at its net price), the driver and the net paid. */
export interface CarReservationRecord {
  readonly offer: CarOffer;
  readonly driver: CarDriver;
  readonly net: Money;
}

export type CarSupplier = Supplier<CarSupplierSearch, CarSupplierResult, CarOffer, CarBookInput, CarBooked>;
