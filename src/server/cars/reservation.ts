import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { CarBookingResult, CarReservation } from "@/shared/api/car-bookings";
import { money } from "@/shared/money";
import { bookedBundleOf } from "../bookings/bundle";
import { bookedPenaltyOf } from "../bookings/cancellation";
import { finishingOf } from "../bookings/finishing";
import { userOf } from "../bookings/http";
import type { VerticalRegistry } from "../bookings/registry";
import { breakdownOf } from "../bookings/repository";
import { seesBreakdown } from "../bookings/visibility";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { BookingRow } from "../db/schema-bookings";
import { carOf, extrasTotal } from "./vertical";

// spec B §7 "Car rental": a car booking as the reservation page (findReservation) and reserveCar answer it.

/** The reservation as the viewer may see it: staff also the breakdown and whom it was booked for. */
export async function carReservationOf(db: Db, verticals: VerticalRegistry | undefined, request: FastifyRequest, b: BookingRow): Promise<CarReservation> {
  const user = userOf(request);
  const car = carOf(b);
  const extras = extrasTotal(car.offer, car.extras);
  let bookedFor: CarReservation["bookedFor"] = null;
  if (b.clientUserId && seesBreakdown(user)) {
    const [client] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, b.clientUserId));
    bookedFor = client ?? null;
  }
  return {
    referenceNumber: b.referenceNumber,
    bookingId: b.id,
    confirmationNumber: b.supplierReference,
    bookingStatus: b.status,
    createdAt: b.createdAt.toISOString(),
    // The customer sees what was paid for the car (not the vendor's net); the extras and the protection are their own lines.
    offer: {
      ...car.offer,
      cancellationPolicy: { charge: { ...car.offer.cancellationPolicy.charge, amount: car.offer.cancellationPolicy.charge.amount ? bookedPenaltyOf(b, car.offer.cancellationPolicy.charge.amount) : null } },
      price: money(b.totalAmount - b.addOnsAmount - extras.amount, b.currency),
    },
    driver: car.driver,
    contact: car.contact,
    extras: car.extras,
    refundProtection: b.refundProtection ?? null,
    bundle: await bookedBundleOf(db, verticals, b),
    finishing: finishingOf(b, false),
    totalAmount: money(b.totalAmount, b.currency),
    card: b.cardBrand && b.cardLast4 ? { brand: b.cardBrand, last4: b.cardLast4 } : null,
    penalty: b.penaltyAmount === null ? null : money(b.penaltyAmount, b.currency),
    refund: b.refundAmount === null ? null : money(b.refundAmount, b.currency),
    failureCode: b.failureCode,
    ...(seesBreakdown(user) ? { breakdown: breakdownOf(b), bookedFor } : {}),
  };
}

export function carBookingResultOf(b: BookingRow): CarBookingResult {
  return {
    referenceNumber: b.referenceNumber,
    bookingId: b.id,
    confirmationNumber: b.supplierReference,
    bookedStatus: b.status === "paid" || b.status === "ticketed",
    bookingStatus: b.status,
    totalAmount: money(b.totalAmount, b.currency),
  };
}
