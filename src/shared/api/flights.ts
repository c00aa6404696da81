import { z } from "zod";
import {
  DEFAULT_MARKUP_TYPE,
  DEFAULT_RANGE_DAYS,
  DEFAULT_START_OFFSET_DAYS,
} from "../constants";
import { moneySchema } from "../money-schema";
import { bookingStatus } from "../booking/status-schema";
import { partyError } from "../booking/travellers";
import { bookingContact, bookingPassenger } from "../flights/passengers";
import { envelope } from "./envelope";
import {
  cabin,
  flightSearchRequest,
  iataAirport,
  MAX_PASSENGERS,
  passengerType,
} from "../flights/search-request";
import { pagedEnvelope } from "./paging";
import { decodeBase64Json, idempotencyKey, markupType, priceBreakdown, referenceNumber } from "./bookings";
import { bookedRefundProtection } from "./refund-protection";
import { anchorAddOns, bookedBundle } from "./trip-add-on";
import { bookingProposalId, proposalPage } from "./proposals";

// spec A §7 "Flights": one schema per request and answer, used by the server and the client. The search request's
// (and the passengers') are in zod/mini beside the flight rules (../flights), re-exported here.
export * from "../flights/search-request";
export * from "../flights/passengers";
export * from "../flights/sorts";

const iataAirline = z.string().regex(/^[A-Z0-9]{2}$/, "Airline must be a two-character IATA code");
/** Local wall time with the zone's UTC offset, e.g. 2030-05-01T18:30:00-04:00. */
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/, "Expected local date-time with offset");

function addDaysUtc(days: number, from = new Date()): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}

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

/** spec A §9: default start today+1, end start+7. */
export function defaultSearchDates(now = new Date()): { startDate: string; endDate: string } {
  return { startDate: addDaysUtc(DEFAULT_START_OFFSET_DAYS, now), endDate: addDaysUtc(DEFAULT_START_OFFSET_DAYS + DEFAULT_RANGE_DAYS, now) };
}

// --- Offers (spec A §3 "Flight result") ---------------------------------------------------------
export const segment = z.object({
  origin: iataAirport,
  destination: iataAirport,
  departureTime: localDateTime,
  arrivalTime: localDateTime,
  /** Minutes in the air including taxi. */
  duration: z.number().int().positive(),
  marketingCarrier: iataAirline,
  marketingCarrierName: z.string(),
  operatingCarrier: iataAirline,
  flightNumber: z.string(),
  aircraft: z.string(),
  cabin,
  distanceKm: z.number().int().nonnegative(),
});
/** @public API payload type. */
export type Segment = z.infer<typeof segment>;

export const stop = z.object({
  airport: iataAirport,
  city: z.string(),
  /** Connection time on the ground, minutes. */
  layover: z.number().int().nonnegative(),
});
/** @public API payload type. */
export type Stop = z.infer<typeof stop>;

/** One slice (leg) of the journey: spec A §3 "flights array (each with airlineName, cabin, stops, duration, departure, arrival)". */
export const flightLeg = z.object({
  origin: iataAirport,
  destination: iataAirport,
  airline: iataAirline,
  airlineName: z.string(),
  cabin,
  stops: z.array(stop),
  /** Door-to-door minutes from first departure to last arrival. */
  duration: z.number().int().positive(),
  departureTime: localDateTime,
  arrivalTime: localDateTime,
  segments: z.array(segment).min(1),
});
export type FlightLeg = z.infer<typeof flightLeg>;

export const fareConditions = z.object({
  refundable: z.boolean(),
  /** Per passenger, when refundable; null when not refundable at all. */
  refundPenalty: moneySchema.nullable(),
  changeable: z.boolean(),
  changePenalty: moneySchema.nullable(),
  checkedBags: z.number().int().nonnegative(),
  cabinBags: z.number().int().nonnegative(),
});
export type FareConditions = z.infer<typeof fareConditions>;

export const FARE_FAMILY_NAMES = ["Basic", "Standard", "Flex"] as const;
export const fareFamilyName = z.enum(FARE_FAMILY_NAMES);
export type FareFamilyName = z.infer<typeof fareFamilyName>;

