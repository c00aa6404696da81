// The flight rules the flight machine checks synchronously (machines/flight-booking/description.ts), with the
// schemas of src/shared: a search as spec A §3 and §5 allow it, a traveller's and the contact's forms.
import * as z from "zod/mini";
import { bookingContact, bookingPassenger } from "@/shared/flights/passengers";
import { flightSearchRequest, type FlightSearchRequest } from "@/shared/flights/search-request";
import type { FlightRules } from "./description";

/** The schema's rules plus spec A §5: no date before today. Null when the search cannot be sent. */
export function parseSearch(value: unknown, today: string): FlightSearchRequest | null {
  const parsed = flightSearchRequest.safeParse(value);
  if (!parsed.success) return null;
  const dates = parsed.data.formData.flatMap((row) => [row.singleDate, row.rangeDate?.startDate].filter((d): d is string => d !== undefined));
  return dates.every((date) => date >= today) ? parsed.data : null;
}

export const flightRules: FlightRules = {
  parseSearch,
  passengerComplete: (passenger) => bookingPassenger.safeParse(passenger).success,
  contactComplete: (contact) => bookingContact.safeParse(contact).success,
  contextSlots: { fareFamilies: z.array(z.unknown()) },
};
