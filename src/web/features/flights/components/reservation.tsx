import { Trans } from "@lingui/react/macro";
import type { ReservationDetails } from "../../../../shared/api/flights";
import { card } from "../../../components/booking/styles";
import { usePassengerTypeLabel } from "../../../components/booking/traveller-fields";
import { BookingReservationView } from "../../booking/components/reservation";
import { Itinerary } from "./itinerary";

/** A flight's confirmation and reservation details: the core's booking page with the itinerary, travellers and PNR (spec A §4). */
export function ReservationView() {
  const typeLabel = usePassengerTypeLabel();
  return (
    <BookingReservationView<ReservationDetails>
      supplierReference={(reservation) =>
        reservation.pnr && (
          <p className="mt-1 text-sm text-slate-700">
            <Trans>Airline booking code (PNR): {reservation.pnr}</Trans>
          </p>
        )
      }
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
        </>
      )}
    </BookingReservationView>
  );
}
