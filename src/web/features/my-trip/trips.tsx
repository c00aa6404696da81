import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { TRIP_VIEWS, tripView, type TripView } from "../../../shared/booking/trip-items";
import type { BookingStatus } from "../../../shared/booking/statuses";
import type { Money } from "../../../shared/money";
import { StatusBadge } from "../../components/booking/booking-status";
import { Spinner } from "../../components/booking/modal";
import { linkAction } from "../../components/booking/styles";
import { useFormatMoney } from "../../components/booking/use-money";
import { localToday } from "../booking/runtime";
import { checkoutSessionText as m, useText } from "../checkout-sessions/messages";

// My trip (spec B §2 and §3 "Trip items"): the signed-in customer's bookings of every vertical in one list,
// each with a title, a date range, a route, its status and price, grouped into upcoming, past and
// cancelled. Each vertical brings a `TripSource` (its list call and how its bookings read as items).

export interface TripItem {
  readonly referenceNumber: string;
  /** "Flight to GRU", a hotel's name, an activity's title, a car's pick-up place. */
  readonly title: string;
  /** The trip's local calendar days (YYYY-MM-DD, or a local date-time). */
  readonly startDate: string | null;
  readonly endDate: string | null;
  /** "LIS → GRU", a pick-up and drop-off, a city. */
  readonly route: string;
  readonly status: BookingStatus;
  readonly totalAmount: Money;
  /** The booking's page. */
  readonly link: { to: string; search: Record<string, string> };
}

export interface TripSource {
  readonly vertical: string;
  load(): Promise<TripItem[]>;
}

type Loaded = { status: "loading" } | { status: "failed" } | { status: "loaded"; items: TripItem[] };

/** Every source's bookings; one that fails to load fails the list (a partial list would hide a trip). */
function useTrips(sources: readonly TripSource[]): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  useEffect(() => {
    let live = true;
    Promise.all(sources.map((source) => source.load())).then(
      (lists) => live && setLoaded({ status: "loaded", items: lists.flat() }),
      () => live && setLoaded({ status: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [sources]);
  return loaded;
}

const VIEW_TEXT = { upcoming: m.upcoming, past: m.past, cancelled: m.cancelledTrips } as const;

export function TripList({ sources }: { sources: readonly TripSource[] }) {
  const text = useText();
  const trips = useTrips(sources);
  if (trips.status === "loading") return <Spinner />;
  if (trips.status === "failed") {
    return (
      <p role="alert" className="text-sm text-slate-700">
        {text(m.tripsLoadFailed)}
      </p>
    );
  }
  if (trips.items.length === 0) return <p className="text-sm text-slate-600">{text(m.noTrips)}</p>;
  const today = localToday();
  const byView = new Map<TripView, TripItem[]>(TRIP_VIEWS.map((view) => [view, []]));
  for (const item of trips.items) byView.get(tripView(item.status, item.startDate, item.endDate, today))?.push(item);
  // Upcoming soonest first; past and cancelled most recent first.
  const key = (item: TripItem) => item.startDate ?? "";
  byView.get("upcoming")?.sort((a, b) => key(a).localeCompare(key(b)));
  byView.get("past")?.sort((a, b) => key(b).localeCompare(key(a)));
  byView.get("cancelled")?.sort((a, b) => key(b).localeCompare(key(a)));
  return (
    <div className="space-y-8">
      {TRIP_VIEWS.map((view) => {
        const items = byView.get(view) ?? [];
        if (items.length === 0) return null;
        return (
          <section key={view} aria-labelledby={`trips-${view}`}>
            <h3 id={`trips-${view}`} className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              {text(VIEW_TEXT[view])} ({items.length})
            </h3>
            <ul className="mt-2 divide-y divide-slate-100">
              {items.map((item) => (
                <Trip key={item.referenceNumber} item={item} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function Trip({ item }: { item: TripItem }) {
  const text = useText();
  const { i18n } = useLinguiRuntime();
  const formatMoney = useFormatMoney();
  const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeZone: "UTC" });
  const day = (iso: string) => format.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  const { startDate: start, endDate: end } = item;
  const dates = start ? (end && end.slice(0, 10) !== start.slice(0, 10) ? `${day(start)} – ${day(end)}` : day(start)) : "";
  const reference = item.referenceNumber;
  return (
    <li className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between" aria-label={item.title}>
      <div className="space-y-1 text-sm">
        <p className="font-semibold text-slate-900">{item.title}</p>
        {/* Each booking's status: ticketed, cancelled and voided bookings used to look alike. */}
        <StatusBadge status={item.status} size="xs" />
        {dates && <p className="text-slate-600">{dates}</p>}
        {item.route && <p className="text-slate-600">{item.route}</p>}
        <p className="text-slate-600">
          {text(m.reference)} {reference} · {formatMoney(item.totalAmount, { exact: true })}
        </p>
      </div>
      <Link to={item.link.to} search={item.link.search} className={`${linkAction} min-h-11 inline-flex items-center`} aria-label={`${text(m.viewBooking)} ${reference}`}>
        {text(m.viewBooking)}
      </Link>
    </li>
  );
}
