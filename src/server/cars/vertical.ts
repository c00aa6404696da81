import { and, eq } from "drizzle-orm";
import type { CarContact, CarDriver, CarOffer } from "@/shared/api/cars";
import type { CarExtraChoice, ReserveCarRequest } from "@/shared/api/car-bookings";
import { REFUND_PROTECTION } from "@/shared/api/refund-protection";
import { driverAgeError } from "@/shared/cars/driver";
import { carRuleMessages } from "@/shared/cars/messages";
import { money, multiply, sum, type Money } from "@/shared/money";
import { BookingError } from "../bookings/errors";
import type { HoldPlan } from "../bookings/saga";
import { supplierHoldsOf, type BookingVertical } from "../bookings/vertical";
import type { Db } from "../db/client";
import { bookings, type BookingRow } from "../db/schema-bookings";
import { cardErrorMessage } from "../bookings/card-errors";
import { redeemQuote } from "../bookings/refund-protection";
import { CarSupplierError, type CarReservationRecord, type CarSupplier } from "../suppliers/cars/types";
import { carNotChargedMessage, fromCarSupplier } from "./errors";
import { carBundleItem } from "./bundle-item";
import { carProposalItem } from "./proposal-item";
import { carMessages as m } from "./messages";

// Rental cars described for the booking core (src/server/bookings): how a car is reserved with the
// vendor and cancelled, and what a car booking keeps of its own (the quote as booked, the driver, the
// extras). The vendor's confirmation number is the core's supplier reference.

export interface BookedExtra {
  code: CarOffer["extras"][number]["code"];
  count: number;
  /** For the whole rental, at the vendor's price. */
  amount: Money;
}

/** What only a car booking has; the core keeps it in `details`. The offer is at the vendor's (net) price. */
export interface CarDetails {
  offer: CarOffer;
  driver: CarDriver;
  contact: CarContact;
  extras: BookedExtra[];
}

export function carOf(b: BookingRow): CarDetails {
  if (b.vertical !== "car") throw new Error(`booking ${b.id} is a ${b.vertical} booking, not a car`);
  return b.details as unknown as CarDetails;
}

/** What the sandbox remembers of a reservation: the booking the core stored (one source, in the database). */
export function carReservations(db: Db): (reference: string) => Promise<CarReservationRecord | null> {
  return async (reference) => {
    const [row] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.vertical, "car"), eq(bookings.supplierReference, reference)))
      .limit(1);
    if (!row) return null;
    const { offer, driver } = carOf(row);
    return { offer, driver, net: money(row.netAmount, row.currency) };
  };
}

export function carVertical(supplier: CarSupplier): BookingVertical {
  const reference = (b: BookingRow) => b.supplierReference ?? "";
  return {
    id: "car",
    referencePrefix: "CR",
    messages: { ...m, notCharged: carNotChargedMessage, cardError: cardErrorMessage },
    cancellationMessages: { alreadyCancelled: m.alreadyCancelled, notCancellable: m.notCancellable, notVoidable: m.notCancellable },
    async book(b, idempotencyKey) {
      const d = carOf(b);
      const booked = await supplier.book(b.offerId, { driver: d.driver, contact: d.contact, extras: d.extras.map(({ code, count }) => ({ code, count })) }, idempotencyKey);
      return { supplierReference: booked.reference, supplierOrderId: booked.orderId, details: { ...d } };
    },
    ...supplierHoldsOf(supplier),
    async unbook(b) {
      if (b.supplierReference) await supplier.cancel(b.supplierReference);
    },
    failureCode: (error) => (error instanceof CarSupplierError ? error.code : null),
    cancelQuote: (b) => supplier.cancelQuote(reference(b)),
    cancel: (b) => supplier.cancel(reference(b)),
    supplierError: (error) => fromCarSupplier(error),
    bundleItem: carBundleItem(supplier),
    proposalItem: carProposalItem(supplier),
  };
}

/**
 * The extras chosen, priced for the whole rental at the vendor's day rate (real brands charge a child seat
 * per day); a code the car lacks or too many of one is refused (400). The agency sells them at that price.
 */
export function priceExtras(offer: CarOffer, chosen: readonly CarExtraChoice[]): BookedExtra[] {
  return chosen.map((choice, index) => {
    const offered = offer.extras.find((e) => e.code === choice.code);
    if (!offered) throw new BookingError(400, carRuleMessages.extraUnknown, {}, `body.extras.${index}.code`);
    if (choice.count > offered.max) throw new BookingError(400, carRuleMessages.extraTooMany, {}, `body.extras.${index}.count`);
    return { code: choice.code, count: choice.count, amount: multiply(offered.dailyRate, choice.count * offer.rentalDays) };
  });
}

/** What the extras cost together, in the offer's currency (zero when none). */
export function extrasTotal(offer: CarOffer, extras: readonly BookedExtra[]): Money {
  return sum(
    extras.map((e) => e.amount),
    offer.price.currency,
  );
}

/**
 * POST api/car-rental/reserveCar's own checks before the core holds the booking: the quote priced again
 * (a changed price is accepted on the details page, never silently here), the driver's age on the
 * pick-up day against the age searched (src/shared/cars/driver.ts), the extras against the car's (sold
 * at the vendor's price: `atSupplierPrice`), and the refund protection quoted for this car and extras.
 */
export function carHoldPlan(supplier: CarSupplier, req: ReserveCarRequest, party: { db: Db; agencyId: string; userId: string }): () => Promise<HoldPlan> {
  return async () => {
    let outcome;
    try {
      outcome = await supplier.price(req.offerId);
    } catch (error) {
      throw fromCarSupplier(error, "body.offerId");
    }
    if (outcome.priceChanged) throw new BookingError(409, m.priceChanged);
    const offer = outcome.offer;
    const ageProblem = driverAgeError(offer.driverAge, req.driver.birthDate, offer.pickUpDateTime.slice(0, 10));
    if (ageProblem) {
      const descriptor = ageProblem === carRuleMessages.driverAge.id ? carRuleMessages.driverAge : carRuleMessages.driverAgeMismatch;
      throw new BookingError(400, descriptor, {}, "body.driver.birthDate");
    }
    const extras = priceExtras(offer, req.extras);
    const atSupplierPrice = extrasTotal(offer, extras);
    const net = money(offer.price.amount + atSupplierPrice.amount, offer.price.currency);
    const details: CarDetails = { offer, driver: req.driver, contact: req.contact, extras };
    const protection = req.addOns.find((addOn) => addOn.kind === REFUND_PROTECTION);
    return {
      supplier: supplier.name,
      offerId: offer.id,
      offerExpiresAt: new Date(offer.expiresAt),
      net,
      atSupplierPrice,
      details: { ...details },
      addOn: protection ? (tripTotal) => redeemQuote(party.db, { agencyId: party.agencyId, userId: party.userId }, protection.quoteId, { offerId: offer.id, tripTotal }) : undefined,
    };
  };
}
