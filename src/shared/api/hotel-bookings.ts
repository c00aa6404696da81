import { z } from "zod";
import { couponCode, couponResult } from "../booking/coupons";
import { bookingStatus } from "../booking/status-schema";
import { contactEmailSchema } from "../booking/travellers";
import { HOTEL_MAX_ROOMS } from "../hotels/stay";
import { hotelRuleMessages as h } from "../hotels/messages";
import { moneySchema } from "../money-schema";
import { bookingFinishing, idempotencyKey, referenceNumber, retryOf } from "./bookings";
import { envelope } from "./envelope";
import { board, cancellationPolicy, isoDate, rateId } from "./hotels";
import { pagedEnvelope } from "./paging";
import { hotelContact, leadGuest } from "../hotels/requests";

export { hotelContact, leadGuest } from "../hotels/requests";
export type { HotelContact, LeadGuest } from "../hotels/requests";
import { bookingProposalId } from "./proposals";
import { bookedRefundProtection, bookingAddOn, refundProtectionQuote } from "./refund-protection";
import { bookedBundle } from "./trip-add-on";

// spec B §3 and §7 "Hotels": the booking's requests and answers (checkout, booking, its record, mail, voucher,
// my trip's list, coupon and refund protection at checkout); search, rates and content are ./hotels.ts.

// --- Booking (POST api/v2/hotel/booking) ---------------------------------------------------------

export const hotelBookingRequest = z.object({
  idempotencyKey,
  rateId,
  /** One lead guest per room, in room order. */
  guests: z.array(leadGuest).min(1, h.leadGuests.id).max(HOTEL_MAX_ROOMS),
  contact: hotelContact,
  specialRequests: z.string().trim().max(500, h.specialRequests.id).optional(),
  clientId: z.string().uuid("Client must be a user id").optional(),
  /** Booked from a proposal (the deal page, docs/decisions.md "Proposals"): it is marked booked once this booking is confirmed. */
  proposalId: bookingProposalId,
  retryOf,
  /** A coupon code checked at checkout (POST /api/v2/hotel/coupon); the server applies it again. */
  couponCode: couponCode.optional(),
  /** Refund protection (spec B add-ons), quoted for this rate (POST /api/v2/hotel/refund-protection/quote). */
  addOns: z.array(bookingAddOn).max(1).optional(),
});
export type HotelBookingRequest = z.infer<typeof hotelBookingRequest>;

export const hotelBookingResult = z.object({
  referenceNumber: z.string(),
  bookingId: z.string(),
  /** The hotel's confirmation number once booked. */
  confirmationNumber: z.string().nullable(),
  bookingStatus,
  totalAmount: moneySchema,
  /** spec B §3 "Booking result: bookingresult.message". */
  bookingresult: z.object({ message: z.string() }),
});
export const hotelBookingResponse = envelope(hotelBookingResult);

// --- The booking record (GET api/v3/hotel/hotel-booking/{id}) -------------------------------------

export const hotelBookingParams = z.object({ id: referenceNumber });

/** spec B §3 "Hotel booking record". Staff-only fields are absent for customers. */
export const hotelBookingRecord = z.object({
  bookingId: z.string(),
  referenceNumber: z.string(),
  bookingStatus,
  confirmationNumber: z.string().nullable(),
  createdAt: z.string(),
  hotel: z.object({ hotelId: z.string(), name: z.string(), address: z.string(), starRating: z.number(), timeZone: z.string(), image: z.string() }),
  room: z.object({ roomId: z.string(), name: z.string(), beds: z.string(), board }),
  stayPeriod: z.object({ start: isoDate, end: isoDate }),
  occupancies: z.array(z.object({ adults: z.number().int(), child: z.array(z.number().int()) })),
  fareBreakup: z.object({
    baseFare: moneySchema,
    totalRate: moneySchema,
    currency: z.string(),
    discounts: moneySchema,
    taxes: moneySchema,
    totalFare: moneySchema,
    additionalCharges: moneySchema,
  }),
  cancellationPolicy,
  refundability: z.enum(["Refundable", "Non-refundable"]),
  guests: z.array(leadGuest),
  contact: hotelContact,
  specialRequests: z.string().nullable(),
  paymentBreakup: z.object({ paidFromCard: moneySchema, paidFromCredit: moneySchema, total: moneySchema }),
  paidFromCredit: moneySchema,
  paidFromCard: moneySchema,
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Staff only (spec B §3: agency markup, commission and fee; the platform's markup). */
  agencyMarkup: moneySchema.optional(),
  agencyCommission: moneySchema.optional(),
  agencyTransactionFee: moneySchema.optional(),
  platformMarkup: moneySchema.optional(),
  refundProtection: bookedRefundProtection.nullable(),
  /** spec B add-ons: the trip add-on bundle this stay was booked in (its discount is fareBreakup.discounts); null: none. */
  bundle: bookedBundle.nullable().optional(),
  /** Charged means finished or refunded: still being finished, or given back (null: neither). */
  finishing: bookingFinishing.nullable().optional(),
  /** The coupon redeemed (its discount is fareBreakup.discounts). */
  couponCode: z.string().nullable(),
  /** The voucher PDF once booked. */
  pdfurl: z.string().nullable(),
  cancellationId: z.string().nullable(),
  /** The offer a held booking goes back to checkout with. */
  rateId: z.string(),
  clientId: z.string().nullable(),
});
export type HotelBookingRecord = z.infer<typeof hotelBookingRecord>;
export const hotelBookingRecordResponse = envelope(hotelBookingRecord);

// --- Mail, voucher, my trip's list --------------------------------------------------------------

export const sendHotelMailRequest = z.object({ referenceNumber, email: z.optional(contactEmailSchema) });
export const sendHotelMailResponse = envelope(z.object({ queued: z.literal(true) }));

export const voucherParams = z.object({ file: z.string().regex(/^[A-Za-z0-9-]{1,64}\.pdf$/, "Unknown voucher") });

export const hotelBookingListItem = z.object({
  referenceNumber: z.string(),
  bookingId: z.string(),
  bookingStatus,
  createdAt: z.string(),
  totalAmount: moneySchema,
  /** spec B §2 my trip: hotel.name and startAndEndDate. */
  hotel: z.object({ name: z.string() }),
  startAndEndDate: z.object({ start: isoDate, end: isoDate }),
});

export const bookingListResponse = pagedEnvelope(hotelBookingListItem);

// --- Coupon code (POST /api/v2/hotel/coupon; spec B §3 coupon code states, path not shown) ----------

export const hotelCouponRequest = z.object({
  code: couponCode,
  rateId,
  /** An agent booking for one of the agency's clients: the coupon applies to the client's price. */
  clientId: z.string().uuid("Client must be a user id").optional(),
});
export const couponResponse = envelope(couponResult);

// --- Refund protection for a hotel rate (spec B add-ons) -------------------------------------------

export const hotelProtectionQuoteRequest = z.object({ rateId, clientId: z.string().uuid("Client must be a user id").optional() });
export const hotelProtectionQuoteResponse = envelope(refundProtectionQuote);
