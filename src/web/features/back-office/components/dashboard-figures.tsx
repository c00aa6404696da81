import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense, type ReactNode } from "react";
import type { DashboardFigures, DashboardResult } from "@/shared/api/agency-bookings";
import { BOOKING_CATEGORIES } from "@/shared/booking/lists";
import { money } from "@/shared/money";
import { useFormatDate } from "../../../lib/format-date";
import { Spinner } from "../../../components/booking/spinner";
import { card, linkAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useCategoryText } from "../labels";

// The agency dashboard's figures (spec B §7 GET /api/agency/dashboards; issue "Back office, part 2"):
// bookings, sales, markup and commission earned, cancellations and refunds over the chosen range, per
// vertical and per agent, with bars and the same numbers in tables; bookings waiting on hold; the next
// departures and check-ins.

const BarChart = lazy(() => import("./bar-chart"));

type Row = DashboardFigures & { key: string; label: string };

function useFigureText() {
  const { t } = useLingui();
  return { bookings: t`Bookings`, sales: t`Sales`, markup: t`Markup earned`, commission: t`Commission earned`, cancellations: t`Cancellations`, refunds: t`Refunds` };
}

function Tile({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={`${card} p-4`}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{value}</dd>
    </div>
  );
}

function FiguresTable({ caption, head, rows }: { caption: string; head: string; rows: readonly Row[] }) {
  const formatMoney = useFormatMoney();
  const text = useFigureText();
  const amount = (minor: number, currency: string) => formatMoney(money(minor, currency), { exact: true });
  const cell = "whitespace-nowrap px-3 py-2 text-right";
  return (
    // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              {head}
            </th>
            {[text.bookings, text.sales, text.markup, text.commission, text.cancellations, text.refunds].map((label) => (
              <th key={label} scope="col" className={cell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={`${r.key}-${r.currency}`}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                {r.label}
              </th>
              <td className={cell}>{r.bookings}</td>
              <td className={cell}>{amount(r.sales, r.currency)}</td>
              <td className={cell}>{amount(r.markup, r.currency)}</td>
              <td className={cell}>{amount(r.commission, r.currency)}</td>
              <td className={cell}>{r.cancellations}</td>
              <td className={cell}>{amount(r.refunds, r.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A chart of sales per group (the main currency's) and the table of every figure. */
function Breakdown({ title, head, rows }: { title: string; head: string; rows: readonly Row[] }) {
  const formatMoney = useFormatMoney();
  const main = rows[0]?.currency;
  const bars = rows.filter((r) => r.currency === main).map((r) => ({ label: r.label, value: r.sales, shown: formatMoney(money(r.sales, r.currency), { exact: true }) }));
  return (
    <section className={`${card} min-w-0 space-y-4 p-5`}>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No bookings in this range.</Trans>
        </p>
      ) : (
        <>
          <Suspense fallback={<Spinner />}>
            <BarChart title={title} bars={bars} />
          </Suspense>
          <FiguresTable caption={title} head={head} rows={rows} />
        </>
      )}
    </section>
  );
}

export function DashboardFiguresView({ data }: { data: DashboardResult }) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const text = useFigureText();
  const categories = useCategoryText();
  const amount = (minor: number, currency: string) => formatMoney(money(minor, currency), { exact: true });
  const byCategory: Row[] = data.byCategory.map((c) => ({ ...c, key: c.category, label: categories.name[c.category] }));
  const byAgent: Row[] = data.byAgent.map((a) => ({ ...a, key: a.userId ?? "customers", label: a.name ?? t`Customers (booked themselves)` }));
  return (
    <div className="space-y-6">
      {data.totals.length === 0 ? (
        <p className={`${card} p-5 text-sm text-slate-700`}>
          <Trans>No bookings in this range.</Trans>
        </p>
      ) : (
        data.totals.map((total) => {
          const currency = total.currency;
          return (
            <dl key={currency} className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" aria-label={t`Totals in ${currency}`}>
              <Tile label={text.bookings} value={total.bookings} />
              <Tile label={text.sales} value={amount(total.sales, currency)} />
              <Tile label={text.markup} value={amount(total.markup, currency)} />
              <Tile label={text.commission} value={amount(total.commission, currency)} />
              <Tile label={text.cancellations} value={total.cancellations} />
              <Tile label={text.refunds} value={amount(total.refunds, currency)} />
            </dl>
          );
        })
      )}
      <div className="grid grid-cols-1 gap-6">
        <Breakdown title={t`Sales by vertical`} head={t`Vertical`} rows={byCategory} />
        <Breakdown title={t`Sales by agent`} head={t`Agent`} rows={byAgent} />
      </div>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <section className={`${card} p-5`}>
          <h2 className="text-base font-semibold text-slate-900">
            <Trans>Upcoming departures and check-ins</Trans>
          </h2>
          {data.upcoming.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">
              <Trans>No trips start in the next 14 days.</Trans>
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {data.upcoming.map((trip) => (
                <li key={trip.bookingId} className="py-2 text-sm">
                  <Link to="/bookings/$category/$bookingId" params={{ category: trip.category, bookingId: trip.bookingId }} className={linkAction}>
                    {trip.title}
                  </Link>
                  <span className="block text-slate-600">
                    {categories.start[trip.category]} · {formatDate(trip.startDate)}
                    {trip.traveller ? ` · ${trip.traveller}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={`${card} p-5`}>
          <h2 className="text-base font-semibold text-slate-900">
            <Trans>Bookings</Trans>
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {BOOKING_CATEGORIES.map((category) => {
              const held = data.onHold.find((h) => h.category === category)?.count ?? 0;
              return (
                <li key={category} className="flex flex-wrap items-center justify-between gap-2">
                  <Link to="/bookings/$category" params={{ category }} search={{}} className={linkAction}>
                    {categories.title[category]}
                  </Link>
                  {held > 0 && (
                    <Link to="/bookings/$category" params={{ category }} search={{ selectedStatus: "held" }} className="text-amber-900 underline-offset-4 hover:underline">
                      <Plural value={held} one="# on hold" other="# on hold" />
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </div>
  );
}
