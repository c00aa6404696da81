// spec B §7 "Car rental", booking a car: the reservation, its record, the refund protection quoted with the extras, and
// a car as an item of a proposal. Apart from finding one (./cars.ts), so the search, results and details pages do not
// load these schemas ("Every page fast on a phone").
import { z } from "zod";
import { bookingProposalId, proposalPage } from "./proposals";
import { moneySchema } from "../money-schema";
import { bookingStatus } from "../booking/status-schema";
import { ACRISS_CODE } from "../cars/acriss";
import { carRuleMessages as m } from "../cars/messages";
import { CAR_EXTRAS } from "../cars/search";
import { bookingFinishing, idempotencyKey, priceBreakdown, referenceNumber, retryOf } from "./bookings";
import { bookedRefundProtection, bookingAddOn, refundProtectionQuoteRequest } from "./refund-protection";
import { bookedBundle } from "./trip-add-on";
import { envelope } from "./envelope";
import { pagedEnvelope } from "./paging";
import { carContact, carDriver, carSearchRequest } from "../cars/requests";
import { carExtraCode, carOffer } from "./cars";

// --- Reservation (POST reserveCar) ------------------------------------------------------------------
// The driver and the contact: src/shared/cars/requests.ts.

export const carExtraChoice = z.object({ code: carExtraCode, count: z.number().int().min(1).max(4) });
export type CarExtraChoice = z.infer<typeof carExtraChoice>;

/** The extras chosen for a rental: each code once, with how many (the car's `max` is checked by the server). */
const carExtraChoices = z
  .array(carExtraChoice)
  .max(CAR_EXTRAS.length)
  .refine((list) => new Set(list.map((e) => e.code)).size === list.length, { message: m.extraTooMany.id })
  .default([]);

export const reserveCarRequest = z.object({
  idempotencyKey,
  offerId: z.string().min(1).max(2000),
  driver: carDriver,
  contact: carContact,
  extras: carExtraChoices,
  /** spec B add-ons: the refund protection quote ticked (POST refund-protects/quote with the same extras). */
  addOns: z.array(bookingAddOn).max(1).default([]),
  /** A travel agent booking for one of the agency's customers; absent for a customer's own booking. */
  clientId: z.string().uuid("Client must be a user id").optional(),
  /** Booked from a proposal (docs/decisions.md "Proposals"): it is marked booked once this booking is confirmed. */
  proposalId: bookingProposalId,
  retryOf,
});
export type ReserveCarRequest = z.infer<typeof reserveCarRequest>;

/**
 * POST api/car-rental/refund-protects/quote: refund protection priced on what the rental costs with the
 * extras chosen (the premium follows the trip total), so choosing another extra asks for a new quote.
 */
export const carRefundProtectionQuoteRequest = refundProtectionQuoteRequest.extend({ extras: carExtraChoices });
export type CarRefundProtectionQuoteRequest = z.input<typeof carRefundProtectionQuoteRequest>;

export const carBookingResult = z.object({
  referenceNumber: z.string(),
  bookingId: z.string(),
  /** The vendor's confirmation number, once booked. */
  confirmationNumber: z.string().nullable(),
  bookedStatus: z.boolean(),
  bookingStatus,
  totalAmount: moneySchema,
});
export type CarBookingResult = z.infer<typeof carBookingResult>;
export const carBookingResponse = envelope(carBookingResult);

// --- Reservations (findReservation, agency detail, user bookings) ----------------------------------

/** The extras as booked, priced for the whole rental. */
export const bookedExtra = z.object({ code: carExtraCode, count: z.number().int(), amount: moneySchema });

export const carReservation = z.object({
  referenceNumber: z.string(),
  bookingId: z.string(),
  confirmationNumber: z.string().nullable(),
  bookingStatus,
  createdAt: z.string(),
  offer: carOffer,
  driver: carDriver,
  contact: carContact,
  extras: z.array(bookedExtra),
  /** spec B add-ons: the refund protection bought with the rental, or null. */
  refundProtection: bookedRefundProtection.nullable(),
  /** spec B add-ons: the trip add-on bundle this rental was booked in (its discount is in the price); null: none. */
  bundle: bookedBundle.nullable().optional(),
  /** Charged means finished or refunded: still being finished, or given back (null: neither). */
  finishing: bookingFinishing.nullable().optional(),
  totalAmount: moneySchema,
  card: z.object({ brand: z.string(), last4: z.string().length(4) }).nullable(),
  /** What a cancellation kept and gave back. */
  penalty: moneySchema.nullable(),
  refund: moneySchema.nullable(),
  /** The vendor's code when the booking failed (VENDOR_REFUSED, HOLD_RELEASED, ...). */
  failureCode: z.string().nullable(),
  /** Only for the agency's travel agents and staff. */
  breakdown: priceBreakdown.optional(),
  bookedFor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable().optional(),
});
export type CarReservation = z.infer<typeof carReservation>;
export const carReservationResponse = envelope(carReservation);

/** spec B §2 "my trip": cars use pickUpLocation and dropOffLocation names and pickUpDateTime. */
export const carBookingSummary = z.object({
  referenceNumber: z.string(),
  bookingId: z.string(),
  bookingStatus,
  createdAt: z.string(),
  totalAmount: moneySchema,
  vendorName: z.string(),
  vehicleName: z.string(),
  pickUpLocation: z.object({ name: z.string() }),
  dropOffLocation: z.object({ name: z.string() }),
  pickUpDateTime: z.string(),
  returnDateTime: z.string(),
});
export const carBookingsResponse = pagedEnvelope(carBookingSummary);

/** DELETE /api/car-rental/{id}: a reservation on hold given up, by its reference number. */
export const releaseCarParams = z.object({ id: referenceNumber });

// --- Proposals (src/shared/api/proposals.ts) -------------------------------------------------------

/**
 * A car as an item of a proposal: the quote as proposed, the search it came from and the vendor's car class (a quote
 * expires: the same vendor and class are found again by searching), and its details page.
 */
export const carProposalOffer = z.object({
  offerId: z.string().min(1).max(2000),
  search: carSearchRequest,
  vendorCode: z.string().min(1).max(10),
  sipp: z.string().regex(ACRISS_CODE),
  currency: z.string().regex(/^[A-Z]{3}$/),
  // The details page (machines/car-booking/routes.ts CAR_PATHS.details).
  page: proposalPage("/booknow/cars/result-details?"),
});
export type CarProposalOffer = z.infer<typeof carProposalOffer>;
