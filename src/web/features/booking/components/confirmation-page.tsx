import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, type ReactNode } from "react";
import { bookingStage, type BookingStatus } from "../../../../shared/booking/statuses";
import { useBookingActor, useBookingSelector } from "../context";
import { BookingPage } from "./booking-page";

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
  const { t } = useLingui();
  // Mounting the page restores the booking from the URL after a refresh or a shared link.
  useBookingActor();
  const status = useBookingSelector((s) => (s.context.reservation as { bookingStatus?: BookingStatus } | null)?.bookingStatus ?? null);
  const stage = status ? bookingStage(status) : "booked";
  const title = documentTitle ?? t`Booking confirmation`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <BookingPage
      title={
        {
          booked,
          held: <Trans>Your booking is on hold</Trans>,
          ended: <Trans>Booking cancelled</Trans>,
          failed: <Trans>This booking was not completed</Trans>,
        }[stage]
      }
      subtitle={
        {
          booked: bookedNote ?? <Trans>Keep your reference number for any change or question.</Trans>,
          held: <Trans>It is not paid yet and nothing was charged. Continue to payment, or release it.</Trans>,
          ended: <Trans>The refund goes back to the card you paid with.</Trans>,
          failed: <Trans>Nothing was charged. You can search again.</Trans>,
        }[stage]
      }
    >
      {children}
    </BookingPage>
  );
}
