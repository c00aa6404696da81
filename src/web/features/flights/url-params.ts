// The flight routes' search params (spec A §2 "Booking routes"), checked on every flight route before its page
// loads: zod-free, so the first load of every page stays small (src/web/lib/search-params.ts). What they mean
// (the machine's restore) is in ./url.ts, loaded with the flight pages.
import { CABIN_PREFERENCES, ROUTE_TYPES } from "@/shared/constants";
import { int, isoDay, oneOf, searchParams, text, uuid, type SearchOf } from "../../lib/search-params";
import { proposalUrlParam } from "../booking/proposal-url";

/** One flight of the search: `JFK-LHR-2030-05-02`; several joined with commas (multi-city). */
export const LEG = /^([A-Z]{3})-([A-Z]{3})-(\d{4}-\d{2}-\d{2})$/;
const count = int({ min: 0, max: 9, coerce: true });

const shape = {
  trip: oneOf(ROUTE_TYPES),
  legs: text({ test: (value) => value.split(",").every((leg) => LEG.test(leg)) }),
  ret: isoDay,
  adt: count,
  chd: count,
  inf: count,
  cabin: oneOf(CABIN_PREFERENCES),
  offer: text({ min: 1, max: 200 }),
  ref: text({ min: 1, max: 64 }),
  /** Resumable checkouts: the saved checkout this page restores from (docs/checkout-sessions.md). */
  session: uuid,
  /** Booking an item of a proposal (the core's param: features/booking/proposal-url.ts). */
  proposal: proposalUrlParam,
};

/** Every flight route validates the same params; a bad value is dropped, never an error page. */
export const flightUrlSearch = searchParams(shape);
export type FlightUrlSearch = SearchOf<typeof shape>;
