// spec A §3 "Flight search form", §9 defaults: the flight search request's schema, the one rule the form, the
// machine (a submitted or restored search) and the server (POST flight/search) check. Written with zod/mini:
// the flight search page checks a search before its first screen, and zod/mini's core is a fraction of zod's
// ("Fast on a phone", docs/decisions.md); the server's schemas take it as any other (src/shared/api/flights.ts).
import * as z from "zod/mini";
import { CABIN_PREFERENCES, CABINS, DEFAULT_AIRCRAFT_TYPE, DEFAULT_CABIN, DEFAULT_PASSENGER_TYPE, DEFAULT_ROUTE_TYPE, FLIGHT_MAX_RESULTS, ROUTE_TYPES } from "../constants";
import { MAX_PASSENGERS, PASSENGER_TYPES, type PassengerType } from "./passenger-types";

export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be YYYY-MM-DD"));
export const iataAirport = z.string().check(z.regex(/^[A-Z]{3}$/, "Airport must be a three-letter IATA code"));

export const routeType = z.enum(ROUTE_TYPES);
export type RouteType = z.infer<typeof routeType>;
export const cabin = z.enum(CABINS);
export type Cabin = z.infer<typeof cabin>;
export const cabinPreference = z.enum(CABIN_PREFERENCES);
export type CabinPreference = z.infer<typeof cabinPreference>;
export const passengerType = z.enum(PASSENGER_TYPES);
export { MAX_PASSENGERS, PASSENGER_TYPES, type PassengerType };

/** One side of a route row: spec A §3 formData to/from (country, countryShortCode, location, place). */
export const searchPlace = z.object({
  country: z._default(z.string(), ""),
  countryShortCode: z._default(z.string(), ""),
  /** The airport's IATA code. */
  location: iataAirport,
  /** What the user saw, e.g. "London Heathrow Airport (LHR)". */
  place: z._default(z.string(), ""),
});
export type SearchPlace = z.infer<typeof searchPlace>;

export const dateRange = z
  .object({ startDate: isoDate, endDate: isoDate })
  .check(z.refine((r) => r.endDate >= r.startDate, { message: "Return date must be on or after the departure date", path: ["endDate"] }));

export const searchRow = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  from: searchPlace,
  to: searchPlace,
  singleDate: z.optional(isoDate),
  rangeDate: z.optional(dateRange),
});
/** @public API payload type. */
export type SearchRow = z.infer<typeof searchRow>;

const count = z.int().check(z.minimum(0), z.maximum(MAX_PASSENGERS));

/** Counts per spec A §3 passenger code: ADT 12+ (seat), CHD 2-12, INF under 2. */
export const selectedPassenger = z
  .object({
    ADT: z.int().check(z.minimum(1, "At least one adult is required"), z.maximum(MAX_PASSENGERS)),
    CHD: z._default(count, 0),
    INF: z._default(count, 0),
  })
  .check(
    z.refine((p) => p.ADT + p.CHD <= MAX_PASSENGERS, { message: `At most ${MAX_PASSENGERS} passengers`, path: ["CHD"] }),
    z.refine((p) => p.INF <= p.ADT, { message: "Each infant must travel with an adult", path: ["INF"] }),
  );
/** @public API payload type. */
export type SelectedPassenger = z.infer<typeof selectedPassenger>;

export const flightSearchRequest = z
  .object({
    routeType: z._default(routeType, DEFAULT_ROUTE_TYPE),
    flightType: z._default(z.object({ value: cabinPreference, name: z.string() }), { value: DEFAULT_CABIN.value, name: DEFAULT_CABIN.name }),
    aircraftType: z._default(z.string(), DEFAULT_AIRCRAFT_TYPE),
    selectedPassenger: z._default(selectedPassenger, { [DEFAULT_PASSENGER_TYPE]: 1, CHD: 0, INF: 0 } as { ADT: number; CHD: number; INF: number }),
    formData: z.array(searchRow).check(z.minLength(1, "Add at least one flight"), z.maxLength(6, "At most six flights")),
    maxResults: z._default(z.int().check(z.minimum(1), z.maximum(FLIGHT_MAX_RESULTS)), FLIGHT_MAX_RESULTS),
    currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
  })
  .check(
    z.superRefine((form, ctx) => {
      form.formData.forEach((row, i) => {
        if (row.from.location === row.to.location) {
          ctx.addIssue({ code: "custom", message: "Origin and destination must differ", path: ["formData", i, "to", "location"] });
        }
        if (form.routeType === "Round-Trip" && i === 0 && !row.rangeDate) {
          ctx.addIssue({ code: "custom", message: "Departure and return dates are required", path: ["formData", i, "rangeDate"] });
        }
        if (form.routeType !== "Round-Trip" && !row.singleDate) {
          ctx.addIssue({ code: "custom", message: "Departure date is required", path: ["formData", i, "singleDate"] });
        }
        const prev = form.formData[i - 1]?.singleDate;
        if (form.routeType === "Multi-City" && prev && row.singleDate && row.singleDate < prev) {
          ctx.addIssue({ code: "custom", message: "Each flight must depart on or after the previous one", path: ["formData", i, "singleDate"] });
        }
      });
      if (form.routeType !== "Multi-City" && form.formData.length !== 1) {
        ctx.addIssue({ code: "custom", message: "One-way and round-trip searches have one route row", path: ["formData"] });
      }
      if (form.routeType === "Multi-City" && form.formData.length < 2) {
        ctx.addIssue({ code: "custom", message: "Multi-city searches need at least two flights", path: ["formData"] });
      }
    }),
  );
export type FlightSearchRequest = z.infer<typeof flightSearchRequest>;
export type FlightSearchRequestInput = z.input<typeof flightSearchRequest>;
