import { Trans } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import type { PriceBreakdown } from "@/shared/api/bookings";
import type { BookedBundle } from "@/shared/api/trip-add-on";
import { bookingStage, type BookingStatus } from "@/shared/booking/statuses";
import type { Money } from "@/shared/money";
import { useStatusLabel } from "../../../components/booking/booking-status";
import { CancellationDialog, type CancellationActor } from "../../../components/booking/cancellation-dialog";
import { Spinner } from "../../../components/booking/spinner";
import { FileDownload } from "../../../components/booking/voucher-link";
import { downloadCalendar } from "../../../api/my-trip";
import { card, dangerAction, primaryAction, secondaryAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useBookingActor, useBookingSelector } from "../context";
import { BundleItems } from "./bundle-items";

// A booking's own page for every vertical (spec A §4 confirmation and reservation details): reference and
// status, what was paid, the agency's view of the price, and the actions the machine allows now (pay or
// release a hold, cancel, book another). The vertical fills in what was booked (itinerary, stay, car).

/** What every vertical's reservation answer carries (flights: ReservationDetails). */
export interface CoreReservation {
  referenceNumber: string;
  bookingStatus: string;
  totalAmount: Money;
  card: { brand: string; last4: string } | null;
  contact: { email: string };
  breakdown?: PriceBreakdown | undefined;
  bookedFor?: { name: string; email: string } | null | undefined;
  refundProtection?: { protectionAmount: Money } | null | undefined;
  /** spec B add-ons: the trip add-on bundle this booking belongs to (null: a booking on its own). */
  bundle?: BookedBundle | null | undefined;
}

interface ReservationViewProps<R extends CoreReservation> {
  /** The supplier's own reference under ours (a flight's PNR, a hotel's confirmation number). */
  supplierReference?: (reservation: R) => ReactNode;
  /** What was booked: the vertical's sections (itinerary and travellers, the stay and guests, …). */
  children: (reservation: R) => ReactNode;
  /** What refund protection covers for this vertical. */
  protectionNote: ReactNode;
  /** "Book another flight", "Book another stay", … */
  bookAnother: ReactNode;
  /** The vertical's label for each cancel reason its quotes offer (spec B §3 activities). */
  cancelReasonLabel?: (reason: string) => string;
  /** The vertical's own words for a status, where its spec has them (spec B §4 activities: CANCELLED). */
  statusLabel?: (status: BookingStatus) => string;
}

