import { createFileRoute } from "@tanstack/react-router";
import { card } from "../../components/booking/styles";
import { flightTrips } from "../../features/flights/trip-source";
import { TripList, type TripSource } from "../../features/my-trip/trips";
import { UnfinishedCheckouts } from "../../features/checkout-sessions/components/unfinished-checkouts";
import { checkoutSessionText as m, useText } from "../../features/checkout-sessions/messages";
import { useDocumentTitle } from "../-components/auth/use-document-title";

// spec B §2: /mytrip is protected (the _auth layout guards it); one responsive page serves phones and desktops.
export const Route = createFileRoute("/_auth/mytrip")({
  component: MyTripPage,
});

/** Every vertical's bookings on My trip (each vertical adds its source). */
const TRIP_SOURCES: readonly TripSource[] = [flightTrips];

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
          <TripList sources={TRIP_SOURCES} />
        </div>
      </section>
    </div>
  );
}
