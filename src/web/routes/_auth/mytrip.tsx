import { useLingui as useLinguiRuntime } from "@lingui/react";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { z } from "zod";
import type { flightBookingListItem } from "../../../shared/api/flights";
import { StatusBadge } from "../../components/booking/booking-status";
import { Spinner } from "../../components/booking/modal";
import { card, linkAction } from "../../components/booking/styles";
import { useFormatMoney } from "../../components/booking/use-money";
import { listFlightBookings } from "../../features/checkout-sessions/api";
import { UnfinishedCheckouts } from "../../features/checkout-sessions/components/unfinished-checkouts";
import { checkoutSessionText as m, useText } from "../../features/checkout-sessions/messages";
import { useDocumentTitle } from "../-components/auth/use-document-title";

// spec B §2: /mytrip is protected (the _auth layout guards it); one responsive page serves phones and desktops.
export const Route = createFileRoute("/_auth/mytrip")({
  component: MyTripPage,
});

type FlightBooking = z.infer<typeof flightBookingListItem>;
type Trips = { status: "loading" } | { status: "failed" } | { status: "loaded"; bookings: FlightBooking[] };

function MyTripPage() {
  const text = useText();
  useDocumentTitle(text(m.myTrip));
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {text(m.myTrip)}
      </h1>
      {/* Resumable checkouts: customers resume an interrupted checkout here, on any device. */}
      <section aria-labelledby="unfinished-heading" className={`${card} p-6`}>
        <h2 id="unfinished-heading" className="text-base font-semibold text-slate-900">
          {text(m.unfinishedTitle)}
        </h2>
        <div className="mt-4">
          <UnfinishedCheckouts showClient={false} />
        </div>
      </section>
      <section aria-labelledby="trips-heading" className={`${card} p-6`}>
        <h2 id="trips-heading" className="text-base font-semibold text-slate-900">
          {text(m.trips)}
        </h2>
        <div className="mt-4">
          <FlightTrips />
        </div>
      </section>
    </div>
  );
}

function FlightTrips() {
  const text = useText();
  const [trips, setTrips] = useState<Trips>({ status: "loading" });
  useEffect(() => {
    let live = true;
    listFlightBookings().then(
      (bookings) => live && setTrips({ status: "loaded", bookings }),
      () => live && setTrips({ status: "failed" }),
    );
    return () => {
      live = false;
    };
  }, []);
  if (trips.status === "loading") return <Spinner />;
  if (trips.status === "failed") {
    return (
      <p role="alert" className="text-sm text-slate-700">
        {text(m.tripsLoadFailed)}
      </p>
    );
  }
  if (trips.bookings.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        {text(m.noTrips)}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {trips.bookings.map((booking) => (
        <FlightTrip key={booking.referenceNumber} booking={booking} />
      ))}
    </ul>
  );
}

/** A round trip's turning point (the outbound's last arrival), else the final arrival. */
function destinationOf(segments: FlightBooking["flightSegments"]): string | null {
  const first = segments[0];
  const last = segments.at(-1);
  if (!first || !last) return null;
  if (last.arrivalAirport === first.departureAirport && segments.length > 1) return segments[Math.floor(segments.length / 2) - 1]?.arrivalAirport ?? null;
  return last.arrivalAirport;
}

/** spec A §3 "Trip items": a title, a date range and a route from flightSegments. */
function FlightTrip({ booking }: { booking: FlightBooking }) {
  const text = useText();
  const { i18n } = useLinguiRuntime();
  const formatMoney = useFormatMoney();
  const segments = booking.flightSegments;
  const destination = destinationOf(segments);
  const title = destination ? `${text(m.flightTo)} ${destination}` : text(m.flight);
  const route = segments.length ? [segments[0]?.departureAirport, ...segments.map((s) => s.arrivalAirport)].join(" → ") : "";
  const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeZone: "UTC" });
  const day = (iso: string) => format.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  const start = segments[0]?.departureDate;
  const end = segments.at(-1)?.departureDate;
  const dates = start ? (end && end.slice(0, 10) !== start.slice(0, 10) ? `${day(start)} – ${day(end)}` : day(start)) : "";
  const reference = booking.referenceNumber;
  return (
    <li className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between" aria-label={title}>
      <div className="space-y-1 text-sm">
        <p className="font-semibold text-slate-900">{title}</p>
        {/* Each booking's status: ticketed, cancelled and voided bookings used to look alike. */}
        <StatusBadge status={booking.bookingStatus} size="xs" />
        {dates && <p className="text-slate-600">{dates}</p>}
        {route && <p className="text-slate-600">{route}</p>}
        <p className="text-slate-600">
          {text(m.reference)} {reference} · {formatMoney(booking.totalAmount, { exact: true })}
        </p>
      </div>
      <Link to="/booknow/flights/confirmation" search={{ ref: reference }} className={linkAction} aria-label={`${text(m.viewBooking)} ${reference}`}>
        {text(m.viewBooking)}
      </Link>
    </li>
  );
}
