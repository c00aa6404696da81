import { Trans } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { useEffect, useMemo, useState } from "react";
import { CATEGORY_VERTICAL, type BookingCategory } from "@/shared/api/agency-bookings";
import { CancellationDialog } from "../../../../../components/booking/cancellation-dialog";
import { dangerOutlineAction } from "../../../../../components/booking/styles";
import { useActivityLabels } from "../../../../../features/activities/labels";
import { cancellationLogic } from "../../../../../features/booking/actors";
import type { WebVertical } from "../../../../../features/booking/plug-in";
import { toastOf } from "../../../../../features/booking/toast";
import { webVerticalOf } from "../../../../../verticals";

// Cancelling from the agency's back office (spec B §4 "cancelled or voided"; hotel, car and activity
// cancellations through their verticals): the booking core's cancellation machine and dialog, on each
// vertical's own calls (its `cancellation` in WEB_VERTICALS, loaded when "Cancel booking" is pressed) — flights
// on the back office's paths (spec B §7 /api/agency/flights/bookings).

type Setup = Awaited<ReturnType<WebVertical["cancellation"]>>;

const toast = { toast: (_: unknown, params: Parameters<typeof toastOf>[0]) => toastOf(params) };

function CancellationFlow({ setup, referenceNumber, onDone }: { setup: Setup; referenceNumber: string; onDone: (changed: boolean) => void }) {
  const labels = useActivityLabels();
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
  const [setup, setSetup] = useState<Setup | null>(null);
  return (
    <>
      <button type="button" className={dangerOutlineAction} onClick={() => void webVerticalOf(CATEGORY_VERTICAL[category]).cancellation().then(setSetup)}>
        <Trans>Cancel booking</Trans>
      </button>
      {setup && (
        <CancellationFlow
          setup={setup}
          referenceNumber={referenceNumber}
          onDone={(changed) => {
            setSetup(null);
            if (changed) onChanged();
          }}
        />
      )}
    </>
  );
}
