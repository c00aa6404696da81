import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useEffect, useState, type ReactNode } from "react";
import type { BookingCount, TripItem } from "@/shared/api/my-trip";
import { TRIP_VIEWS } from "@/shared/booking/lists";
import type { TripKind, TripView } from "@/shared/booking/trip-items";
import { downloadBookingsCsv, downloadCalendar, listTrips } from "../../api/my-trip";
import { StatusBadge, useActivityStatusLabel } from "../../components/booking/booking-status";
import { Spinner } from "../../components/booking/spinner";
import { linkAction, primaryAction, secondaryAction } from "../../components/booking/styles";
import { useFormatMoney } from "../../components/booking/use-money";
import { FileDownload } from "../../components/booking/voucher-link";
import { perVertical } from "@/shared/verticals";
import { useVerticalNames } from "../../lib/vertical-names";
import { checkoutSessionText as m, useText } from "../checkout-sessions/messages";
import { dateTimeFormat } from "@/shared/intl-formats";

// My trip (spec B §2 "My trip and details", §3 "Trip items"): the signed-in user's bookings of every
// vertical as trip items (the server's core: each vertical describes its own), one view at a time
// (upcoming, past, cancelled; the URL keeps the view and the page), a page at a time with the view's
// total. Desktop reads them as a table; a phone has its own layout: cards, and the actions at hand.

export const TRIPS_PAGE_SIZE = 20;

/** A trip item's detail page (the route composes each vertical's: /flight-details?ref=…, …). */
export interface DetailLink {
  readonly to: string;
  readonly search?: Readonly<Record<string, string>>;
}
export type TripPages = Readonly<Record<TripKind, (referenceNumber: string) => DetailLink>>;

/** Where a view and page of My trip are (the route's own URL). */
export type ViewLink = (search: { view: TripView; page?: number }) => { to: string; search: Record<string, unknown> };

export type Loaded<T> = { status: "loading" } | { status: "failed" } | { status: "loaded"; value: T };

/** What a load settled as (never "loading"): the page's first answers, drawn at once. */
export function settled<T>(load: Promise<T>): Promise<Loaded<T>> {
  return load.then(
    (value) => ({ status: "loaded", value }),
    () => ({ status: "failed" }),
  );
}

