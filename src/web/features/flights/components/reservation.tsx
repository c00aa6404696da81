import { Trans } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import { bookingStage } from "../../../../shared/booking/statuses";
import { useStatusLabel } from "../../../components/booking/booking-status";
import { CancellationDialog, type CancellationActor } from "../../../components/booking/cancellation-dialog";
import { Spinner } from "../../../components/booking/modal";
import { card, dangerAction, primaryAction, secondaryAction } from "../../../components/booking/styles";
import { usePassengerTypeLabel } from "../../../components/booking/traveller-fields";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useFlightActor, useFlightSelector } from "../use-flight-booking";
import { Itinerary } from "./itinerary";

/** Confirmation and reservation details (reference number, itinerary, travellers), with cancel (spec A §4). */
export function ReservationView() {
  const actor = useFlightActor();
  const formatMoney = useFormatMoney();
  const statusLabel = useStatusLabel();
  const typeLabel = usePassengerTypeLabel();
  const loading = useFlightSelector((s) => s.matches({ confirmation: "loading" }));
  const failed = useFlightSelector((s) => s.matches({ confirmation: "failed" }));
  const reservation = useFlightSelector((s) => s.context.reservation);
  const reference = useFlightSelector((s) => s.context.referenceNumber);
  const canCancel = useFlightSelector((s) => s.can({ type: "cancel.requested" }));
  const canPayHold = useFlightSelector((s) => s.can({ type: "hold.paymentRequested" }));
  const canReleaseHold = useFlightSelector((s) => s.can({ type: "hold.released" }));
  const releasing = useFlightSelector((s) => s.matches({ confirmation: "releasing" }));
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
  const stage = bookingStage(reservation.bookingStatus);
  const active = stage === "booked" || stage === "held";
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
              {reservation.pnr && (
                <p className="mt-1 text-sm text-slate-700">
                  <Trans>Airline booking code (PNR): {reservation.pnr}</Trans>
                </p>
              )}
            </div>
            <p
              role="status"
              className={`rounded-full px-3 py-1 text-sm font-semibold ${active ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"}`}
            >
              {statusLabel(reservation.bookingStatus)}
            </p>
          </div>
          {loading && (
            <p className="mt-3 text-sm">
              <Spinner label={<Trans>Refreshing…</Trans>} />
            </p>
          )}
        </section>
        <section aria-labelledby="trip-heading" className={`${card} p-5`}>
          <h2 id="trip-heading" className="mb-4 text-lg font-semibold text-slate-900">
            <Trans>Trip</Trans>
          </h2>
          <Itinerary offer={reservation.offer} />
        </section>
        <section aria-labelledby="travellers-heading" className={`${card} p-5`}>
          <h2 id="travellers-heading" className="mb-3 text-lg font-semibold text-slate-900">
            <Trans>Travellers</Trans>
          </h2>
          <ul className="divide-y divide-slate-100 text-sm">
            {reservation.passengers.map((p, i) => (
              <li key={i} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium text-slate-900">
                  {p.firstName} {p.lastName} <span className="font-normal text-slate-600">· {typeLabel(p.type)}</span>
                </span>
                {p.ticketNumber && (
                  <span className="font-mono text-slate-700">
                    <Trans>Ticket {p.ticketNumber}</Trans>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start">
        <section aria-labelledby="paid-heading" className={`${card} p-5`}>
          <h2 id="paid-heading" className="text-base font-semibold text-slate-900">
            <Trans>Payment</Trans>
          </h2>
          <p className="mt-2 text-2xl font-bold text-slate-900">{formatMoney(reservation.totalAmount, { exact: true })}</p>
          {reservation.refundProtection && (
            // spec B add-ons: bought with the booking; a cancellation refunds the whole fare (docs/flights-api.md).
            <div className="mt-2 text-sm text-slate-700" data-testid="refund-protection-line">
              <p className="flex justify-between gap-3">
                <span className="font-medium text-slate-900">
                  <Trans>Refund protection</Trans>
                </span>
                <span className="tabular-nums" data-testid="refund-protection-amount">
                  {formatMoney(reservation.refundProtection.protectionAmount, { exact: true })}
                </span>
              </p>
              <p className="text-xs text-slate-600">
                <Trans>If you cancel, the whole fare is refunded, airline penalties included.</Trans>
              </p>
            </div>
          )}
          {reservation.card && stage !== "held" && stage !== "failed" && (
            <p className="text-sm text-slate-700">
              <Trans>
                Paid with {reservation.card.brand} ending {reservation.card.last4}
              </Trans>
            </p>
          )}
          {stage !== "held" && stage !== "failed" && (
            <p className="mt-2 text-sm text-slate-700">
              <Trans>Confirmation sent to {reservation.contact.email}</Trans>
            </p>
          )}
        </section>
        {reservation.breakdown && (
          // Agency pricing, booking for a client: agents and staff see what the price is made of, and who it was booked for.
          <section aria-labelledby="breakdown-heading" className={`${card} p-5`}>
            <h2 id="breakdown-heading" className="text-base font-semibold text-slate-900">
              <Trans>Agency view</Trans>
            </h2>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm text-slate-700" data-testid="price-breakdown">
              <dt>
                <Trans>Booked for</Trans>
              </dt>
              <dd className="text-right font-medium text-slate-900" data-testid="booked-for">
                {reservation.bookedFor ? `${reservation.bookedFor.name} (${reservation.bookedFor.email})` : <Trans>Myself</Trans>}
              </dd>
              <dt>
                <Trans>Net fare</Trans>
              </dt>
              <dd className="text-right">{formatMoney(reservation.breakdown.net, { exact: true })}</dd>
              <dt>
                <Trans>Markup</Trans>
              </dt>
              <dd className="text-right">{formatMoney(reservation.breakdown.markup, { exact: true })}</dd>
              <dt>
                <Trans>Agency fee</Trans>
              </dt>
              <dd className="text-right">{formatMoney(reservation.breakdown.fee, { exact: true })}</dd>
              {reservation.breakdown.protection && (
                <>
                  <dt>
                    <Trans>Refund protection</Trans>
                  </dt>
                  <dd className="text-right">{formatMoney(reservation.breakdown.protection, { exact: true })}</dd>
                </>
              )}
            </dl>
          </section>
        )}
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
          {canCancel && (
            <button type="button" className={dangerAction} onClick={() => actor.send({ type: "cancel.requested" })}>
              <Trans>Cancel booking</Trans>
            </button>
          )}
          <button type="button" className={secondaryAction} onClick={() => actor.send({ type: "search.restarted" })}>
            <Trans>Book another flight</Trans>
          </button>
        </div>
      </aside>
      {cancellation && <CancellationDialog cancellation={cancellation} />}
    </div>
  );
}
