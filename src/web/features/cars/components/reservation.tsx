import { Trans } from "@lingui/react/macro";
import type { CarReservation } from "@/shared/api/car-bookings";
import { card } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { bookingStage } from "@/shared/booking/statuses";
import { priceLines } from "@/shared/booking/price-lines";
import { REFUND_PROTECTION } from "@/shared/booking/add-on-kinds";
import { BookingReservationView } from "../../booking/components/reservation";
import { useCarCancellation } from "./car-facts";
import { CarOverview } from "./details";
import { PriceLineList } from "../../booking/components/price-column";
import { carItems, useAddOnLabel, useCarItemLabel, type CarAddOnLine } from "./price-summary";
import { getCarVoucher } from "../../../api/car-bookings";
import { VoucherLink } from "../../../components/booking/voucher-link";

/** A voucher exists once the rental was confirmed (paid, and kept after a cancellation as its record). */
const hasVoucher = (status: string) => bookingStage(status as never) === "booked" || status === "cancelled";

/** A car's confirmation, reservation details and My trip page (/car-details): the core's booking page with the rental, the driver and the price lines. */
export function CarReservationView() {
  return (
    <BookingReservationView<CarReservation>
      supplierReference={(reservation) =>
        reservation.confirmationNumber && (
          <div className="mt-1 space-y-2">
            <p className="text-sm text-slate-700">
              <Trans>Rental company confirmation: {reservation.confirmationNumber}</Trans>
            </p>
            {hasVoucher(reservation.bookingStatus) && <VoucherLink fileName={`${reservation.referenceNumber}.pdf`} load={() => getCarVoucher(reservation.referenceNumber)} />}
          </div>
        )
      }
      protectionNote={<Trans>If you cancel, the whole rental is refunded, the vendor's charges included.</Trans>}
      bookAnother={<Trans>Book another car</Trans>}
    >
      {(reservation) => (
        <>
          <CarOverview offer={reservation.offer} />
          <BookedPrice reservation={reservation} />
          <CancellationPolicy offer={reservation.offer} />
          <section aria-labelledby="driver-heading" className={`${card} p-5`}>
            <h2 id="driver-heading" className="mb-3 text-lg font-semibold text-slate-900">
              <Trans>Driver</Trans>
            </h2>
            <p className="text-sm font-medium text-slate-900">
              {reservation.driver.firstName} {reservation.driver.lastName}
            </p>
            <p className="text-sm text-slate-700">{reservation.contact.email}</p>
          </section>
        </>
      )}
    </BookingReservationView>
  );
}

/** The price lines as booked: the rental, the vendor's fees, the agency's charges, the extras; the total paid is their sum. */
function BookedPrice({ reservation }: { reservation: CarReservation }) {
  const formatMoney = useFormatMoney();
  const { offer } = reservation;
  const addOns: CarAddOnLine[] = [
    ...reservation.extras.map((extra) => ({ key: extra.code as string, count: extra.count, amount: extra.amount })),
    ...(reservation.refundProtection ? [{ key: REFUND_PROTECTION as string, count: 1, amount: reservation.refundProtection.protectionAmount }] : []),
  ];
  const addOnLabel = useAddOnLabel(addOns);
  const itemLabel = useCarItemLabel(offer);
  // The car's line is what was paid for it (the server's `offer.price`: agency charges included); the lines add up to the total paid.
  const lines = priceLines({ items: carItems(offer), price: offer.price, breakdown: reservation.breakdown, addOns });
  return (
    <section aria-labelledby="booked-price-heading" className={`${card} p-5`}>
      <h2 id="booked-price-heading" className="mb-3 text-lg font-semibold text-slate-900">
        <Trans>Price</Trans>
      </h2>
      <PriceLineList lines={lines} labels={{ item: itemLabel, addOn: addOnLabel }} totalLabel={<Trans>Total paid</Trans>} totalTestId="car-total" />
      {reservation.refund && (
        <p className="mt-2 flex justify-between gap-3 text-sm text-slate-700">
          <span>
            <Trans>Refunded</Trans>
          </span>
          <span className="tabular-nums">{formatMoney(reservation.refund, { exact: true })}</span>
        </p>
      )}
    </section>
  );
}

/** spec B §3 cancellationPolicy: free, or the vendor's charge (the cancel dialog then quotes the figures). */
function CancellationPolicy({ offer }: { offer: CarReservation["offer"] }) {
  const cancellation = useCarCancellation();
  return (
    <section aria-labelledby="car-policy-heading" className={`${card} p-5`}>
      <h2 id="car-policy-heading" className="mb-2 text-lg font-semibold text-slate-900">
        <Trans>Cancellation policy</Trans>
      </h2>
      <p className="text-sm text-slate-800">{cancellation(offer)}</p>
    </section>
  );
}
