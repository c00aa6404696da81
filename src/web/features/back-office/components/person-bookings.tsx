import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { PersonBooking } from "@/shared/api/people";
import type { MarkupVertical } from "@/shared/back-office/markups";
import { StatusBadge } from "../../../components/booking/booking-status";
import { linkAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useBackOfficeLabels } from "../labels";
import { useDateTime } from "./office-ui";

/** Each vertical's booking page (its reservation route, as its machine names it), by reference: given by the routes (WEB_VERTICALS). */
export type BookingPages = Readonly<Record<MarkupVertical, (ref: string) => { readonly to: string; readonly search?: Readonly<Record<string, string>> }>>;

/** A client's or agent's bookings of every vertical, as far as the viewer may see them (the server decides). */
export function PersonBookings({ bookings, pages }: { bookings: PersonBooking[]; pages: BookingPages }) {
  const { t } = useLingui();
  const labels = useBackOfficeLabels();
  const formatMoney = useFormatMoney();
  const date = useDateTime();
  if (bookings.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>No bookings you can see.</Trans>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {bookings.map((b) => (
        <li key={b.referenceNumber} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <Link {...pages[b.vertical](b.referenceNumber)} className={`${linkAction} inline-flex min-h-11 items-center`} aria-label={t`View booking ${b.referenceNumber}`}>
              {labels.verticals[b.vertical]} · {b.referenceNumber}
            </Link>
            <p className="text-xs text-slate-600">
              {date(b.createdAt)} · <Trans>Booked by {b.bookedBy}</Trans>
              {b.bookedFor && (
                <>
                  {" · "}
                  <Trans>for {b.bookedFor}</Trans>
                </>
              )}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span className="text-sm font-semibold text-slate-900">{formatMoney(b.totalAmount, { exact: true })}</span>
            <StatusBadge status={b.status} size="xs" />
          </div>
        </li>
      ))}
    </ul>
  );
}
