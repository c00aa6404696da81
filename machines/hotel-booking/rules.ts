// The hotel rules the machine checks synchronously, written once with zod and the schemas of src/shared: a search
// (the panel's form, a stored request), a room's lead guest, the contact, a saved checkout's slots. The machine takes
// them from its description (./description.ts); the web loads this module after the search page's first screen.
import { z } from "zod";
import { hotelContact, hotelSearchRequest, leadGuest, type HotelSearchRequest } from "@/shared/hotels/requests";
import { normaliseStay, roomsError, stayError } from "@/shared/hotels/stay";
import type { HotelRules } from "./description";
import type { HotelSearchForm } from "./search-form";

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
function parseHotelSearch(value: unknown, today: string): HotelSearchRequest | null {
  const form = formShape.safeParse(value);
  const candidate = form.success ? requestOf(form.data, today) : value;
  const parsed = hotelSearchRequest.safeParse(candidate);
  if (!parsed.success) return null;
  const { start, end } = parsed.data.stayPeriod;
  return stayError(start, end, today) ? null : parsed.data;
}

export const hotelRules: HotelRules = {
  parseSearch: parseHotelSearch,
  passengerComplete: (passenger) => leadGuest.safeParse(passenger).success,
  contactComplete: (contact) => hotelContact.safeParse(contact).success,
  contextSlots: { corelationId: z.string().nullable(), pollCompleted: z.boolean(), receivedCount: z.number(), showPublishedPrice: z.boolean() },
};
