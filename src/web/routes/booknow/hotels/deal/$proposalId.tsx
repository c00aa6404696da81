import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { BookingPage } from "../../../../features/booking/components/booking-page";
import { HotelDealView, HotelDealNotFound } from "../../../../features/hotels/components/deal";
import { loadHotelDeal } from "../../../../features/hotels/deal";

// spec B §2 /booknow/hotels/deal/{proposalId}: a hotel an agent proposed; public like the hotel search (checkout asks to log in).
export const Route = createFileRoute("/booknow/hotels/deal/$proposalId")({
  loader: ({ params }) => loadHotelDeal(params.proposalId),
  component: HotelDealPage,
});

function HotelDealPage() {
  const { t } = useLingui();
  const deal = Route.useLoaderData();
  useEffect(() => {
    document.title = deal.found ? t`Your hotel proposal` : t`Proposal not found`;
  }, [t, deal.found]);
  if (!deal.found) return <HotelDealNotFound message={deal.message} />;
  return (
    <BookingPage title={<Trans>Your hotel proposal</Trans>} subtitle={<Trans>A stay your travel agent chose for you. Check it and book it in a few steps.</Trans>}>
      <HotelDealView deal={deal} />
    </BookingPage>
  );
}
