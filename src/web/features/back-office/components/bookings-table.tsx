import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { AgencyBookingRow, BookingCategory } from "@/shared/api/agency-bookings";
import { StatusBadge } from "../../../components/booking/booking-status";
import { useFormatDate } from "../../../lib/format-date";
import { card } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useCategoryText } from "../labels";

// The bookings of one vertical (spec B §3 "Agency lists"): a table on wide screens, a card per booking on a
// phone; each leads to the booking's own page. The columns are the core's; the vertical wrote the title,
// its second line, the dates and the travellers.

function BookingLink({ row, className }: { row: AgencyBookingRow; className: string }) {
  return (
    <Link to="/bookings/$category/$bookingId" params={{ category: row.category, bookingId: row.bookingId }} className={className}>
      {row.referenceNumber}
    </Link>
  );
}

function useDates() {
  const format = useFormatDate();
  const short = { day: "numeric", month: "short", year: "numeric" } as const;
  return (row: AgencyBookingRow) => (row.startDate === row.endDate ? format(row.startDate, short) : `${format(row.startDate, short)} – ${format(row.endDate, short)}`);
}

function Travellers({ row }: { row: AgencyBookingRow }) {
  const [lead, ...others] = row.travellers;
  const more = others.length;
  return (
    <>
      {lead}
      {more > 0 && (
        <span className="text-slate-600">
          {" "}
          <Trans>+{more} more</Trans>
        </span>
      )}
    </>
  );
}

function BookedFor({ name }: { name: string }) {
  return <Trans>for {name}</Trans>;
}

export function BookingsTable({ category, rows }: { category: BookingCategory; rows: readonly AgencyBookingRow[] }) {
  const formatMoney = useFormatMoney();
  const dates = useDates();
  const text = useCategoryText();
  const link = "font-semibold text-primary-strong underline-offset-4 hover:underline";
  const columns = [
    <Trans key="reference">Reference</Trans>,
    <Trans key="trip">Trip</Trans>,
    <Trans key="dates">Dates</Trans>,
    <Trans key="travellers">Travellers</Trans>,
    <Trans key="people">Booked by / for</Trans>,
    <Trans key="status">Status</Trans>,
    <Trans key="total">Total</Trans>,
  ];
  if (rows.length === 0) {
    return (
      <p className={`${card} p-6 text-sm text-slate-700`}>
        <Trans>No bookings match these filters.</Trans>
      </p>
    );
  }
  return (
    <>
      {/* Wide screens: one row per booking. */}
      <div className={`${card} hidden overflow-x-auto md:block`} tabIndex={0} role="region" aria-label={text.title[category]}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{text.title[category]}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {columns.map((column, i) => (
                <th key={i} scope="col" className={`px-4 py-3 ${i === columns.length - 1 ? "text-right" : ""}`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.bookingId} className="align-top">
                <td className="px-4 py-3">
                  <BookingLink row={row} className={link} />
                  {row.supplierReference && <div className="text-xs text-slate-600">{row.supplierReference}</div>}
                </td>
                <td className="px-4 py-3">
                  <div className="font-medium text-slate-900">{row.title}</div>
                  {row.detail && <div className="text-xs text-slate-600">{row.detail}</div>}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-700">{dates(row)}</td>
                <td className="px-4 py-3 text-slate-700">
                  <Travellers row={row} />
                </td>
                <td className="px-4 py-3 text-slate-700">
                  <div>{row.bookedBy.name}</div>
                  {row.bookedFor && (
                    <div className="text-xs text-slate-600">
                      <BookedFor name={row.bookedFor.name} />
                    </div>
                  )}
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={row.bookingStatus} size="xs" />
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-right font-semibold text-slate-900">{formatMoney(row.totalAmount, { exact: true })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Phones: a card per booking. */}
      <ul className="space-y-3 md:hidden" aria-label={text.title[category]}>
        {rows.map((row) => (
          <li key={row.bookingId} className={`${card} p-4`}>
            <div className="flex items-start justify-between gap-3">
              <BookingLink row={row} className={`${link} text-base`} />
              <StatusBadge status={row.bookingStatus} size="xs" />
            </div>
            <p className="mt-2 font-medium text-slate-900">{row.title}</p>
            {row.detail && <p className="text-sm text-slate-600">{row.detail}</p>}
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">
                <Trans>Dates</Trans>
              </dt>
              <dd className="text-slate-900">{dates(row)}</dd>
              <dt className="text-slate-600">
                <Trans>Travellers</Trans>
              </dt>
              <dd className="text-slate-900">
                <Travellers row={row} />
              </dd>
              <dt className="text-slate-600">
                <Trans>Booked by</Trans>
              </dt>
              <dd className="text-slate-900">
                {row.bookedBy.name}
                {row.bookedFor && (
                  <span className="block text-slate-600">
                    <BookedFor name={row.bookedFor.name} />
                  </span>
                )}
              </dd>
              <dt className="text-slate-600">
                <Trans>Total</Trans>
              </dt>
              <dd className="font-semibold text-slate-900">{formatMoney(row.totalAmount, { exact: true })}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
