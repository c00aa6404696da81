// The car routes' search params (spec B §2 "Cars"): the machine's restore (machines/car-booking/routes.ts)
// as the link form the server also reads (src/shared/cars/link.ts, getDetailsFromTempUrl): the search
// in `q` (base64url JSON), the quote in `offer`, a booking in `ref`. A refresh or a shared link decodes
// it back into the machine's `restore` input; a bad value is dropped, never an error page.
import type { BookingRestore } from "@machines/booking/routes";
import { CAR_PATHS } from "@machines/car-booking/routes";
import type { CarSearchRequest } from "@/shared/api/cars";
import { decodeCarSearchValue, encodeCarSearch } from "@/shared/cars/link-code";
import type { CarUrlSearch } from "./url-params";

/** The machine's restore → the route's search params. */
export function encodeCarRestore(restore: BookingRestore): CarUrlSearch {
  const search = restore.searchParams && restore.step !== "search" ? { q: encodeCarSearch(restore.searchParams as CarSearchRequest) } : {};
  return {
    ...search,
    ...(restore.offerId ? { offer: restore.offerId } : {}),
    ...(restore.referenceNumber ? { ref: restore.referenceNumber } : {}),
  };
}

/** A car URL → the machine's restore input (the machine validates the search again). */
export function decodeCarRestore(pathname: string, params: CarUrlSearch): BookingRestore | null {
  // Unchecked here: the machine checks the search with the car rules (src/shared/cars/link-code.ts).
  const searchParams = params.q ? (decodeCarSearchValue(params.q) ?? undefined) : undefined;
  const withSearch = searchParams ? { searchParams } : {};
  switch (pathname) {
    case CAR_PATHS.search:
      return searchParams ? { step: "results", searchParams } : { step: "search" };
    case CAR_PATHS.details:
      return params.offer ? { step: "details", offerId: params.offer, ...withSearch } : searchParams ? { step: "results", searchParams } : null;
    // The driver and extras, or the payment after them: both restore the checkout (a card is never restored from a URL).
    case CAR_PATHS.checkout:
    case CAR_PATHS.payment:
      if (params.offer) return { step: "checkout", offerId: params.offer, ...withSearch };
      // A booking link from before the driver's details moved to this page (it was the booking page then).
      if (params.ref) return { step: "confirmation", referenceNumber: params.ref };
      return searchParams ? { step: "results", searchParams } : null;
    case CAR_PATHS.confirmation:
    case CAR_PATHS.booking:
      return params.ref ? { step: "confirmation", referenceNumber: params.ref } : null;
    default:
      return null;
  }
}

/** Resumable checkouts: where a saved checkout that cannot be resumed as is starts again (its search and quote). */
export function carRestoreOfSnapshot(snapshot: unknown): BookingRestore | null {
  const context = (snapshot as { context?: { search?: unknown; offerId?: unknown } } | null)?.context;
  if (!context || typeof context !== "object") return null;
  const searchParams = context.search ?? undefined;
  if (typeof context.offerId === "string" && context.offerId !== "")
    return {
      step: "checkout",
      offerId: context.offerId,
      ...(searchParams ? { searchParams } : {}),
    };
  return searchParams ? { step: "results", searchParams } : null;
}
