import type { z } from "zod";
import type { flightBookingListItem } from "../../../shared/api/flights";
import { i18n } from "../../i18n";
import { listFlightBookings } from "../checkout-sessions/api";
import { checkoutSessionText as m } from "../checkout-sessions/messages";
import type { TripItem, TripSource } from "../my-trip/trips";

// Flights on My trip (spec B §3 "Trip items": flightSegments' departure and arrival airports and departure date).

type FlightBooking = z.infer<typeof flightBookingListItem>;

/** A round trip's turning point (the outbound's last arrival), else the final arrival. */
function destinationOf(segments: FlightBooking["flightSegments"]): string | null {
  const first = segments[0];
  const last = segments.at(-1);
  if (!first || !last) return null;
  if (last.arrivalAirport === first.departureAirport && segments.length > 1) return segments[Math.floor(segments.length / 2) - 1]?.arrivalAirport ?? null;
  return last.arrivalAirport;
}

function tripOf(booking: FlightBooking): TripItem {
  const segments = booking.flightSegments;
  const destination = destinationOf(segments);
  const text = (d: { id: string; message: string }) => i18n._(d.id, undefined, { message: d.message });
  return {
    referenceNumber: booking.referenceNumber,
    title: destination ? `${text(m.flightTo)} ${destination}` : text(m.flight),
    startDate: segments[0]?.departureDate ?? null,
    endDate: segments.at(-1)?.departureDate ?? null,
    route: segments.length ? [segments[0]?.departureAirport, ...segments.map((s) => s.arrivalAirport)].join(" → ") : "",
    status: booking.bookingStatus,
    totalAmount: booking.totalAmount,
    link: { to: "/booknow/flights/confirmation", search: { ref: booking.referenceNumber } },
  };
}

export const flightTrips: TripSource = {
  vertical: "flight",
  load: async () => (await listFlightBookings()).map(tripOf),
};
