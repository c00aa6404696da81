import type { BookingRestore } from "@machines/booking/routes";
import type { WebBookingVertical } from "./web-vertical";

export interface DecodedLocation {
  params: Record<string, unknown>;
  restore: BookingRestore | null;
}

/**
 * A vertical's URL reader that keeps what it read for the location last asked about: every component that reads the
 * booking actor asks on mount, so each result card a filter click brings in parsed the address two or three times
 * (bench:lists, "Every page fast on a phone"). A location's search object is the router's same object until the URL
 * changes, and parsing it is pure.
 */
export function locationDecoder(url: WebBookingVertical["url"]): (pathname: string, search: unknown) => DecodedLocation {
  let last: (DecodedLocation & { pathname: string; search: unknown }) | null = null;
  return (pathname, search) => {
    if (last?.pathname === pathname && last.search === search) return last;
    const params = url.parse(search ?? {});
    last = { pathname, search, params, restore: url.decode(pathname, params) };
    return last;
  };
}
