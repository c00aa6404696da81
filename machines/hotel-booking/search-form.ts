// The hotel search panel's values and rules (spec B §3 search payload, §5 date range and traveler
// picker, §9 rooms, adults and child age): the form the panel edits, the request the search sends, and
// the one parse the machine's guard, the panel and a restored link share (./rules.ts, with zod).
import { DEFAULT_COUNTRY, type CountryChoice } from "@/shared/constants";
import type { HotelSearchRequest } from "@/shared/api/hotels";
import { addDays, defaultRoom, type RoomOccupancy } from "@/shared/hotels/stay";

export interface HotelDestination {
  /** A city's GeoNames id (a hotel's: its city's). */
  locationId: string;
  name: string;
  type: "city" | "hotel";
  /** The hotel's id when a hotel was picked. */
  code?: string | undefined;
}

export interface HotelSearchForm {
  destination: HotelDestination | null;
  start: string;
  end: string;
  rooms: RoomOccupancy[];
  nationality: { name: string; alpha2Code: string };
}

/** Nights a new search proposes (docs/decisions.md: a weekend-sized stay, starting tomorrow). */
const DEFAULT_NIGHTS = 2;

/** The guests' nationality starts as the visitor's country (spec A §3: from their address, else the United States). */
export function defaultHotelForm(today: string, country: CountryChoice = DEFAULT_COUNTRY): HotelSearchForm {
  const start = addDays(today, 1);
  return { destination: null, start, end: addDays(start, DEFAULT_NIGHTS), rooms: [defaultRoom()], nationality: { name: country.name, alpha2Code: country.alpha2Code } };
}

export function hotelFormOf(search: HotelSearchRequest): HotelSearchForm {
  return {
    destination: { locationId: search.locationId, name: search.searchString, type: search.type, ...(search.code ? { code: search.code } : {}) },
    start: search.stayPeriod.start,
    end: search.stayPeriod.end,
    rooms: [...search.occupancies].sort((a, b) => a.numOfRoom - b.numOfRoom).map((o) => ({ adults: o.numOfAdults, child: [...o.childAges] })),
    nationality: search.nationality,
  };
}