export const fareFamily = z.object({
  code: z.string(),
  name: fareFamilyName,
  cabin,
  conditions: fareConditions,
});
export type FareFamily = z.infer<typeof fareFamily>;

export const passengerPrice = z.object({
  type: passengerType,
  count: z.number().int().positive(),
  /** Per passenger. */
  baseAmount: moneySchema,
  taxAmount: moneySchema,
  /** count × (base + tax). */
  totalAmount: moneySchema,
});
export type PassengerPrice = z.infer<typeof passengerPrice>;

export const flightOffer = z.object({
  id: z.string(),
  /** ISO instant; spec: offers expire 30 minutes after the search, as real suppliers' do. */
  expiresAt: z.string(),
  flights: z.array(flightLeg).min(1),
  totalAmount: moneySchema,
  passengers: z.array(passengerPrice),
  fareFamily,
  validatingCarrier: iataAirline,
  /** Largest stop count over the legs; spec A §5 filters test every leg. */
  maxStops: z.number().int().nonnegative(),
  seatsRemaining: z.number().int().positive(),
});
export type FlightOffer = z.infer<typeof flightOffer>;

/** Cheapest, Quickest and Best cards (spec A §4). */
export const offerSummary = z.object({
  offerId: z.string(),
  totalAmount: moneySchema,
  /** First-leg duration in minutes (spec A §4: Quickest sorts by first-leg duration). */
  duration: z.number().int().positive(),
});
export type OfferSummary = z.infer<typeof offerSummary>;

export const fareFamilySummary = fareFamily.extend({ lowestPrice: moneySchema, offerCount: z.number().int() });
export type FareFamilySummary = z.infer<typeof fareFamilySummary>;

/**
 * An offer as the search answers it: what the results page shows, filters, sorts and offers as other fares
 * for the same flights (issue "Fast on a phone": the full 1000-offer answer took a phone 1.2–1.8 s to parse
 * and prepare). Segments, the per-passenger prices and the fare's conditions come with reprice (the details
 * page); the conditions of a fare family are in the answer once, in `fareFamilies`. A full offer is one too.
 */
export const resultLeg = flightLeg.omit({ segments: true });
export type ResultLeg = z.infer<typeof resultLeg>;
export const resultOffer = flightOffer.omit({ passengers: true, flights: true, fareFamily: true }).extend({
  flights: z.array(resultLeg).min(1),
  fareFamily: fareFamily.omit({ conditions: true }),
});
export type ResultOffer = z.infer<typeof resultOffer>;

/** The search answer's form of an offer (see resultOffer). */
export function toResultOffer(offer: FlightOffer): ResultOffer {
  const { passengers: _passengers, fareFamily: family, flights, ...rest } = offer;
  return {
    ...rest,
    flights: flights.map(({ segments: _segments, ...leg }) => leg),
    fareFamily: { code: family.code, name: family.name, cabin: family.cabin },
  };
}

export const flightSearchResult = z.object({
  offers: z.array(resultOffer),
  fareFamilies: z.array(fareFamilySummary),
  cheapFlight: offerSummary.nullable(),
  bestFlight: offerSummary.nullable(),
  quickFlight: offerSummary.nullable(),
  searchedAt: z.string(),
  expiresAt: z.string(),
});
export type FlightSearchResult = z.infer<typeof flightSearchResult>;
export const flightSearchResponse = envelope(flightSearchResult);

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
    passengers: z.array(bookingPassenger).min(1).max(MAX_PASSENGERS * 2),
    contact: bookingContact,
    /** A travel agent booking for one of the agency's customers ("booked for"); absent for a customer's own booking. */
    clientId: z.string().uuid("Client must be a user id").optional(),
    /** Booked from a proposal (docs/decisions.md "Proposals"): it is marked booked once this booking is confirmed. */
    proposalId: bookingProposalId,
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
export const cancelByPnrQuery = z.object({ pnr: z.string().trim().regex(/^[A-Z0-9]{6}$/, "PNR must be six letters or digits") });

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
