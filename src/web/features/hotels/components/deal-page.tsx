import { Trans, useLingui } from "@lingui/react/macro";
import { BookingPage } from "../../booking/components/booking-page";
import type { HotelProposal } from "@/shared/api/hotels";
import { OFFER_REFERENCE_CALLS } from "@/shared/offer-references";
import { firstAnswerData } from "../../../api/first-answer-data";
import type { HotelDeal } from "../deal";
import { DealHotel, HotelDealNotFound, HotelDealView } from "./deal";
import { useDocumentTitle } from "../../../lib/document-title";

/**
 * `/booknow/hotels/deal/{proposalId}` (spec B §2): the proposal once read (`deal`), or, drawn by the server before
 * the app has read it (src/web/first-screen.tsx), the page's title band over the proposed hotel as the first HTML's
 * peek at the proposal gives it (its picture, the page's largest paint; the peek marks nothing viewed: the app's
 * read does), else over the place the proposal takes.
 */
export function HotelDealScreen({ deal, proposalId }: { deal: HotelDeal | null; proposalId?: string }) {
  const { t } = useLingui();
  const found = deal?.found ?? true;
  useDocumentTitle(found ? t`Your hotel proposal` : t`Proposal not found`);
  if (deal && !deal.found) return <HotelDealNotFound message={deal.message} />;
  return (
    <BookingPage title={<Trans>Your hotel proposal</Trans>} subtitle={<Trans>A stay your travel agent chose for you. Check it and book it in a few steps.</Trans>}>
      {deal ? <HotelDealView deal={deal} /> : <DealPending proposalId={proposalId} />}
    </BookingPage>
  );
}

function DealPending({ proposalId }: { proposalId: string | undefined }) {
  const peeked = proposalId ? firstAnswerData<HotelProposal>(OFFER_REFERENCE_CALLS.proposal(proposalId)) : null;
  return peeked ? <DealHotel hotel={peeked.hotel} /> : <div className="min-h-96" aria-busy="true" />;
}
