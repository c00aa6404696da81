import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { int, oneOf, searchParams } from "../../lib/search-params";
import { TRIP_VIEWS } from "@/shared/booking/lists";
import { card } from "../../components/booking/styles";
import { localToday } from "../../lib/dates";
import { UnfinishedCheckouts } from "../../features/checkout-sessions/components/unfinished-checkouts";
import { checkoutSessionText as m, useText } from "../../features/checkout-sessions/messages";
import { TripList, type ViewLink } from "../../features/my-trip/trips";
import { WalletSection } from "../../features/my-trip/wallet";
import { RESUME_PATHS, useDetailPages } from "../-components/my-trip/booking-pages";
import { useDocumentTitle } from "../-components/auth/use-document-title";

// spec B §2: /mytrip is protected (the _auth layout guards it). The view and the page are in the URL
// (a bad value falls back, never an error page), so Back, a refresh and a shared link keep them.
const search = searchParams({ view: oneOf(TRIP_VIEWS), page: int({ min: 1, max: 100_000, coerce: true }) });

export const Route = createFileRoute("/_auth/mytrip")({
  validateSearch: search,
  component: MyTripPage,
});

const viewLink: ViewLink = ({ view, page }) => ({ to: "/mytrip", search: { ...(view === "upcoming" ? {} : { view }), ...(page && page > 1 ? { page } : {}) } });

function MyTripPage() {
  const text = useText();
  useDocumentTitle(text(m.myTrip));
  const { view = "upcoming", page = 1 } = Route.useSearch();
  // The viewer's day, read once: a trip is past when its last day is before it.
  const [today] = useState(localToday);
  const pages = useDetailPages();
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 pt-10 pb-28 sm:px-6 md:pb-10 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{text(m.myTrip)}</h1>
      {/* Resumable checkouts of every vertical: resume an interrupted checkout here, on any device. */}
      <section aria-labelledby="unfinished-heading" className={`${card} p-4 sm:p-6`}>
        <h2 id="unfinished-heading" className="text-base font-semibold text-slate-900">
          {text(m.unfinishedTitle)}
        </h2>
        <div className="mt-4">
          <UnfinishedCheckouts showClient={false} resumePaths={RESUME_PATHS} />
        </div>
      </section>
      {/* The money that moved on the user's bookings (spec B §7 getUserTransactions), with the reward wallet's balance where the agency enabled it. */}
      <WalletSection />
      <section aria-labelledby="trips-heading" className={`${card} p-4 sm:p-6`}>
        <h2 id="trips-heading" className="text-base font-semibold text-slate-900">
          {text(m.trips)}
        </h2>
        <div className="mt-4">{pages && <TripList view={view} page={page} today={today} pages={pages} viewLink={viewLink} />}</div>
      </section>
    </div>
  );
}
