import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { int, oneOf, searchParams } from "../../lib/search-params";
import { TRIP_VIEWS } from "@/shared/booking/lists";
import { localToday } from "../../lib/dates";
import { checkoutSessionText as m, useText } from "../../features/checkout-sessions/messages";
import type { ViewLink } from "../../features/my-trip/trips";
import { MyTripSections, useMyTripAnswers } from "../-components/my-trip/sections";
import { useDocumentTitle } from "../../lib/document-title";

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
  const answers = useMyTripAnswers(view, page, today);
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 pt-10 pb-28 sm:px-6 md:pb-10 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{text(m.myTrip)}</h1>
      {answers ? <MyTripSections answers={answers} view={view} page={page} today={today} viewLink={viewLink} /> : <div className="min-h-screen" aria-busy="true" />}
    </div>
  );
}
