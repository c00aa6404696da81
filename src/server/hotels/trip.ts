import { sql } from "drizzle-orm";
import type { TripVertical } from "../bookings/trips";
import { bookings } from "../db/schema-bookings";
import { hotelOf } from "./vertical";

// Hotels on My trip (spec B §3 "Trip items": hotel.name and startAndEndDate): the stay from check-in to
// check-out at the hotel's address; in a calendar, whole days from check-in to the check-out day.
export const hotelTrip: TripVertical = {
  id: "hotel",
  dates: {
    start: sql`(${bookings.details} -> 'offer' ->> 'start')`,
    end: sql`(${bookings.details} -> 'offer' ->> 'end')`,
  },
  summary(b) {
    const { offer } = hotelOf(b);
    return { title: offer.hotel.name, startDate: offer.start, endDate: offer.end, route: offer.hotel.address };
  },
  events(b) {
    const { offer } = hotelOf(b);
    // An all-day event's end is exclusive (RFC 5545): the check-out day itself is not a night.
    return [{ summary: offer.hotel.name, start: { date: offer.start }, end: { date: offer.end }, location: offer.hotel.address }];
  },
};
