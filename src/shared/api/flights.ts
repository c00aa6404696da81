import { z } from "zod";
import { DEFAULT_MARKUP_TYPE } from "../constants";
import { moneySchema } from "../money-schema";
import { bookingStatus } from "../booking/status-schema";
import { partyError } from "../booking/travellers";
import { bookingContact, bookingPassenger } from "../flights/passengers";
import { envelope } from "./envelope";
import { fareFamily, fareFamilyName, flightOffer, type FlightOffer } from "./flight-offers";
import { flightSearchRequest, iataAirport, MAX_PASSENGERS } from "../flights/search-request";
import { pagedEnvelope } from "./paging";
import { bookingFinishing, idempotencyKey, markupType, priceBreakdown, referenceNumber, retryOf } from "./bookings";
import { decodeBase64Json } from "../base64-json";
import { bookedRefundProtection } from "./refund-protection";
import { anchorAddOns, bookedBundle } from "./trip-add-on";
import { bookingProposalId, proposalPage } from "./proposals";

// spec A §7 "Flights": one schema per request and answer, used by the server and the client. The search request's
// (and the passengers') are in zod/mini beside the flight rules (../flights), re-exported here.
export * from "../flights/search-request";
export * from "../flights/passengers";
export * from "../flights/sorts";
export * from "./flight-offers";

// --- Airports (GET /api/flight/airports) -----------------------------------------------------
export const airportsQuery = z.object({
  search: z.string().trim().min(1, "Type at least one character").max(60),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
/** @public API payload type. */
export type AirportsQuery = z.infer<typeof airportsQuery>;

export const airportSuggestion = z.object({
  code: iataAirport,
  name: z.string(),
  city: z.string(),
  country: z.string(),
  countryShortCode: z.string(),
  lat: z.number(),
  lon: z.number(),
  timeZone: z.string(),
});
export type AirportSuggestion = z.infer<typeof airportSuggestion>;
export const airportsResponse = envelope(z.array(airportSuggestion));

// --- Fare rules (POST /api/flight/fareRules) ----------------------------------------------------
export const fareRulesRequest = z.object({ offerId: z.string().min(1) });
export const fareRule = z.object({ title: z.string(), text: z.string() });
export const fareRules = z.object({
  offerId: z.string(),
  fareFamily,
  rules: z.array(fareRule),
});
export type FareRules = z.infer<typeof fareRules>;
export const fareRulesResponse = envelope(fareRules);

// --- Reprice (POST /api/flight/reprice): details and checkout -----------------------------------
export const repriceRequest = z.object({
  offerId: z.string().min(1),
  /** An agent pricing for one of the agency's clients (that client's markup applies). */
  clientId: z.string().uuid("Client must be a user id").optional(),
});
export const repriceResult = z.object({
  offer: flightOffer,
  priceChanged: z.boolean(),
  previousTotal: moneySchema.nullable(),
  /** spec A §3 flightCheckoutDetails (markupType, markup); default percent 0. */
  markupType: markupType.default(DEFAULT_MARKUP_TYPE),
  markup: z.number().nonnegative().default(0),
  /** The one total the customer sees: net + markup + fee. */
  totalAmount: moneySchema,
  /** Only for agents; omitted for customers (agency pricing: the customer sees one total). */
  breakdown: priceBreakdown.optional(),
});
export type RepriceResult = z.infer<typeof repriceResult>;
export const repriceResponse = envelope(repriceResult);

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

// --- Confirmation mail, stored search -----------------------------------------------------------
export const flightStoreRequest = z.object({ search: flightSearchRequest, url: z.string().max(2000).optional() });
export const storedFlightSearch = z.object({ id: z.string(), search: flightSearchRequest, url: z.string().nullable(), createdAt: z.string() });
export const flightStoreResponse = envelope(storedFlightSearch);
export const deleteStoredSearchParams = z.object({ id: z.string().uuid("Unknown saved search id") });
export const deleteStoredSearchResponse = envelope(z.object({ id: z.string(), deleted: z.boolean() }));

// --- Cancel by PNR (the generic cancel payloads: ./bookings.ts) ---------------------------------
export const cancelByPnrQuery = z.object({
  pnr: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{6}$/, "PNR must be six letters or digits"),
});

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

/** The flights of an offer, whatever its id: each segment's airline, number and departure (found again after a new search). */
export function flightItinerary(offer: Pick<FlightOffer, "flights">): string {
  return offer.flights.flatMap((leg) => leg.segments.map((s) => `${s.marketingCarrier}${s.flightNumber}@${s.departureTime}`)).join(",");
}

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
