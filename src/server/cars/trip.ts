import { sql } from "drizzle-orm";
import type { TripVertical } from "../bookings/trips";
import { bookings } from "../db/schema-bookings";
import { localToEpoch } from "../suppliers/sandbox/time";
import { carOf } from "./vertical";

// Cars on My trip (spec B §3 "Trip items": pick-up and drop-off location names and pickUpDateTime): the
// car, from pick-up to return, at the desks' names; the calendar entry runs from the pick-up to the return,
// each at its desk's own local time.

/** A desk's local "2030-05-01T10:00" as an instant. */
function instantAt(local: string, timeZone: string): Date {
  return new Date(localToEpoch(local.slice(0, 10), Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16)), timeZone));
}

export const carTrip: TripVertical = {
  id: "car",
  dates: {
    start: sql`(${bookings.details} -> 'offer' ->> 'pickUpDateTime')`,
    end: sql`(${bookings.details} -> 'offer' ->> 'returnDateTime')`,
  },
  summary(b) {
    const { offer } = carOf(b);
    const { pickUpLocation: from, dropOffLocation: to } = offer;
    return {
      title: offer.vehicleName,
      startDate: offer.pickUpDateTime,
      endDate: offer.returnDateTime,
      route: from.code === to.code && from.kind === to.kind ? from.name : `${from.name} → ${to.name}`,
    };
  },
  events(b) {
    const { offer } = carOf(b);
    return [
      {
        summary: `${offer.vendorName}: ${offer.vehicleName}`,
        start: { instant: instantAt(offer.pickUpDateTime, offer.pickUpLocation.timeZone) },
        end: { instant: instantAt(offer.returnDateTime, offer.dropOffLocation.timeZone) },
        location: offer.pickUpLocation.name,
      },
    ];
  },
};
