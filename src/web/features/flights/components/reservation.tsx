import { Trans } from "@lingui/react/macro";
import type { ReservationDetails } from "@/shared/api/flight-bookings";
import { REFUND_PROTECTION } from "@/shared/booking/add-on-kinds";
import { subtract } from "@/shared/money";
import { getFlightETicket } from "../../../api/flight-bookings";
import { card } from "../../../components/booking/styles";
import { usePassengerTypeLabel } from "../../../components/booking/traveller-fields";
import { FileDownload } from "../../../components/booking/voucher-link";
import { BookingReservationView } from "../../booking/components/reservation";
import { FareConditionList } from "./fare-conditions";
import { Itinerary } from "./itinerary";
import { PriceSummary } from "./price-summary";

/** An e-ticket receipt exists once the booking was paid (and stays as the record of a cancelled or voided one). */
const hasETicket = (status: string) => status !== "held" && status !== "failed";

/**
 * A flight's confirmation, reservation details and My trip page (/flight-details): the core's booking
 * page with the itinerary, travellers and PNR (spec A §4), the e-ticket receipt, the payment line by line
 * and the fare's cancellation policy.
 */
export function ReservationView() {
  const typeLabel = usePassengerTypeLabel();
  return (
    <BookingReservationView<ReservationDetails>
      supplierReference={(reservation) => (
        <div className="mt-1 space-y-2">
          {reservation.pnr && (
            <p className="text-sm text-slate-700">
              <Trans>Airline booking code (PNR): {reservation.pnr}</Trans>
            </p>
          )}
          {hasETicket(reservation.bookingStatus) && (
            <FileDownload
              fileName={`${reservation.referenceNumber}.pdf`}
              load={() => getFlightETicket(reservation.referenceNumber)}
              label={<Trans>Download e-ticket (PDF)</Trans>}
              busyLabel={<Trans>Preparing the e-ticket…</Trans>}
              failedText={<Trans>The e-ticket could not be downloaded. Please try again.</Trans>}
            />
          )}
        </div>
      )}
      protectionNote={<Trans>If you cancel, the whole fare is refunded, airline penalties included.</Trans>}
      bookAnother={<Trans>Book another flight</Trans>}
    >
      {(reservation) => (
        <>
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
          <BookedPrice reservation={reservation} />
          <section aria-labelledby="policy-heading" className={`${card} p-5`}>
            <h2 id="policy-heading" className="text-lg font-semibold text-slate-900">
              <Trans>Cancellation policy</Trans>
            </h2>
            <FareConditionList conditions={reservation.offer.fareFamily.conditions} />
            {/* spec A §4: a ticketed flight can be voided within 24 hours of booking. */}
            <p className="mt-3 text-sm text-slate-700">
              <Trans>Within 24 hours of booking, a ticketed flight can be voided for a full refund.</Trans>
            </p>
          </section>
        </>
      )}
    </BookingReservationView>
  );
}

/** What was paid, line by line: the fare per passenger type, the agency's charges, refund protection; the total is their sum. */
function BookedPrice({ reservation }: { reservation: ReservationDetails }) {
  const protection = reservation.refundProtection?.protectionAmount ?? null;
  const price = protection ? subtract(reservation.totalAmount, protection) : reservation.totalAmount;
  const breakdown = reservation.breakdown ? { ...reservation.breakdown, total: price } : undefined;
  return <PriceSummary pricing={{ offer: reservation.offer, totalAmount: price, breakdown }} addOns={protection ? [{ kind: REFUND_PROTECTION, price: protection }] : []} />;
}
