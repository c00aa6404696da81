import { sql } from "drizzle-orm";
import type { TripVertical } from "../bookings/trips";
import { bookings } from "../db/schema-bookings";
import { minutesOf } from "../suppliers/activities/sandbox-offers";
import { localToEpoch } from "../suppliers/sandbox/time";
import { cityById } from "../suppliers/reference/cities";
import { activityOf } from "./vertical";

// Activities on My trip (spec B §3 "Trip items": activity.title and travelDate): the activity on its day
// in its city; the calendar entry starts at the chosen time in the activity's own time zone (the provider
// gives no end, so the entry is its start).
export const activityTrip: TripVertical = {
  id: "activity",
  dates: {
    start: sql`(${bookings.details} -> 'offer' ->> 'travelDate')`,
    end: sql`(${bookings.details} -> 'offer' ->> 'travelDate')`,
  },
  summary(b) {
    const { offer } = activityOf(b);
    return { title: offer.title, startDate: offer.travelDate, endDate: offer.travelDate, route: cityById(offer.destinationId)?.name ?? "" };
  },
  events(b) {
    const { offer } = activityOf(b);
    const city = cityById(offer.destinationId)?.name;
    return [
      {
        summary: offer.title,
        start: { instant: new Date(localToEpoch(offer.travelDate, minutesOf(offer.startTime), offer.timeZone)) },
        ...(city ? { location: city } : {}),
      },
    ];
  },
};
