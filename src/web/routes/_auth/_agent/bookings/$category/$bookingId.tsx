import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, notFound, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { bookingCategory, type BookingCategory } from "@/shared/api/agency-bookings";
import { toApiFailure } from "@/shared/api/failure";
import { failureMessage } from "@machines/effects";
import { getAgencyBooking } from "../../../../../api/agency-bookings";
import { Alert } from "../../../../../components/booking/alert-text";
import { linkAction } from "../../../../../components/booking/styles";
import { loadAgentProfile } from "../../../../../features/accounts/agent-profile";
import { BookingDetailView } from "../../../../../features/back-office/components/booking-detail";
import { TicketBooking } from "../../../../../features/back-office/components/ticket-booking";
import { useCategoryText } from "../../../../../features/back-office/labels";
import { AgentPage } from "../../../../-components/agent/agent-page";
import { useDocumentTitle } from "../../../../../lib/document-title";
import { CancelBooking } from "../-components/cancel-booking";

// spec B §7 "GET detail by id": one booking of the agency's back office, with its status history and who
// it is for, and what can be done to it now (ticket a flight, cancel or void).

function categoryOf(raw: string): BookingCategory {
  const parsed = bookingCategory.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export const Route = createFileRoute("/_auth/_agent/bookings/$category/$bookingId")({
  loader: async ({ params }) => {
    const category = categoryOf(params.category);
    await loadAgentProfile();
    return { category, booking: await getAgencyBooking(category, params.bookingId) };
  },
  component: BookingPage,
  errorComponent: BookingError,
});

function BackToList({ category }: { category: BookingCategory }) {
  const text = useCategoryText();
  const list = text.title[category];
  return (
    <Link to="/bookings/$category" params={{ category }} search={{}} className={linkAction}>
      <Trans>Back to {list}</Trans>
    </Link>
  );
}

function BookingPage() {
  const { category, booking } = Route.useLoaderData();
  const router = useRouter();
  const reference = booking.referenceNumber;
  const { t } = useLingui();
  useDocumentTitle(t`Booking ${reference}`);
  const reload = () => void router.invalidate();
  const actions = (
    <>
      {booking.actions.ticket && <TicketBooking booking={booking} onChanged={reload} />}
      {booking.actions.cancel && <CancelBooking category={category} referenceNumber={reference} onChanged={reload} />}
    </>
  );
  return (
    <AgentPage title={<Trans>Booking {reference}</Trans>} intro={<BackToList category={category} />}>
      <BookingDetailView booking={booking} actions={booking.actions.ticket || booking.actions.cancel ? actions : null} />
    </AgentPage>
  );
}

function BookingError({ error }: ErrorComponentProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Booking`);
  const { category } = Route.useParams();
  const parsed = bookingCategory.safeParse(category);
  return (
    <AgentPage title={<Trans>Booking</Trans>}>
      <div className="space-y-4">
        <Alert message={failureMessage(toApiFailure(error))} />
        {parsed.success && <BackToList category={parsed.data} />}
      </div>
    </AgentPage>
  );
}
