import { Trans } from "@lingui/react/macro";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo, useState } from "react";
import { createPayableMachine } from "@machines/payment/payable";
import { requireCard } from "@machines/payment/payment.machine";
import { failureMessage } from "@machines/effects";
import type { AgencyBookingDetail } from "@/shared/api/agency-bookings";
import { toApiFailure } from "@/shared/api/failure";
import { backOfficeMessages } from "@/shared/back-office/messages";
import { completeThreeDSecure, payTicket, ticketBooking } from "../../../api/flight-bookings";
import { cardPaymentActors } from "../../../lib/card-gateway";
import { CardPaymentForm, type PaymentActor } from "../../../components/booking/card-payment-form";
import { BookingModal } from "../../../components/booking/modal";
import { primaryAction } from "../../../components/booking/styles";
import { ThreeDSecureChallenge } from "../../../components/booking/three-d-secure-challenge";
import { useAgency } from "../../../state/site";
import { paymentOutcomeOf } from "../../booking/actors";
import { toastOf } from "../../booking/toast";

// spec B §4 "Back office: a flight booking can be ticketed (status updated to the returned bookingStatus)";
// §7 POST /api/flight/ticket and /api/flight/ticket/payment; §8 'Your booking is ticketed successfully…'.
// A booking on hold is paid first: the booking core's payment machine (card, 3-D Secure, decline, retry)
// runs on the ticket payment call. A paid one (its ticketing was cut off) is ticketed in one call.

interface TicketOrder {
  referenceNumber: string;
}

const ticketPayment = createPayableMachine<TicketOrder>().provide({
  actors: cardPaymentActors<TicketOrder>({
    confirm: async (input) => paymentOutcomeOf(await payTicket({ idempotencyKey: input.idempotencyKey, referenceNumber: input.order.referenceNumber, card: requireCard(input) })),
    complete: async (input) => paymentOutcomeOf(await completeThreeDSecure({ referenceNumber: input.reference, challengeId: input.challengeId, approve: input.approve })),
  }),
});

/** The card step of one ticketing attempt (one idempotency key: a repeat never charges twice). */
function TicketPayment({ booking, onClose, onTicketed }: { booking: AgencyBookingDetail; onClose: () => void; onTicketed: () => void }) {
  const agency = useAgency();
  const input = useMemo(() => ({ idempotencyKey: crypto.randomUUID(), amount: booking.totalAmount, order: { referenceNumber: booking.referenceNumber } }), [booking.totalAmount, booking.referenceNumber]);
  const payment = useActorRef(ticketPayment, { input });
  const challenge = useSelector(payment, (s) => s.matches("requiresAction") || s.matches("completingChallenge"));
  const busy = useSelector(payment, (s) => s.hasTag("busy"));
  useEffect(() => {
    const subscription = payment.subscribe((s) => {
      if (s.status !== "done") return;
      if (s.output?.status === "succeeded") {
        toastOf({ kind: "success", message: backOfficeMessages.ticketed });
        onTicketed();
      } else onClose();
    });
    return () => subscription.unsubscribe();
  }, [payment, onClose, onTicketed]);
  const actor = payment as unknown as PaymentActor;
  return (
    <>
      <BookingModal isOpen={!challenge} dismissable={!busy} onOpenChange={(open) => !open && payment.send({ type: "payment.abandoned" })} title={<Trans>Pay and ticket</Trans>} fullScreenOnMobile>
        <p className="mb-4 text-sm text-slate-700">
          <Trans>This booking is on hold. Pay for it to issue the tickets; the PNR is emailed to the traveller.</Trans>
        </p>
        <CardPaymentForm payment={actor} amount={booking.totalAmount} onBack={() => payment.send({ type: "payment.abandoned" })} />
      </BookingModal>
      <ThreeDSecureChallenge payment={actor} amount={booking.totalAmount} merchant={agency.agencyName} />
    </>
  );
}

/** "Ticket booking" on a flight's back-office page; `onChanged` reads the booking again (its status, its history). */
export function TicketBooking({ booking, onChanged }: { booking: AgencyBookingDetail; onChanged: () => void }) {
  const [paying, setPaying] = useState(false);
  const [issuing, setIssuing] = useState(false);
  const start = async () => {
    if (booking.bookingStatus === "held") {
      setPaying(true);
      return;
    }
    setIssuing(true);
    try {
      const { message } = await ticketBooking(booking.referenceNumber);
      toastOf({ kind: "success", message });
      onChanged();
    } catch (error) {
      toastOf({ kind: "error", message: failureMessage(toApiFailure(error)) });
    } finally {
      setIssuing(false);
    }
  };
  return (
    <>
      <button type="button" className={primaryAction} onClick={() => void start()} disabled={issuing} aria-busy={issuing}>
        <Trans>Ticket booking</Trans>
      </button>
      {paying && (
        <TicketPayment
          booking={booking}
          onClose={() => setPaying(false)}
          onTicketed={() => {
            setPaying(false);
            onChanged();
          }}
        />
      )}
    </>
  );
}
