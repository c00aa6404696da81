// The flight routes' search params (spec A §2 "Booking routes"): a compact, readable form of the
// machine's `FlightRestore` (machines/flight-booking/routes.ts), checked on every route (./url-params.ts).
// A refresh or a shared link decodes it back into the machine's `restore` input.
import { FLIGHT_PATHS, type FlightRestore } from "@machines/flight-booking/routes";
import type { FlightSearchRequest, FlightSearchRequestInput } from "@/shared/api/flights";
import { DEFAULT_CABIN } from "@/shared/constants";
import { LEG, type FlightUrlSearch } from "./url-params";

function encodeSearch(search: FlightSearchRequest): FlightUrlSearch {
  const legs = search.formData.map((row) => `${row.from.location}-${row.to.location}-${row.rangeDate?.startDate ?? row.singleDate ?? ""}`).join(",");
  const first = search.formData[0];
  return {
    trip: search.routeType,
    legs,
    ...(search.routeType === "Round-Trip" && first?.rangeDate ? { ret: first.rangeDate.endDate } : {}),
    adt: search.selectedPassenger.ADT,
    ...(search.selectedPassenger.CHD > 0 ? { chd: search.selectedPassenger.CHD } : {}),
    ...(search.selectedPassenger.INF > 0 ? { inf: search.selectedPassenger.INF } : {}),
    ...(search.flightType.value !== DEFAULT_CABIN.value ? { cabin: search.flightType.value } : {}),
  };
}

function decodeSearch(params: FlightUrlSearch): FlightSearchRequestInput | undefined {
  if (!params.legs) return undefined;
  const trip = params.trip ?? "Round-Trip";
  const formData = params.legs.split(",").map((leg, i) => {
    const [, from = "", to = "", date = ""] = LEG.exec(leg) ?? [];
    const place = (location: string) => ({ location, place: "", country: "", countryShortCode: "" });
    const dates = trip === "Round-Trip" ? { rangeDate: { startDate: date, endDate: params.ret ?? date } } : { singleDate: date };
    return { id: String(i + 1), from: place(from), to: place(to), ...dates };
  });
  const cabin = params.cabin ?? DEFAULT_CABIN.value;
  return {
    routeType: trip,
    flightType: { value: cabin, name: cabin === DEFAULT_CABIN.value ? DEFAULT_CABIN.name : cabin },
    selectedPassenger: { ADT: params.adt ?? 1, CHD: params.chd ?? 0, INF: params.inf ?? 0 },
    formData,
  };
}

/** The machine's restore → the route's search params. */
export function encodeRestore(restore: FlightRestore): FlightUrlSearch {
  const search = restore.searchParams ? encodeSearch(restore.searchParams as FlightSearchRequest) : {};
  return {
    ...(restore.step === "search" ? {} : search),
    ...(restore.offerId ? { offer: restore.offerId } : {}),
    ...(restore.referenceNumber ? { ref: restore.referenceNumber } : {}),
  };
}

/** A flight URL → the machine's restore input. */
export function decodeRestore(pathname: string, params: FlightUrlSearch): FlightRestore | null {
  const searchParams = decodeSearch(params);
  const withSearch = searchParams ? { searchParams } : {};
  switch (pathname) {
    case FLIGHT_PATHS.search:
      return searchParams ? { step: "results", searchParams } : { step: "search" };
    case FLIGHT_PATHS.details:
      return params.offer ? { step: "details", offerId: params.offer, ...withSearch } : searchParams ? { step: "results", searchParams } : null;
    case FLIGHT_PATHS.checkout:
      return params.offer ? { step: "checkout", offerId: params.offer, ...withSearch } : searchParams ? { step: "results", searchParams } : null;
    case FLIGHT_PATHS.confirmation:
    case FLIGHT_PATHS.reservation:
    case FLIGHT_PATHS.booking:
      return params.ref ? { step: "confirmation", referenceNumber: params.ref } : null;
    default:
      return null;
  }
}

/**
 * Resumable checkouts: where a saved checkout that cannot be resumed as is (an older version) starts again: its
 * search and offer, read loosely from the raw snapshot (the machine validates the search again).
 */
export function restoreOfSnapshot(snapshot: unknown): FlightRestore | null {
  const context = (snapshot as { context?: { search?: unknown; offerId?: unknown } } | null)?.context;
  if (!context || typeof context !== "object") return null;
  const searchParams = context.search ?? undefined;
  if (typeof context.offerId === "string" && context.offerId !== "") return { step: "checkout", offerId: context.offerId, ...(searchParams ? { searchParams } : {}) };
  return searchParams ? { step: "results", searchParams } : null;
}
