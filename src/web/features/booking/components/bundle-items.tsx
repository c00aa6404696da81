import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { bookingPagesOf } from "@machines/checkout-session/verticals";
import type { BookedBundle, BundleItem } from "@/shared/api/trip-add-on";
import { StatusBadge } from "../../../components/booking/booking-status";
import { card, linkAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useVerticalNames } from "../../../lib/vertical-names";
import { useLocalDateTime } from "./trip-add-on";

// spec B "Add-ons": a trip add-on bundle on a booking's page: every booking of the trip (the flight, its hotel and
// car), each an ordinary booking of its vertical with its own reference and page, paid together in one payment.

function useItemLabel(): (item: BundleItem) => string {
  const names = useVerticalNames();
  return (item) => names.one(item.vertical);
}

export function BundleItems({ bundle, current }: { bundle: BookedBundle; current: string }) {
  const formatMoney = useFormatMoney();
  const label = useItemLabel();
  const when = useLocalDateTime();
  return (
    <section aria-labelledby="bundle-heading" className={`${card} p-5`} data-testid="bundle-items">
      <h2 id="bundle-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Your trip</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <Trans>
          {bundle.items.length} bookings, paid together: {formatMoney(bundle.totalAmount, { exact: true })}
        </Trans>
      </p>
      <ul className="mt-3 divide-y divide-slate-100">
        {bundle.items.map((item) => (
          <li key={item.referenceNumber} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between" aria-label={`${label(item)}: ${item.title}`}>
            <div className="min-w-0 space-y-1 text-sm">
              <p className="font-semibold text-slate-900">
                {label(item)}: {item.title}
              </p>
              {item.start && (
                <p className="text-slate-700">
                  {when(item.start)}
                  {item.end ? ` – ${when(item.end)}` : ""}
                </p>
              )}
              <p className="font-mono text-slate-700">{item.referenceNumber}</p>
              <StatusBadge status={item.bookingStatus} size="xs" />
            </div>
            <div className="flex flex-row items-center justify-between gap-3 sm:flex-col sm:items-end">
              <span className="tabular-nums text-sm font-semibold text-slate-900">{formatMoney(item.totalAmount, { exact: true })}</span>
              {item.referenceNumber !== current && (
                <Link to={bookingPagesOf[item.vertical].confirmation} search={{ ref: item.referenceNumber }} className={`${linkAction} inline-flex min-h-11 items-center`}>
                  <Trans>View booking</Trans>
                  <span className="sr-only"> {item.referenceNumber}</span>
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
