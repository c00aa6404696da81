import { Trans } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { useEffect, useMemo, useState } from "react";
import { activityMessages } from "../../../../../../machines/activity-booking/messages";
import { carBookingMessages } from "../../../../../../machines/car-booking/messages";
import { flightMessages } from "../../../../../../machines/flight-booking/messages";
import { hotelBookingMessages } from "../../../../../../machines/hotel-booking/messages";
import type { MessageDescriptor } from "../../../../../shared/validation/messages";
import type { BookingCategory } from "../../../../../shared/api/agency-bookings";
import { agencyFlightCancellation } from "../../../../api/flights";
import { CancellationDialog } from "../../../../components/booking/cancellation-dialog";
import { dangerOutlineAction } from "../../../../components/booking/styles";
import { activityCancellationCalls } from "../../../../features/activities/cancellation";
import { useActivityLabels } from "../../../../features/activities/labels";
import { cancellationLogic, type CancellationCalls } from "../../../../features/booking/actors";
import { toastOf } from "../../../../features/booking/toast";
import { carCancellationCalls } from "../../../../features/cars/cancellation";
import { hotelCancellationCalls } from "../../../../features/hotels/cancellation";

// Cancelling from the agency's back office (spec B §4 "cancelled or voided"; hotel, car and activity
// cancellations through their verticals): the booking core's cancellation machine and dialog, on each
// vertical's own calls — flights on the back office's paths (spec B §7 /api/agency/flights/bookings).

const CANCELLATION: Record<BookingCategory, { calls: CancellationCalls; success: MessageDescriptor }> = {
  flights: { calls: agencyFlightCancellation, success: flightMessages.cancelled },
  hotels: { calls: hotelCancellationCalls, success: hotelBookingMessages.cancelled },
  cars: { calls: carCancellationCalls, success: carBookingMessages.cancelled },
  activities: { calls: activityCancellationCalls, success: activityMessages.cancelled },
};

const toast = { toast: (_: unknown, params: Parameters<typeof toastOf>[0]) => toastOf(params) };

function CancellationFlow({ category, referenceNumber, onDone }: { category: BookingCategory; referenceNumber: string; onDone: (changed: boolean) => void }) {
  const labels = useActivityLabels();
  const setup = CANCELLATION[category];
  const logic = useMemo(() => cancellationLogic(toast, setup.calls), [setup]);
  // The quote decides whether a void is offered (only a flight's, within 24 hours, can be voidable).
  const actor = useActorRef(logic, { input: { referenceNumber, successMessage: setup.success, allowVoid: true } });
  useEffect(() => {
    const subscription = actor.subscribe((s) => {
      if (s.status === "done") onDone(s.output?.status !== "dismissed");
    });
    return () => subscription.unsubscribe();
  }, [actor, onDone]);
  return <CancellationDialog cancellation={actor} reasonLabel={(reason) => labels.reasons[reason] ?? reason} />;
}

/** "Cancel booking": opens the shared cancellation dialog; `onChanged` reads the booking again once it is cancelled. */
export function CancelBooking({ category, referenceNumber, onChanged }: { category: BookingCategory; referenceNumber: string; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={dangerOutlineAction} onClick={() => setOpen(true)}>
        <Trans>Cancel booking</Trans>
      </button>
      {open && (
        <CancellationFlow
          category={category}
          referenceNumber={referenceNumber}
          onDone={(changed) => {
            setOpen(false);
            if (changed) onChanged();
          }}
        />
      )}
    </>
  );
}
