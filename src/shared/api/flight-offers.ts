import { z } from "zod";
import { moneySchema } from "../money-schema";
import { cabin, iataAirport, passengerType } from "../flights/search-request";
import { envelope } from "./envelope";

// spec A §7 "Flights": the offers and the search's answer (POST flight/search), apart from the other flight
// schemas (./flights.ts re-exports them): the results page checks its answer with these alone, so a phone builds
// a fraction of the schemas while the offers wait ("Fast on a phone").

const iataAirline = z.string().regex(/^[A-Z0-9]{2}$/, "Airline must be a two-character IATA code");
/** Local wall time with the zone's UTC offset, e.g. 2030-05-01T18:30:00-04:00. */
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/, "Expected local date-time with offset");

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
/**
 * The same answer with its offers left for the page to check a slice at a time against `resultOffer` (a thousand
 * offers checked in one go held a phone's main thread past a tap: "Fast on a phone", src/web/api/flight-search.ts).
 */
export const flightSearchResponseOffersUnchecked = envelope(flightSearchResult.extend({ offers: z.array(z.unknown()) }));
