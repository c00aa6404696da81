import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { BookingPage } from "../../booking/components/booking-page";
import type { HotelDeal } from "../deal";
import { HotelDealNotFound, HotelDealView } from "./deal";

/**
 * `/booknow/hotels/deal/{proposalId}` (spec B §2): the proposal once read (`deal`), or, drawn by the server before
 * it is (src/web/first-screen.tsx: reading a proposal marks it viewed, so the first HTML does not), the page's title
 * band over the place the proposal takes.
 */
export function HotelDealScreen({ deal }: { deal: HotelDeal | null }) {
  const { t } = useLingui();
  const found = deal?.found ?? true;
  useEffect(() => {
    document.title = found ? t`Your hotel proposal` : t`Proposal not found`;
  }, [t, found]);
  if (deal && !deal.found) return <HotelDealNotFound message={deal.message} />;
  return (
    <BookingPage title={<Trans>Your hotel proposal</Trans>} subtitle={<Trans>A stay your travel agent chose for you. Check it and book it in a few steps.</Trans>}>
      {deal ? <HotelDealView deal={deal} /> : <div className="min-h-96" aria-busy="true" />}
    </BookingPage>
  );
}