/** `first`: the answer the page already has for `first.key` (no second call for it). */
function useLoaded<T>(load: () => Promise<T>, key: string, first?: { key: string; loaded: Loaded<T> }): Loaded<T> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>(() => (first?.key === key ? first : { key, loaded: { status: "loading" } }));
  useEffect(() => {
    if (state.key === key && state.loaded.status !== "loading") return;
    let live = true;
    load().then(
      (value) => live && setState({ key, loaded: { status: "loaded", value } }),
      () => live && setState({ key, loaded: { status: "failed" } }),
    );
    return () => {
      live = false;
    };
    // `key` says when to load again; `load` is a new closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.loaded : { status: "loading" };
}

function useViewNames(): Record<TripView, string> {
  const text = useText();
  return { upcoming: text(m.upcoming), past: text(m.past), cancelled: text(m.cancelledTrips) };
}

function useKindNames(): Record<TripKind, string> {
  const names = useVerticalNames();
  return perVertical("id", (v) => names.one(v.id));
}

/** A trip item's status in its vertical's words (spec B §4: an activity's cancelled status reads CANCELLED). */
function useItemStatus(): (item: TripItem) => ((status: TripItem["bookingStatus"]) => string) | undefined {
  const activity = useActivityStatusLabel();
  return (item) => (item.kind === "activity" ? activity : undefined);
}

function useDates(): (item: TripItem) => string {
  const { i18n } = useLingui();
  const format = dateTimeFormat(i18n.locale, { dateStyle: "medium", timeZone: "UTC" });
  const day = (iso: string) => format.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  return ({ startDate: start, endDate: end }) => (start ? (end && end.slice(0, 10) !== start.slice(0, 10) ? `${day(start)} – ${day(end)}` : day(start)) : "");
}

/** The trips of a view's page, as the list asks for them (the page loads its first view's with its other answers). */
export const tripsKey = (view: TripView, page: number, today: string) => `${view}|${page}|${today}`;
export const loadTrips = (view: TripView, page: number, today: string) => listTrips(view, today, { offSet: (page - 1) * TRIPS_PAGE_SIZE, limit: TRIPS_PAGE_SIZE });

export function TripList({
  view,
  page,
  today,
  pages,
  viewLink,
  counts,
  first,
}: {
  view: TripView;
  page: number;
  today: string;
  pages: TripPages;
  viewLink: ViewLink;
  /** The count of each view (null: not known), loaded by the page with its other answers so the tabs never widen. */
  counts: BookingCount | null;
  /** The trips the page loaded with its other answers (`tripsKey` of their view and page). */
  first?: { key: string; loaded: Loaded<{ items: TripItem[]; total: number }> };
}) {
  const text = useText();
  const trips = useLoaded(() => loadTrips(view, page, today), tripsKey(view, page, today), first);
  return (
    <div className="space-y-5">
      <ViewTabs view={view} counts={counts} viewLink={viewLink} />
      {trips.status === "loading" && <Spinner />}
      {trips.status === "failed" && (
        <p role="alert" className="text-sm text-slate-700">
          {text(m.tripsLoadFailed)}
        </p>
      )}
      {trips.status === "loaded" && trips.value.items.length === 0 && <p className="text-sm text-slate-600">{page > 1 ? <Trans>No trips on this page.</Trans> : <EmptyView view={view} />}</p>}
      {trips.status === "loaded" && trips.value.items.length > 0 && (
        <>
          <TripTable view={view} items={trips.value.items} pages={pages} />
          <TripCards items={trips.value.items} pages={pages} />
          <Pager view={view} page={page} total={trips.value.total} viewLink={viewLink} />
        </>
      )}
      <CsvDownload today={today} />
    </div>
  );
}

function EmptyView({ view }: { view: TripView }) {
  const text = useText();
  if (view === "upcoming") return <>{text(m.noTrips)}</>;
  return view === "past" ? <Trans>No past trips.</Trans> : <Trans>No cancelled trips.</Trans>;
}

/** The three views as links (the URL keeps the view); on a phone, three equal segments across the width. */
function ViewTabs({ view, counts, viewLink }: { view: TripView; counts: BookingCount | null; viewLink: ViewLink }) {
  const { t } = useLingui();
  const names = useViewNames();
  return (
    <nav aria-label={t`Trip views`}>
      <ul className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1 md:inline-flex md:gap-1">
        {TRIP_VIEWS.map((candidate) => {
          const current = candidate === view;
          const link = viewLink({ view: candidate });
          return (
            <li key={candidate}>
              <Link
                to={link.to}
                search={link.search}
                aria-current={current ? "page" : undefined}
                className={`flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold ${current ? "bg-white text-slate-900 shadow-sm" : "text-slate-700 hover:text-slate-900"}`}
              >
                {names[candidate]}
                {counts && <span className="ml-1.5 tabular-nums">({counts[candidate]})</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Whom a booking is for, where the server says (agents and staff); nothing for a customer's own list. */
function BookedFor({ item }: { item: TripItem }) {
  if (item.bookedFor === undefined) return null;
  return (
    <p className="text-slate-700">
      {item.bookedFor ? (
        <Trans>
          Booked for <span className="font-medium text-slate-900">{item.bookedFor.name}</span> ({item.bookedFor.email})
        </Trans>
      ) : (
        <Trans>Booked for myself</Trans>
      )}
    </p>
  );
}

function CalendarDownload({ item, className }: { item: TripItem; className: string }) {
  const { t } = useLingui();
  const reference = item.referenceNumber;
  if (!item.hasCalendar) return null;
  return (
    <FileDownload
      fileName={`${reference}.ics`}
      load={() => downloadCalendar(reference)}
      label={<Trans>Add to calendar</Trans>}
      ariaLabel={t`Add to calendar ${reference}`}
      busyLabel={<Trans>Preparing…</Trans>}
      failedText={<Trans>The calendar file could not be downloaded. Please try again.</Trans>}
      className={className}
    />
  );
}

function DetailsLink({ item, pages, className, children }: { item: TripItem; pages: TripPages; className: string; children: ReactNode }) {
  const text = useText();
  const link = pages[item.kind](item.referenceNumber);
  return (
    <Link to={link.to} search={link.search ?? {}} className={className} aria-label={`${text(m.viewBooking)} ${item.referenceNumber}`}>
      {children}
    </Link>
  );
}

/** Desktop: one row per trip item, its columns read across. */
function TripTable({ view, items, pages }: { view: TripView; items: TripItem[]; pages: TripPages }) {
  const { t } = useLingui();
  const text = useText();
  const captions: Record<TripView, string> = { upcoming: t`Upcoming trips`, past: t`Past trips`, cancelled: t`Cancelled trips` };
  const kinds = useKindNames();
  const dates = useDates();
  const formatMoney = useFormatMoney();
  const withClient = items.some((item) => item.bookedFor !== undefined);
  const itemStatus = useItemStatus();
  return (
    <table className="hidden w-full text-left text-sm md:table">
      <caption className="sr-only">{captions[view]}</caption>
      <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
        <tr>
          <th scope="col" className="py-2 pr-4">
            <Trans>Trip</Trans>
          </th>
          <th scope="col" className="py-2 pr-4">
            <Trans>Dates</Trans>
          </th>
          <th scope="col" className="py-2 pr-4">
            <Trans>Status</Trans>
          </th>
          {withClient && (
            <th scope="col" className="py-2 pr-4">
              <Trans>Booked for</Trans>
            </th>
          )}
          <th scope="col" className="py-2 pr-4 text-right">
            <Trans>Price</Trans>
          </th>
          <th scope="col" className="py-2">
            <span className="sr-only">
              <Trans>Actions</Trans>
            </span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {items.map((item) => (
          <tr key={item.referenceNumber} className="align-top">
            <td className="py-3 pr-4">
              <p className="font-semibold text-slate-900">{item.title}</p>
              {item.route && <p className="text-slate-600">{item.route}</p>}
              <p className="text-xs text-slate-600">
                {kinds[item.kind]} · {text(m.reference)} {item.referenceNumber}
              </p>
            </td>
            <td className="py-3 pr-4 whitespace-nowrap text-slate-700">{dates(item)}</td>
            <td className="py-3 pr-4">
              <span className="whitespace-nowrap">
                <StatusBadge status={item.bookingStatus} size="xs" label={itemStatus(item)} />
              </span>
            </td>
            {withClient && <td className="py-3 pr-4 text-slate-700">{item.bookedFor ? `${item.bookedFor.name} (${item.bookedFor.email})` : <Trans>Myself</Trans>}</td>}
            <td className="py-3 pr-4 text-right font-medium tabular-nums text-slate-900">{formatMoney(item.totalAmount, { exact: true })}</td>
            <td className="py-3 whitespace-nowrap">
              <div className="flex flex-col items-end gap-1">
                <DetailsLink item={item} pages={pages} className={`${linkAction} inline-flex min-h-11 items-center`}>
                  {text(m.viewBooking)}
                </DetailsLink>
                <CalendarDownload item={item} className={`${linkAction} inline-flex min-h-11 items-center`} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A phone: a card per trip item, its actions full-width under it. */
function TripCards({ items, pages }: { items: TripItem[]; pages: TripPages }) {
  const text = useText();
  const itemStatus = useItemStatus();
  const kinds = useKindNames();
  const dates = useDates();
  const formatMoney = useFormatMoney();
  return (
    <ul className="space-y-3 md:hidden">
      {items.map((item) => (
        <li key={item.referenceNumber} aria-label={item.title} className="rounded-xl border border-slate-200 p-4 text-sm shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{kinds[item.kind]}</p>
              <p className="font-semibold text-slate-900">{item.title}</p>
            </div>
            <p className="shrink-0 font-semibold tabular-nums text-slate-900">{formatMoney(item.totalAmount, { exact: true })}</p>
          </div>
          <div className="mt-2 space-y-1">
            <StatusBadge status={item.bookingStatus} size="xs" label={itemStatus(item)} />
            {dates(item) && <p className="text-slate-700">{dates(item)}</p>}
            {item.route && <p className="text-slate-700">{item.route}</p>}
            <BookedFor item={item} />
            <p className="text-slate-600">
              {text(m.reference)} {item.referenceNumber}
            </p>
          </div>
          <div className="mt-3 grid gap-2">
            <DetailsLink item={item} pages={pages} className={`${primaryAction} w-full`}>
              {text(m.viewBooking)}
            </DetailsLink>
            <CalendarDownload item={item} className={`${secondaryAction} w-full`} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Previous and next pages of the view, and where this one is among them. */
function Pager({ view, page, total, viewLink }: { view: TripView; page: number; total: number; viewLink: ViewLink }) {
  const { t } = useLingui();
  const last = Math.max(1, Math.ceil(total / TRIPS_PAGE_SIZE));
  if (last === 1) return null;
  const previous = viewLink({ view, page: page - 1 });
  const next = viewLink({ view, page: page + 1 });
  return (
    <nav aria-label={t`Pages`} className="flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={previous.to} search={previous.search} className={secondaryAction}>
          <Trans>Previous</Trans>
        </Link>
      ) : (
        <span />
      )}
      <p className="text-slate-700">
        <Trans>
          Page {page} of {last} ({total} trips)
        </Trans>
      </p>
      {page < last ? (
        <Link to={next.to} search={next.search} className={secondaryAction}>
          <Trans>Next</Trans>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** Every booking as a spreadsheet; on a phone the button stays at the bottom of the screen. */
function CsvDownload({ today }: { today: string }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 p-3 backdrop-blur md:static md:border-0 md:bg-transparent md:p-0">
      <FileDownload
        fileName={`bookings-${today}.csv`}
        load={() => downloadBookingsCsv(today)}
        label={<Trans>Download all bookings (CSV)</Trans>}
        busyLabel={<Trans>Preparing the file…</Trans>}
        failedText={<Trans>The file could not be downloaded. Please try again.</Trans>}
        className={`${secondaryAction} w-full md:w-auto`}
      />
    </div>
  );
}
