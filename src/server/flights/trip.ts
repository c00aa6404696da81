import { sql } from "drizzle-orm";
import type { FlightLeg } from "@/shared/api/flights";
import type { CalendarEvent } from "../bookings/calendar";
import type { TripVertical } from "../bookings/trips";
import { bookings } from "../db/schema-bookings";
import { airportByCode } from "../suppliers/reference/airports";
import { flightOf } from "./vertical";

// Flights on My trip (spec B §3 "Trip items": flightSegments' departure and arrival airports and departure
// date): titled by where the trip goes, dated by its first and last flight's departure, one calendar entry
// per flight, at the airports' own times (the offer's times carry their UTC offset).

const m = {
  flightTo: /*i18n*/ { id: "flight.server.trip.flightTo", message: "Flight to {destination}" },
  calendarFlight: /*i18n*/ { id: "flight.server.trip.calendarFlight", message: "Flight {flight}: {origin} → {destination}" },
};

/** A round trip's turning point (the outbound's last arrival), else the final arrival. */
function destinationOf(legs: readonly FlightLeg[]): string | null {
  const first = legs[0];
  const last = legs.at(-1);
  if (!first || !last) return null;
  if (legs.length > 1 && last.destination === first.origin) return legs[Math.floor(legs.length / 2) - 1]?.destination ?? last.destination;
  return last.destination;
}

const airportName = (code: string) => airportByCode(code)?.name ?? code;

export const flightTrip: TripVertical = {
  id: "flight",
  dates: {
    start: sql`(${bookings.details} -> 'offer' -> 'flights' -> 0 ->> 'departureTime')`,
    end: sql`(${bookings.details} -> 'offer' -> 'flights' -> -1 ->> 'departureTime')`,
  },
  summary(b, t) {
    const legs = flightOf(b).offer.flights;
    const destination = destinationOf(legs) ?? "";
    return {
      title: t(m.flightTo, { destination }),
      startDate: legs[0]?.departureTime ?? null,
      endDate: legs.at(-1)?.departureTime ?? null,
      route: legs.length ? [legs[0]?.origin, ...legs.map((leg) => leg.destination)].join(" → ") : "",
    };
  },
  events(b, t) {
    return flightOf(b).offer.flights.flatMap((leg) =>
      leg.segments.map((s): CalendarEvent => ({
        summary: t(m.calendarFlight, { flight: s.flightNumber, origin: s.origin, destination: s.destination }),
        start: { instant: new Date(s.departureTime) },
        end: { instant: new Date(s.arrivalTime) },
        location: airportName(s.origin),
        description: `${s.marketingCarrierName} · ${airportName(s.origin)} → ${airportName(s.destination)}`,
      })),
    );
  },
};
