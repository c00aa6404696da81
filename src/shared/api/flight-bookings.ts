// spec A §7 "Flights", booking one: the booking, its reservation details, the customer's bookings, and a flight as an
// item of a proposal. Apart from finding one (./flights.ts), so the search, results and details pages do not load
// these schemas ("Every page fast on a phone").
import { z } from "zod";
import { moneySchema } from "../money-schema";
import { bookingStatus } from "../booking/status-schema";
import { partyError } from "../booking/travellers";
import { bookingContact, bookingPassenger } from "../flights/passengers";
import { envelope } from "./envelope";
import { fareFamilyName, flightOffer } from "./flight-offers";
import { flightSearchRequest, iataAirport, MAX_PASSENGERS } from "../flights/search-request";
import { pagedEnvelope } from "./paging";
import { bookingFinishing, idempotencyKey, priceBreakdown, referenceNumber, retryOf } from "./bookings";
import { decodeBase64Json } from "../base64-json";
import { bookedRefundProtection } from "./refund-protection";
import { anchorAddOns, bookedBundle } from "./trip-add-on";
import { bookingProposalId, proposalPage } from "./proposals";

// --- Booking (POST /api/flight/booking): the passengers and contact are ../flights/passengers.ts -------------
export const bookingRequest = z
  .object({
    idempotencyKey,
    offerId: z.string().min(1),
    passengers: z
      .array(bookingPassenger)
      .min(1)
      .max(MAX_PASSENGERS * 2),
    contact: bookingContact,
    /** A travel agent booking for one of the agency's customers ("booked for"); absent for a customer's own booking. */
    clientId: z.string().uuid("Client must be a user id").optional(),
    /** Booked from a proposal (docs/decisions.md "Proposals"): it is marked booked once this booking is confirmed. */
    proposalId: bookingProposalId,
    retryOf,
    /**
     * spec B add-ons: at most one refund protection quote (POST /api/refund-protects/quote), and the trip add-on
     * bundle's hotel and car (POST api/tripAdd/createBundleOffer), booked with the flight and paid in one payment.
     */
    addOns: anchorAddOns,
  })
  .superRefine((b, ctx) => {
    const party = partyError(b.passengers.map((p) => p.type));
    if (party) ctx.addIssue({ code: "custom", message: party, path: ["passengers"] });
  });
export type BookingRequest = z.infer<typeof bookingRequest>;

export const bookingResult = z.object({
  referenceNumber: z.string(),
  bookingId: z.string(),
  pnr: z.string().nullable(),
  bookedStatus: z.boolean(),
  bookingStatus,
  totalAmount: moneySchema,
});
export type BookingResult = z.infer<typeof bookingResult>;
export const bookingResponse = envelope(bookingResult);

// --- Reservation details (GET api/flight/getReservationDetails) ---------------------------------
export const reservationDetailsQuery = z.object({ referenceNumber });

export const reservationDetails = z.object({
  referenceNumber: z.string(),
  bookingId: z.string(),
  pnr: z.string().nullable(),
  bookingStatus,
  createdAt: z.string(),
  offer: flightOffer,
  passengers: z.array(z.object({ ...bookingPassenger.shape, ticketNumber: z.string().nullable() })),
  contact: bookingContact,
  totalAmount: moneySchema,
  card: z.object({ brand: z.string(), last4: z.string().length(4) }).nullable(),
  /** Only for the agency's travel agents and staff: net, markup, fee and total as booked. */
  breakdown: priceBreakdown.optional(),
  /** The client an agent booked for (null for a customer's own booking); agents and staff only. */
  bookedFor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable().optional(),
  /** spec B add-ons: the refund protection bought with the booking (null: none). */
  refundProtection: bookedRefundProtection.nullable().optional(),
  /** spec B add-ons: the trip add-on bundle this flight leads (its hotel and car, paid in the same payment); null: none. */
  bundle: bookedBundle.nullable().optional(),
  /** Charged means finished or refunded: still being finished, or given back (null: neither). */
  finishing: bookingFinishing.nullable().optional(),
});
export type ReservationDetails = z.infer<typeof reservationDetails>;
/** spec A §4: the answer's data is base64-encoded JSON of ReservationDetails. */
export const reservationDetailsResponse = envelope(z.string().base64());

export function decodeReservationDetails(encoded: string): ReservationDetails {
  return reservationDetails.parse(decodeBase64Json(encoded));
}

// --- The customer's bookings (GET api/flight/bookings/all, GET api/flight/bookingStatus) ---------
export const flightBookingListItem = z.object({
  referenceNumber: z.string(),
  bookingId: z.string(),
  pnr: z.string().nullable(),
  bookingStatus,
  createdAt: z.string(),
  totalAmount: moneySchema,
  /** Trip items (spec A §3): flightSegments with departureAirport, arrivalAirport, departureDate. */
  flightSegments: z.array(z.object({ departureAirport: iataAirport, arrivalAirport: iataAirport, departureDate: z.string() })),
});
export const flightBookingsResponse = pagedEnvelope(flightBookingListItem);

// --- Proposals (src/shared/api/proposals.ts) -------------------------------------------------------

/**
 * A flight as an item of a proposal: the offer as proposed, the search it came from and its flights and fare (an
 * offer expires 30 minutes after the search: the same flights are found again by searching), and its details page.
 */
export const flightProposalOffer = z.object({
  offerId: z.string().min(1).max(2000),
  search: flightSearchRequest,
  itinerary: z.string().min(1).max(600),
  fareFamily: fareFamilyName,
  // The details page (machines/flight-booking/routes.ts FLIGHT_PATHS.details).
  page: proposalPage("/booknow/flights/search-details?"),
});
export type FlightProposalOffer = z.infer<typeof flightProposalOffer>;
