import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import type { AgencyBookingDetail } from "@/shared/api/agency-bookings";
import type { Money } from "@/shared/money";
import { StatusBadge, useStatusLabel } from "../../../components/booking/booking-status";
import { useFormatDate } from "../../../lib/format-date";
import { card } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useCategoryText } from "../labels";
import { dateTimeFormat } from "@/shared/intl-formats";

// One booking in the agency's back office (spec B §7 "GET detail by id"): what was booked in the vertical's
// words, who booked it and for whom, the money line by line, and its status history (booking_events).

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`${card} p-5`} aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Lines({ items }: { items: { label: ReactNode; value: ReactNode; key: string }[] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
      {items.map((item) => (
        <div key={item.key} className="contents">
          <dt className="text-slate-600">{item.label}</dt>
          <dd className="break-words font-medium text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function useDateTime(): (iso: string) => string {
  const { i18n } = useLingui();
  return (iso) => dateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

export function BookingDetailView({ booking: b, actions }: { booking: AgencyBookingDetail; actions: ReactNode }) {
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const dateTime = useDateTime();
  const statusLabel = useStatusLabel();
  const text = useCategoryText();
  const amount = (m: Money) => formatMoney(m, { exact: true });
  const person = (p: { name: string; email: string }) => (
    <>
      {p.name}
      <span className="block text-xs font-normal text-slate-600">{p.email}</span>
    </>
  );
  const moneyLines = [
    { key: "net", label: <Trans>Supplier price</Trans>, value: amount(b.net) },
    { key: "markup", label: <Trans>Markup</Trans>, value: amount(b.markup) },
    { key: "fee", label: <Trans>Agency fee</Trans>, value: amount(b.fee) },
    ...(b.addOns.amount > 0 ? [{ key: "addOns", label: <Trans>Add-ons</Trans>, value: amount(b.addOns) }] : []),
    ...(b.discount.amount > 0 ? [{ key: "discount", label: <Trans>Discount</Trans>, value: `−${amount(b.discount)}` }] : []),
    { key: "total", label: <Trans>Total</Trans>, value: amount(b.totalAmount) },
    ...(b.card ? [{ key: "card", label: <Trans>Card</Trans>, value: `${b.card.brand} •••• ${b.card.last4}` }] : []),
    ...(b.penalty ? [{ key: "penalty", label: <Trans>Cancellation penalty</Trans>, value: amount(b.penalty) }] : []),
    ...(b.refund ? [{ key: "refund", label: <Trans>Refunded</Trans>, value: amount(b.refund) }] : []),
  ];
  const bookedOn = dateTime(b.createdAt);
  const tripDates = b.startDate === b.endDate ? formatDate(b.startDate) : `${formatDate(b.startDate)} – ${formatDate(b.endDate)}`;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={b.bookingStatus} />
        <span className="text-sm text-slate-600">
          <Trans>Booked on {bookedOn}</Trans>
        </span>
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
      <div className="grid gap-5 lg:grid-cols-2">
        <Section title={text.name[b.category]}>
          <p className="font-semibold text-slate-900">{b.title}</p>
          {b.detail && <p className="text-sm text-slate-600">{b.detail}</p>}
          <div className="mt-3">
            <Lines
              items={[
                { key: "dates", label: <Trans>Dates</Trans>, value: tripDates },
                ...(b.supplierReference ? [{ key: "supplier", label: <Trans>Supplier reference</Trans>, value: b.supplierReference }] : []),
                ...b.facts.map((f, i) => ({ key: `fact-${i}`, label: f.label, value: f.value })),
              ]}
            />
          </div>
        </Section>
        <Section title={<Trans>Who it is for</Trans>}>
          <Lines
            items={[
              { key: "for", label: <Trans>Booked for</Trans>, value: b.bookedFor ? person(b.bookedFor) : <Trans>The traveller booked for themselves</Trans> },
              { key: "by", label: <Trans>Booked by</Trans>, value: person(b.bookedBy) },
              { key: "travellers", label: <Trans>Travellers</Trans>, value: b.travellers.join(", ") },
            ]}
          />
        </Section>
        <Section title={<Trans>Payment</Trans>}>
          <Lines items={moneyLines} />
        </Section>
        <Section title={<Trans>Status history</Trans>}>
          <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
            {b.history.map((event, i) => (
              <li key={`${event.status}-${event.at}-${i}`} className="text-sm">
                <span className="font-semibold text-slate-900">{statusLabel(event.status)}</span>
                <span className="block text-slate-600">
                  <time dateTime={event.at}>{dateTime(event.at)}</time>
                </span>
              </li>
            ))}
          </ol>
        </Section>
      </div>
    </div>
  );
}
