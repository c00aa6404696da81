import type { HotelBookingRecord } from "@/shared/api/hotel-bookings";
import { money } from "@/shared/money";
import type { BookingRow } from "../db/schema-bookings";
import type { UserRow } from "../db/schema";
import { bookedPenaltyOf } from "../bookings/cancellation";
import { seesBreakdown } from "../bookings/visibility";
import { hotelOf } from "./vertical";

// spec B §3 "Hotel booking record", from the core's booking row and the hotel's details.

/**
 * What the agency earns on the booking: its markup, less the part given back on cancel (the core refunds
 * markup in proportion to the hotel's refund; the fee is kept). spec B §4: cancelling updates it.
 */
function agencyCommission(b: BookingRow): number {
  if (b.status !== "cancelled" || b.refundAmount === null || b.refundProtection) return b.markupAmount;
  const paidForStay = b.netAmount + b.markupAmount;
  if (paidForStay <= 0) return 0;
  const refundedMarkup = Math.round((Math.min(b.refundAmount, paidForStay) * b.markupAmount) / paidForStay);
  return Math.max(0, b.markupAmount - refundedMarkup);
}

export function voucherPath(b: BookingRow): string {
  return `/api/v2/hotel/voucher/${b.referenceNumber}.pdf`;
}

export function hotelRecord(b: BookingRow, viewer: UserRow): HotelBookingRecord {
  const d = hotelOf(b);
  const { rate } = d.offer;
  const c = b.currency;
  // The stay at its price before a coupon (spec B §3 fareBreakup: the discount is its own figure).
  const stayTotal = b.totalAmount - b.addOnsAmount + b.discountAmount;
  const charged = b.status === "paid" || b.status === "cancelled" || b.status === "ticketed";
  const booked = b.supplierReference !== null && charged;
  // spec B §3: the reward wallet's part and the card's (the core's columns; they add up to the total).
  const paid = money(charged ? b.paidFromCard : 0, c);
  const fromCredit = money(charged ? b.paidFromCredit : 0, c);
  return {
    bookingId: b.id,
    referenceNumber: b.referenceNumber,
    bookingStatus: b.status,
    confirmationNumber: b.supplierReference,
    createdAt: b.createdAt.toISOString(),
    hotel: d.offer.hotel,
    room: { ...d.offer.room, board: rate.board },
    stayPeriod: { start: d.offer.start, end: d.offer.end },
    occupancies: d.offer.rooms.map((room) => ({ adults: room.adults, child: [...room.child] })),
    fareBreakup: {
      baseFare: money(stayTotal - rate.taxes.amount, c),
      totalRate: money(stayTotal, c),
      currency: c,
      discounts: money(b.discountAmount, c),
      taxes: rate.taxes,
      totalFare: money(b.totalAmount, c),
      additionalCharges: rate.payAtHotel,
    },
    cancellationPolicy: { ...rate.cancellationPolicy, charges: rate.cancellationPolicy.charges.map((charge) => ({ ...charge, amount: bookedPenaltyOf(b, charge.amount) })) },
    refundability: rate.refundable ? "Refundable" : "Non-refundable",
    guests: d.guests,
    contact: d.contact,
    specialRequests: d.specialRequests,
    paymentBreakup: { paidFromCard: paid, paidFromCredit: fromCredit, total: money(b.totalAmount, c) },
    paidFromCredit: fromCredit,
    paidFromCard: paid,
    card: b.cardBrand && b.cardLast4 ? { brand: b.cardBrand, last4: b.cardLast4 } : null,
    ...(seesBreakdown(viewer)
      ? {
          agencyMarkup: money(b.markupAmount, c),
          agencyCommission: money(agencyCommission(b), c),
          agencyTransactionFee: money(b.feeAmount, c),
          // The platform takes no markup of its own in this deployment.
          platformMarkup: money(0, c),
        }
      : {}),
    refundProtection: b.refundProtection ?? null,
    couponCode: b.couponCode,
    pdfurl: booked ? voucherPath(b) : null,
    cancellationId: b.status === "cancelled" ? `CX-${b.referenceNumber}` : null,
    rateId: b.offerId,
    clientId: b.clientUserId,
  };
}
