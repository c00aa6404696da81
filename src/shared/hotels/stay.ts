// spec B §4/§5/§9: a hotel stay's rules, once for the search form, the machine and the server.

/** spec B §9: at most 6 rooms; 2 adults by default; a child's age defaults to 10. */
export const HOTEL_MAX_ROOMS = 6;
export const HOTEL_DEFAULT_ADULTS = 2;
/** @public The traveler picker's age for a child just added (the hotel search panel). */
export const HOTEL_DEFAULT_CHILD_AGE = 10;
/** spec B §5 (traveler picker): at most 5 per type; a room keeps at least one adult. */
export const HOTEL_MAX_PER_TYPE = 5;
export const HOTEL_MIN_ADULTS = 1;
/** A child is under 18 at check-in (adults are booked as adults whatever the airline bands say). */
export const HOTEL_MAX_CHILD_AGE = 17;
/** spec B §5: the date range's default maximum span. */
export const HOTEL_MAX_NIGHTS = 28;
/** spec B §9: page size, default order, compare limit and default vendor. */
export const HOTEL_PAGE_SIZE = 50;
/**
 * A completed search's page when the poll asks for it (`completedSize`, an optional addition to spec B §7's poll;
 * docs/decisions.md): the results page reads the whole list once a search completes, in one answer instead of a
 * request per 50 (issue "Every page fast on a phone": hotel search at 20 clients). The sandbox's largest city has
 * 2,000 hotels; a city's list within 20 km is at most 63 KiB of brotli (docs/performance.md "Search at 20 clients,
 * part 3").
 */
export const HOTEL_COMPLETED_PAGE_SIZE = 2000;
export const HOTEL_DEFAULT_ORDER = "rating desc, price desc";
/** spec B §9 default order first; the others are the results page's sort control (zod-free: the machine reads it on the search page's first screen). */
export const HOTEL_ORDERS = [HOTEL_DEFAULT_ORDER, "price asc", "price desc", "distance asc", "stars desc"] as const;
/** @public The results page's compare tray (a fourth hotel is refused). */
export const HOTEL_COMPARE_LIMIT = 3;
export const HOTEL_DEFAULT_VENDOR = 2;
/** Kilometres around the destination searched when the traveller does not say (docs/decisions.md). */
export const HOTEL_DEFAULT_RADIUS_KM = 20;
export const HOTEL_MAX_RADIUS_KM = 100;

const DAY_MS = 86_400_000;

export function addDays(isoDate: string, days: number): string {
  const t = Date.parse(`${isoDate}T00:00:00Z`);
  return new Date(t + days * DAY_MS).toISOString().slice(0, 10);
}

export function nightsBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

/**
 * spec B §5 date range: the start is never before today; an end equal to (or before) the start becomes
 * start + 1 day; a span reaching the maximum is clamped to start + maximum.
 */
export function normaliseStay(start: string, end: string, today: string, maxNights = HOTEL_MAX_NIGHTS): { start: string; end: string } {
  const from = start < today ? today : start;
  let to = end <= from ? addDays(from, 1) : end;
  if (nightsBetween(from, to) > maxNights) to = addDays(from, maxNights);
  return { start: from, end: to };
}

/** Why a stay cannot be searched (message ids of hotelMessages), or null. */
export function stayError(start: string, end: string, today: string): string | null {
  if (start < today) return "hotel.stay.pastStart";
  if (end <= start) return "hotel.stay.endBeforeStart";
  if (nightsBetween(start, end) > HOTEL_MAX_NIGHTS) return "hotel.stay.tooLong";
  return null;
}

/** One room as the traveler picker holds it (spec B §3 "Room occupancy": adults, child ages). */
export interface RoomOccupancy {
  adults: number;
  child: number[];
}

export function defaultRoom(): RoomOccupancy {
  return { adults: HOTEL_DEFAULT_ADULTS, child: [] };
}

/** Why a set of rooms cannot be searched (message id), or null. */
export function roomsError(rooms: readonly RoomOccupancy[]): string | null {
  if (rooms.length < 1 || rooms.length > HOTEL_MAX_ROOMS) return "hotel.rooms.count";
  for (const room of rooms) {
    if (room.adults < HOTEL_MIN_ADULTS || room.adults > HOTEL_MAX_PER_TYPE) return "hotel.rooms.adults";
    if (room.child.length > HOTEL_MAX_PER_TYPE) return "hotel.rooms.children";
    if (room.child.some((age) => !Number.isInteger(age) || age < 0 || age > HOTEL_MAX_CHILD_AGE)) return "hotel.rooms.childAge";
  }
  return null;
}
