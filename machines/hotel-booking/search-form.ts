// The hotel search panel's values and rules (spec B §3 search payload, §5 date range and traveler
// picker, §9 rooms, adults and child age): the form the panel edits, the request the search sends, and
// the one parse the machine's guard, the panel and a restored link share.
import { z } from "zod";
import { DEFAULT_COUNTRY, type CountryChoice } from "@/shared/constants";
import { hotelSearchRequest, type HotelSearchRequest } from "@/shared/api/hotels";
import { addDays, defaultRoom, normaliseStay, roomsError, stayError, type RoomOccupancy } from "@/shared/hotels/stay";

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

const formShape = z.object({
  destination: z.object({ locationId: z.string(), name: z.string(), type: z.enum(["city", "hotel"]), code: z.string().optional() }).nullable(),
  start: z.string(),
  end: z.string(),
  rooms: z.array(z.object({ adults: z.number().int(), child: z.array(z.number()) })),
  nationality: z.object({ name: z.string(), alpha2Code: z.string() }),
});

function requestOf(form: HotelSearchForm, today: string): unknown {
  if (!form.destination) return null;
  // spec B §5: an end equal to the start moves a day on; a span past the maximum is clamped.
  const stay = normaliseStay(form.start, form.end, today);
  if (stayError(stay.start, stay.end, today) || roomsError(form.rooms)) return null;
  return {
    searchString: form.destination.name,
    occupancies: form.rooms.map((room, i) => ({ numOfRoom: i + 1, numOfAdults: room.adults, numOfChildren: room.child.length, childAges: room.child })),
    stayPeriod: stay,
    nationality: form.nationality,
    locationId: form.destination.locationId,
    type: form.destination.type,
    ...(form.destination.code ? { code: form.destination.code } : {}),
  };
}

/** The panel's form or a stored request (a refreshed or shared link) → a valid request, or null. */
export function parseHotelSearch(value: unknown, today: string): HotelSearchRequest | null {
  const form = formShape.safeParse(value);
  const candidate = form.success ? requestOf(form.data, today) : value;
  const parsed = hotelSearchRequest.safeParse(candidate);
  if (!parsed.success) return null;
  const { start, end } = parsed.data.stayPeriod;
  return stayError(start, end, today) ? null : parsed.data;
}
