import { plural } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useFormatDate } from "../../../lib/format-date";
import { card } from "../../../components/booking/styles";
import { VoucherLink } from "../../../components/booking/voucher-link";
import { getHotelVoucher } from "../../../api/hotel-bookings";
import { useFormatMoney } from "../../../components/booking/use-money";
import { nightsBetween } from "@/shared/hotels/stay";
import { BookingReservationView } from "../../booking/components/reservation";
import { useHotelLabels } from "../labels";
import type { HotelReservation } from "../web-vertical";
import { CancellationPolicyText } from "./cancellation-policy";
import { StarRating } from "./hotel-bits";

/** A hotel's confirmation and booking page (/hotel-details, where My trip links): the core's booking page with the stay, the fare breakup, the policy and the voucher (spec B §3 booking record). */
export function HotelReservationView() {
  return (
    <BookingReservationView<HotelReservation>
      supplierReference={(reservation) =>
        reservation.confirmationNumber && (
          <p className="mt-1 text-sm text-slate-700">
            <Trans>Hotel confirmation number: {reservation.confirmationNumber}</Trans>
          </p>
        )
      }
      protectionNote={<Trans>If you cancel, the whole price is refunded, hotel penalties included.</Trans>}
      bookAnother={<Trans>Book another stay</Trans>}
    >
      {(reservation) => (
        <>
          <StaySection reservation={reservation} />
          <FareBreakup reservation={reservation} />
          <section aria-labelledby="policy-heading" className={`${card} space-y-2 p-5`}>
            <h2 id="policy-heading" className="text-lg font-semibold text-slate-900">
              <Trans>Cancellation policy</Trans>
            </h2>
            <p className="text-sm font-medium text-slate-900">{reservation.refundability === "Refundable" ? <Trans>Refundable</Trans> : <Trans>Non-refundable</Trans>}</p>
            <CancellationPolicyText policy={reservation.cancellationPolicy} />
          </section>
        </>
      )}
    </BookingReservationView>
  );
}

function StaySection({ reservation }: { reservation: HotelReservation }) {
  const labels = useHotelLabels();
  const formatDate = useFormatDate();
  const { hotel, room, stayPeriod } = reservation;
  const nights = plural(nightsBetween(stayPeriod.start, stayPeriod.end), { one: "# night", other: "# nights" });
  const checkIn = formatDate(stayPeriod.start);
  const checkOut = formatDate(stayPeriod.end);
  return (
    <section aria-labelledby="stay-heading" className={`${card} space-y-4 p-5`}>
      <h2 id="stay-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Your stay</Trans>
      </h2>
      <div className="flex gap-4">
        <img src={hotel.image} alt="" className="hidden h-20 w-28 shrink-0 rounded-lg object-cover sm:block" />
        <div className="min-w-0">
          <p className="text-base font-semibold text-slate-900">{hotel.name}</p>
          <StarRating stars={hotel.starRating} />
          <p className="text-sm text-slate-700">{hotel.address}</p>
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">
            <Trans>Dates</Trans>
          </dt>
          <dd className="font-medium text-slate-900">
            <Trans>
              {checkIn} – {checkOut} ({nights})
            </Trans>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">
            <Trans>Room</Trans>
          </dt>
          <dd className="font-medium text-slate-900">
            {labels.room(room.name)} · {labels.beds(room.beds)} · {labels.board(room.board)}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-600">
            <Trans>Lead guests</Trans>
          </dt>
          <dd>
            <ul className="font-medium text-slate-900">
              {reservation.guests.map((guest, i) => {
                const occupancy = reservation.occupancies[i];
                const adults = plural(occupancy?.adults ?? 0, { one: "# adult", other: "# adults" });
                const children = plural(occupancy?.child.length ?? 0, { one: "# child", other: "# children" });
                return (
                  <li key={i}>
                    <Trans>
                      Room {i + 1}: {guest.firstName} {guest.lastName} ({adults}, {children})
                    </Trans>
                  </li>
                );
              })}
            </ul>
          </dd>
        </div>
        {reservation.specialRequests && (
          <div className="sm:col-span-2">
            <dt className="text-slate-600">
              <Trans>Special requests</Trans>
            </dt>
            <dd className="text-slate-900">{reservation.specialRequests}</dd>
          </div>
        )}
      </dl>
      {/* The API takes the session as a header: the voucher is fetched, then offered as a file (a plain link was refused). */}
      {reservation.pdfurl && <VoucherLink fileName={`${reservation.referenceNumber}.pdf`} load={() => getHotelVoucher(reservation.referenceNumber)} />}
    </section>
  );
}

/** spec B §3 fareBreakup: the lines as the record gives them, then the total paid. */
function FareBreakup({ reservation }: { reservation: HotelReservation }) {
  const formatMoney = useFormatMoney();
  const fare = reservation.fareBreakup;
  // What the total holds beyond the fare and taxes (agency charges, add-ons): its own line, so the lines add up.
  const protection = reservation.refundProtection?.protectionAmount ?? null;
  const other = { amount: fare.totalFare.amount - fare.baseFare.amount - fare.taxes.amount + fare.discounts.amount - (protection?.amount ?? 0), currency: fare.currency };
  const row = (label: ReactNode, amount: typeof fare.baseFare, testId?: string) => (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-700">{label}</dt>
      <dd className="tabular-nums text-slate-900" data-testid={testId}>
        {formatMoney(amount, { exact: true })}
      </dd>
    </div>
  );
  return (
    <section aria-labelledby="fare-heading" className={`${card} p-5`}>
      <h2 id="fare-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Fare breakup</Trans>
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {row(<Trans>Base fare</Trans>, fare.baseFare)}
        {row(<Trans>Taxes</Trans>, fare.taxes)}
        {fare.discounts.amount !== 0 &&
          row(reservation.couponCode ? <Trans>Coupon {reservation.couponCode}</Trans> : <Trans>Discounts</Trans>, { ...fare.discounts, amount: -fare.discounts.amount }, "hotel-discount")}
        {protection && protection.amount !== 0 && row(<Trans>Refund protection</Trans>, protection)}
        {other.amount !== 0 && row(<Trans>Service fees</Trans>, other)}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 font-bold">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="tabular-nums" data-testid="hotel-total-fare">
            {formatMoney(fare.totalFare, { exact: true })}
          </dd>
        </div>
      </dl>
      {fare.additionalCharges.amount > 0 && (
        <p className="mt-2 text-xs text-slate-600">
          <Trans>Paid at the hotel (not included): {formatMoney(fare.additionalCharges, { exact: true })}</Trans>
        </p>
      )}
    </section>
  );
}
