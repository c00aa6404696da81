import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { BookingFinishing } from "@/shared/api/bookings";
import { bookingStage, type BookingStatus } from "@/shared/booking/statuses";
import { useBookingActor, useBookingSelector } from "../context";
import { BookingPage } from "./booking-page";
import { useDocumentTitle } from "../../../lib/document-title";

/**
 * The confirmation page and the booking detail page (My trip) of every vertical: titled by what the booking is now (booked, on hold, ended,
 * failed: `bookingStage`, so a held booking is never shown as booked), with the vertical's own words for
 * a booked one and its booking view below.
 */
export function BookingConfirmationPage({
  booked,
  bookedNote,
  documentTitle,
  children,
}: {
  booked: ReactNode;
  bookedNote?: ReactNode;
  /** The tab's title: a booking's detail page names its kind ("Flight booking"). */
  documentTitle?: string;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  // Mounting the page restores the booking from the URL after a refresh or a shared link.
  useBookingActor();
  const status = useBookingSelector((s) => (s.context.reservation as { bookingStatus?: BookingStatus } | null)?.bookingStatus ?? null);
  const finishing = useBookingSelector((s) => (s.context.reservation as { finishing?: BookingFinishing | null } | null)?.finishing ?? null);
  const stage = status ? bookingStage(status) : "booked";
  // Charged means finished or refunded (docs/decisions.md): paid but still being finished is neither "booked" nor
  // an error; given back, it says where the money went instead of "nothing was charged".
  const giveBackAt = finishing?.giveBackAt ? i18n.date(new Date(finishing.giveBackAt), { timeStyle: "short" }) : "";
  const title = documentTitle ?? t`Booking confirmation`;
  useDocumentTitle(title);
  return (
    <BookingPage
      title={
        finishing?.state === "finishing" ? (
          <Trans>We are finishing your booking</Trans>
        ) : finishing?.state === "refunded" ? (
          <Trans>Your booking could not be completed</Trans>
        ) : (
          {
            booked,
            held: <Trans>Your booking is on hold</Trans>,
            ended: <Trans>Booking cancelled</Trans>,
            failed: <Trans>This booking was not completed</Trans>,
          }[stage]
        )
      }
      subtitle={
        finishing?.state === "finishing" ? (
          <Trans>Your payment went through and we are completing your booking with the supplier. If it is not done by {giveBackAt}, we refund your payment in full and email you.</Trans>
        ) : finishing?.state === "refunded" ? (
          <Trans>We could not complete it with the supplier in time, so your payment was refunded in full. We emailed you the details.</Trans>
        ) : (
          {
            booked: bookedNote ?? <Trans>Keep your reference number for any change or question.</Trans>,
            held: <Trans>It is not paid yet and nothing was charged. Continue to payment, or release it.</Trans>,
            ended: <Trans>The refund goes back to the card you paid with.</Trans>,
            failed: <Trans>Nothing was charged. You can search again.</Trans>,
          }[stage]
        )
      }
    >
      {children}
    </BookingPage>
  );
}
