// The hotel routes' search params (spec B §2 hotel routes): a compact, readable form of the machine's
// restore input (machines/booking/routes.ts), checked on every hotel route (./url-params.ts). A refresh or a
// shared link decodes it back into the search the machine validates again (parseHotelSearch).
import type { BookingRestore } from "@machines/booking/routes";
import { HOTEL_PATHS } from "@machines/hotel-booking/routes";
import type { HotelSearchRequest } from "@/shared/api/hotels";
import type { HotelUrlSearch } from "./url-params";

/** Digits as a number, so the router writes `dest=2267057` rather than a quoted string. */
const bare = (value: string): string | number => (/^\d{1,9}$/.test(value) ? Number(value) : value);

function encodeSearch(search: HotelSearchRequest): Record<string, unknown> {
  const rooms = [...search.occupancies]
    .sort((a, b) => a.numOfRoom - b.numOfRoom)
    .map((room) => [room.numOfAdults, ...room.childAges].join("-"))
    .join(",");
  return {
    dest: bare(search.locationId),
    name: search.searchString,
    ...(search.type === "hotel" ? { type: "hotel" as const } : {}),
    ...(search.code ? { code: search.code } : {}),
    in: search.stayPeriod.start,
    out: search.stayPeriod.end,
    rooms: bare(rooms),
    nat: search.nationality.alpha2Code,
  };
}

/** The URL's search as the machine's input (the machine applies the defaults and the rules). */
function decodeSearch(params: HotelUrlSearch): unknown {
  if (!params.dest || !params.name || !params.in || !params.out) return undefined;
  const nat = params.nat ?? "US";
  const rooms = String(params.rooms ?? "2")
    .split(",")
    .map((room, i) => {
      const [adults = 2, ...childAges] = room.split("-").map(Number);
      return { numOfRoom: i + 1, numOfAdults: adults, numOfChildren: childAges.length, childAges };
    });
  return {
    searchString: params.name,
    occupancies: rooms,
    stayPeriod: { start: params.in, end: params.out },
    // Named by its code: the server reads only the code, and the search form names it from the code in the page's
    // language (countryName). An English name here cost every hotel page opened by address the page's first
    // Intl.DisplayNames (ICU's region names: 0.36 s of a phone's script on hotel details, the largest task of our own;
    // docs/performance.md "Every page fast on a phone, part 5").
    nationality: { name: nat, alpha2Code: nat },
    locationId: String(params.dest),
    type: params.type ?? "city",
    ...(params.code ? { code: params.code } : {}),
  };
}

/** The machine's restore → the route's search params. */
export function encodeRestore(restore: BookingRestore): Record<string, unknown> {
  const search = restore.searchParams ? encodeSearch(restore.searchParams as HotelSearchRequest) : {};
  return {
    ...(restore.step === "search" ? {} : search),
    ...(restore.offerId ? { offer: restore.offerId } : {}),
    ...(restore.referenceNumber ? { ref: restore.referenceNumber } : {}),
  };
}

/** A hotel URL → the machine's restore input. */
export function decodeRestore(pathname: string, params: HotelUrlSearch): BookingRestore | null {
  const searchParams = decodeSearch(params);
  const withSearch = searchParams ? { searchParams } : {};
  const results: BookingRestore | null = searchParams ? { step: "results", searchParams } : null;
  switch (pathname) {
    case HOTEL_PATHS.search:
      return results ?? { step: "search" };
    case HOTEL_PATHS.details:
      return params.offer ? { step: "details", offerId: params.offer, ...withSearch } : results;
    case HOTEL_PATHS.checkout:
      return params.offer ? { step: "checkout", offerId: params.offer, ...withSearch } : results;
    case HOTEL_PATHS.confirmation:
    case HOTEL_PATHS.reservation:
      return params.ref ? { step: "confirmation", referenceNumber: params.ref } : null;
    default:
      return null;
  }
}

/** Resumable checkouts: where a saved checkout that cannot be resumed as is starts again (its search and rate). */
export function restoreOfSnapshot(snapshot: unknown): BookingRestore | null {
  const context = (snapshot as { context?: { search?: unknown; offerId?: unknown } } | null)?.context;
  if (!context || typeof context !== "object") return null;
  const searchParams = context.search ?? undefined;
  if (typeof context.offerId === "string" && context.offerId !== "") return { step: "checkout", offerId: context.offerId, ...(searchParams ? { searchParams } : {}) };
  return searchParams ? { step: "results", searchParams } : null;
}
