import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { ActivityBookingDetails } from "@/shared/api/activity-bookings";
import { getActivityVoucher } from "../../../api/activity-bookings";
import { Alert } from "../../../components/booking/alert-text";
import { useActivityStatusLabel } from "../../../components/booking/booking-status";
import { useFormatDate } from "../../../lib/format-date";
import { card } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { VoucherLink } from "../../../components/booking/voucher-link";
import { BookingReservationView } from "../../booking/components/reservation";
import { activityMessages } from "@machines/activity-booking/messages";
import { useActivityLabels } from "../labels";
import { MeetingPointText } from "./meeting-point";
import { ActivityPriceSummary } from "./price-summary";
import { REFUND_PROTECTION } from "@/shared/booking/add-on-kinds";
import { useActivitySelector } from "../use-activity-booking";

/**
 * spec B §8: the booking could not be read again after a cancel (`confirmation.updating` → `failed`); the
 * machine toasts it, and the page keeps saying it where the booking was until it is read again.
 */
function useUpdateFailed(): boolean {
  const updating = useActivitySelector((s) => s.matches({ confirmation: "updating" }));
  const failed = useActivitySelector((s) => s.matches({ confirmation: "failed" }));
  const [afterUpdate, setAfterUpdate] = useState(false);
  useEffect(() => {
    if (updating) setAfterUpdate(true);
    else if (!failed) setAfterUpdate(false);
  }, [updating, failed]);
  return failed && afterUpdate;
}

/**
 * An activity's confirmation page: the core's booking page (reference, status, payment, pay or release a
 * hold, the cancellation with reasons and a reconfirmed refund) with what was booked: the activity, the
 * day, option and time, the travellers and the refund once cancelled.
 */
export function ActivityReservationView() {
  const labels = useActivityLabels();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const updateFailed = useUpdateFailed();
  const statusLabel = useActivityStatusLabel();
  return (
    <div className="space-y-4">
      {updateFailed && <Alert message={activityMessages.bookingUpdateFailed} />}
      <BookingReservationView<ActivityBookingDetails>
        supplierReference={(reservation) =>
          reservation.supplierReference && (
            <p className="mt-1 text-sm text-slate-700">
              <Trans>Provider reference: {reservation.supplierReference}</Trans>
            </p>
          )
        }
        protectionNote={<Trans>If you cancel, the whole price is refunded.</Trans>}
        bookAnother={<Trans>Book another activity</Trans>}
        cancelReasonLabel={(reason) => labels.reasons[reason] ?? reason}
        statusLabel={statusLabel}
      >
        {(reservation) => (
          <>
            <section aria-labelledby="activity-heading" className={`${card} p-5`}>
              <h2 id="activity-heading" className="text-lg font-semibold text-slate-900">
                {reservation.offer.title}
              </h2>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-slate-600">
                  <Trans>Date</Trans>
                </dt>
                <dd className="text-slate-900">{formatDate(reservation.offer.travelDate)}</dd>
                <dt className="text-slate-600">
                  <Trans>Start time</Trans>
                </dt>
                <dd className="text-slate-900">{reservation.offer.startTime}</dd>
                <dt className="text-slate-600">
                  <Trans>Option</Trans>
                </dt>
                <dd className="text-slate-900">{labels.option(reservation.offer.optionTitle)}</dd>
                <dt className="text-slate-600">
                  <Trans>Cancellation policy</Trans>
                </dt>
                <dd className="text-slate-900">{labels.policy(reservation.offer.cancellationPolicy)}</dd>
                <dt className="text-slate-600">
                  <Trans>Meeting point</Trans>
                </dt>
                <dd className="text-slate-900">{reservation.meetingPoint ? <MeetingPointText name={reservation.meetingPoint.name} location={reservation.meetingPoint} /> : "—"}</dd>
                {reservation.refundAmount && (
                  <>
                    <dt className="text-slate-600">
                      <Trans>Refund</Trans>
                    </dt>
                    <dd className="font-semibold text-emerald-800" data-testid="refund-amount">
                      {formatMoney(reservation.refundAmount, { exact: true })}
                    </dd>
                  </>
                )}
              </dl>
              {(reservation.bookingStatus === "paid" || reservation.bookingStatus === "ticketed" || reservation.bookingStatus === "cancelled") && (
                <div className="mt-4">
                  <VoucherLink fileName={`${reservation.referenceNumber}.pdf`} load={() => getActivityVoucher(reservation.referenceNumber)} />
                </div>
              )}
            </section>
            <ActivityPriceSummary
              offer={reservation.offer}
              totalAmount={reservation.offer.totalAmount}
              breakdown={reservation.breakdown}
              addOns={reservation.refundProtection ? [{ id: reservation.refundProtection.quoteId, kind: REFUND_PROTECTION, price: reservation.refundProtection.protectionAmount }] : []}
            />
            <section aria-labelledby="travellers-heading" className={`${card} p-5`}>
              <h2 id="travellers-heading" className="mb-3 text-lg font-semibold text-slate-900">
                <Trans>Travellers</Trans>
              </h2>
              <ul className="divide-y divide-slate-100 text-sm">
                {reservation.travellers.map((p, i) => (
                  <li key={i} className="flex flex-wrap justify-between gap-2 py-2">
                    <span className="font-medium text-slate-900">
                      {p.firstName} {p.lastName}
                    </span>
                    <span className="text-slate-600">{i === 0 ? <Trans>Lead traveller</Trans> : labels.travellerTypes[p.type]}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-slate-600">
                <Trans>
                  Contact: {reservation.contact.email}, {reservation.contact.phone}
                </Trans>
              </p>
            </section>
          </>
        )}
      </BookingReservationView>
    </div>
  );
}
