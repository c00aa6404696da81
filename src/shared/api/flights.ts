import { z } from "zod";
import { DEFAULT_MARKUP_TYPE } from "../constants";
import { moneySchema } from "../money-schema";
import { envelope } from "./envelope";
import { fareFamily, flightOffer } from "./flight-offers";
import { flightSearchRequest, iataAirport } from "../flights/search-request";
import { markupType, priceBreakdown } from "./bookings";

// spec A §7 "Flights", finding one (booking one: ./flight-bookings.ts): one schema per request and answer, used by the
// server and the client. The search request's
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