export function BookingReservationView<R extends CoreReservation>({ supplierReference, children, protectionNote, bookAnother, cancelReasonLabel, statusLabel: ownStatusLabel }: ReservationViewProps<R>) {
  const actor = useBookingActor();
  const formatMoney = useFormatMoney();
  const commonStatusLabel = useStatusLabel();
  const statusLabel = ownStatusLabel ?? commonStatusLabel;
  // Read again after a cancellation (a vertical with its own words for that failure, spec B §8 activities): refreshing too.
  const loading = useBookingSelector((s) => s.matches({ confirmation: "loading" }) || s.matches({ confirmation: "updating" }));
  const failed = useBookingSelector((s) => s.matches({ confirmation: "failed" }));
  const reservation = useBookingSelector((s) => s.context.reservation as R | null);
  const reference = useBookingSelector((s) => s.context.referenceNumber as string | null);
  const canCancel = useBookingSelector((s) => s.can({ type: "cancel.requested" }));
  const canPayHold = useBookingSelector((s) => s.can({ type: "hold.paymentRequested" }));
  const canReleaseHold = useBookingSelector((s) => s.can({ type: "hold.released" }));
  const releasing = useBookingSelector((s) => s.matches({ confirmation: "releasing" }));
  const cancellation = useSelector(actor, (s) => s.children.cancellation as CancellationActor | undefined);
  if (loading && !reservation) {
    return (
      <p className={`${card} p-6 text-sm`}>
        <Spinner label={<Trans>Loading your booking…</Trans>} />
      </p>
    );
  }
  if (failed || !reservation) {
    return (
      <div className={`${card} space-y-4 p-6`}>
        <p className="text-sm text-slate-800">
          <Trans>We could not load this booking.</Trans>
        </p>
        <button type="button" className={primaryAction} onClick={() => actor.send({ type: "reservation.retried" })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  const stage = bookingStage(reservation.bookingStatus as never);
  const active = stage === "booked" || stage === "held";
  const settled = stage !== "held" && stage !== "failed";
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 space-y-6">
        <section aria-labelledby="booking-reference" className={`${card} p-5`}>
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <h2 id="booking-reference" className="text-sm font-medium text-slate-600">
                <Trans>Reference number</Trans>
              </h2>
              <p className="font-mono text-2xl font-bold tracking-wide text-slate-900" data-testid="reference-number">
                {reservation.referenceNumber || reference}
              </p>
              {supplierReference?.(reservation)}
            </div>
            <p role="status" className={`rounded-full px-3 py-1 text-sm font-semibold ${active ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"}`}>
              {statusLabel(reservation.bookingStatus as never)}
            </p>
          </div>
          {loading && (
            <p className="mt-3 text-sm">
              <Spinner label={<Trans>Refreshing…</Trans>} />
            </p>
          )}
        </section>
        {children(reservation)}
        {reservation.bundle && <BundleItems bundle={reservation.bundle} current={reservation.referenceNumber} />}
      </div>
      <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start">
        <section aria-labelledby="paid-heading" className={`${card} p-5`}>
          <h2 id="paid-heading" className="text-base font-semibold text-slate-900">
            <Trans>Payment</Trans>
          </h2>
          {/* A trip add-on bundle was paid in one payment: the card shows its total. */}
          <p className="mt-2 text-2xl font-bold text-slate-900">{formatMoney(reservation.bundle?.totalAmount ?? reservation.totalAmount, { exact: true })}</p>
          {reservation.bundle && (
            <p className="text-sm text-slate-700">
              <Trans>One payment for the {reservation.bundle.items.length} bookings of your trip</Trans>
            </p>
          )}
          {reservation.refundProtection && (
            // spec B add-ons: bought with the booking; a cancellation refunds the whole price.
            <div className="mt-2 text-sm text-slate-700" data-testid="refund-protection-line">
              <p className="flex justify-between gap-3">
                <span className="font-medium text-slate-900">
                  <Trans>Refund protection</Trans>
                </span>
                <span className="tabular-nums" data-testid="refund-protection-amount">
                  {formatMoney(reservation.refundProtection.protectionAmount, { exact: true })}
                </span>
              </p>
              <p className="text-xs text-slate-600">{protectionNote}</p>
            </div>
          )}
          {reservation.card && settled && (
            <p className="text-sm text-slate-700">
              <Trans>
                Paid with {reservation.card.brand} ending {reservation.card.last4}
              </Trans>
            </p>
          )}
          {settled && (
            <p className="mt-2 text-sm text-slate-700">
              <Trans>Confirmation sent to {reservation.contact.email}</Trans>
            </p>
          )}
        </section>
        {reservation.breakdown && <AgencyView breakdown={reservation.breakdown} bookedFor={reservation.bookedFor ?? null} />}
        <div className="flex flex-col gap-3">
          {canPayHold && (
            // A declined card left this booking on hold: pay it (the same booking, never a second one) or give it up.
            <button type="button" className={primaryAction} onClick={() => actor.send({ type: "hold.paymentRequested" })}>
              <Trans>Continue to payment</Trans>
            </button>
          )}
          {(canReleaseHold || releasing) && (
            <button type="button" className={secondaryAction} disabled={releasing} onClick={() => actor.send({ type: "hold.released" })}>
              {releasing ? <Spinner label={<Trans>Releasing…</Trans>} /> : <Trans>Release booking</Trans>}
            </button>
          )}
          {stage === "booked" && (
            // My trip: a confirmed booking as a calendar entry (RFC 5545, every vertical's own events).
            <FileDownload
              fileName={`${reservation.referenceNumber}.ics`}
              load={() => downloadCalendar(reservation.referenceNumber)}
              label={<Trans>Add to calendar (.ics)</Trans>}
              busyLabel={<Trans>Preparing the calendar file…</Trans>}
              failedText={<Trans>The calendar file could not be downloaded. Please try again.</Trans>}
              className={`${secondaryAction} w-full`}
            />
          )}
          {canCancel && (
            <button type="button" className={dangerAction} onClick={() => actor.send({ type: "cancel.requested" })}>
              <Trans>Cancel booking</Trans>
            </button>
          )}
          <button type="button" className={secondaryAction} onClick={() => actor.send({ type: "search.restarted" })}>
            {bookAnother}
          </button>
        </div>
      </aside>
      {cancellation && <CancellationDialog cancellation={cancellation} {...(cancelReasonLabel ? { reasonLabel: cancelReasonLabel } : {})} />}
    </div>
  );
}

/** Agency pricing, booking for a client: agents and staff see what the price is made of, and who it was booked for. */
function AgencyView({ breakdown, bookedFor }: { breakdown: PriceBreakdown; bookedFor: { name: string; email: string } | null }) {
  const formatMoney = useFormatMoney();
  return (
    <section aria-labelledby="breakdown-heading" className={`${card} p-5`}>
      <h2 id="breakdown-heading" className="text-base font-semibold text-slate-900">
        <Trans>Agency view</Trans>
      </h2>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm text-slate-700" data-testid="price-breakdown">
        <dt>
          <Trans>Booked for</Trans>
        </dt>
        <dd className="text-right font-medium text-slate-900" data-testid="booked-for">
          {bookedFor ? `${bookedFor.name} (${bookedFor.email})` : <Trans>Myself</Trans>}
        </dd>
        <dt>
          <Trans>Net fare</Trans>
        </dt>
        <dd className="text-right">{formatMoney(breakdown.net, { exact: true })}</dd>
        <dt>
          <Trans>Markup</Trans>
        </dt>
        <dd className="text-right">{formatMoney(breakdown.markup, { exact: true })}</dd>
        <dt>
          <Trans>Agency fee</Trans>
        </dt>
        <dd className="text-right">{formatMoney(breakdown.fee, { exact: true })}</dd>
        {breakdown.protection && (
          <>
            <dt>
              <Trans>Refund protection</Trans>
            </dt>
            <dd className="text-right">{formatMoney(breakdown.protection, { exact: true })}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
