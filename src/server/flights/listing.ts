import type { BookingListing } from "../bookings/listing";
import { flightOf } from "./vertical";

// Flights in the agency's back office (src/server/bookings/listing.ts): the route and airlines of a
// booking, its first departure and last arrival, its passengers' names.

const labels = {
  airline: /*i18n*/ { id: "backOffice.flight.airline", message: "Airline" },
  departure: /*i18n*/ { id: "backOffice.flight.departure", message: "Departure" },
  arrival: /*i18n*/ { id: "backOffice.flight.arrival", message: "Arrival" },
  flights: /*i18n*/ { id: "backOffice.flight.numbers", message: "Flights" },
};

/** "2030-05-10T18:35:00-04:00" → "2030-05-10 18:35" (the airport's local time, as the ticket shows it). */
const local = (dateTime: string) => dateTime.slice(0, 16).replace("T", " ");

export const flightListing: BookingListing = {
  vertical: "flight",
  tripStartPath: "$.offer.flights[0].departureTime",
  tripEndPath: "$.offer.flights[last].arrivalTime",
  issues: true,
  searchPaths: ["$.passengers[*].firstName", "$.passengers[*].lastName", "$.offer.flights[*].origin", "$.offer.flights[*].destination", "$.offer.flights[*].airlineName"],
  summary(b) {
    const { offer, passengers } = flightOf(b);
    const legs = offer.flights;
    const first = legs[0];
    const last = legs[legs.length - 1];
    const airlines = [...new Set(legs.map((leg) => leg.airlineName))].join(", ");
    const numbers = legs.flatMap((leg) => leg.segments.map((s) => s.flightNumber)).join(", ");
    return {
      title: legs.map((leg) => `${leg.origin} → ${leg.destination}`).join(" · "),
      detail: airlines,
      travellers: passengers.map((p) => `${p.firstName} ${p.lastName}`),
      facts: [
        { label: labels.airline, value: airlines },
        { label: labels.flights, value: numbers },
        ...(first ? [{ label: labels.departure, value: `${first.origin} ${local(first.departureTime)}` }] : []),
        ...(last ? [{ label: labels.arrival, value: `${last.destination} ${local(last.arrivalTime)}` }] : []),
      ],
    };
  },
};
