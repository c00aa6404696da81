import { type ActivityOffer } from "@/shared/api/activities";
import { activityProposalOffer, type ActivityProposalOffer } from "@/shared/api/activity-bookings";
import { proposalBookPath } from "@/shared/api/proposals";
import { money } from "@/shared/money";
import type { ProposalItemVertical, ProposalLine } from "../bookings/vertical";
import { ActivitySupplierError, type ActivitySupplier } from "../suppliers/activities/types";

// An activity as an item of a proposal (docs/decisions.md "Proposals"): the day, option, start time and travellers the
// agent chose, checked with the provider again each time the client opens the proposal (a new bookable offer: an offer
// id expires, the choice does not). The client books it on the activity's details page, on the offer as found now.

export const activityProposalMessages = {
  when: /*i18n*/ { id: "activity.proposal.when", message: "{date} at {time}, local time" },
  participants: /*i18n*/ {
    id: "activity.proposal.participants",
    message: "{adults, plural, one {# adult} other {# adults}}{children, plural, =0 {} one {, # child} other {, # children}}",
  },
} as const;

/** The activity in its own words: the day and time, the option's name is the subtitle, the participants. */
export function activityLines(offer: ActivityOffer): ProposalLine[] {
  return [
    { ...activityProposalMessages.when, values: { date: offer.travelDate, time: offer.startTime } },
    { ...activityProposalMessages.participants, values: { adults: offer.travellers.ADT, children: offer.travellers.CHD } },
  ];
}

export function activityProposalItem(supplier: ActivitySupplier): ProposalItemVertical {
  return {
    parse(offer) {
      const parsed = activityProposalOffer.safeParse(offer);
      return parsed.success ? parsed.data : null;
    },
    async quote(stored) {
      const { productCode, travelDate, travellers, optionCode, startTime } = stored as ActivityProposalOffer;
      let offer: ActivityOffer | null;
      try {
        offer = (await supplier.availability({ productCode, travelDate, travellers, optionCode, startTime })).offer;
      } catch (error) {
        // A product, day or option the provider no longer has (or a slot sold out) is an offer no longer available.
        if (error instanceof ActivitySupplierError) return null;
        throw error;
      }
      if (!offer) return null;
      return {
        title: offer.title,
        subtitle: offer.optionTitle,
        start: `${offer.travelDate}T${offer.startTime}`,
        end: null,
        net: money(offer.totalAmount.amount, offer.totalAmount.currency),
        details: activityLines(offer),
        offerId: offer.id,
      };
    },
    bookPath: (proposalId, stored, quote) => proposalBookPath((stored as ActivityProposalOffer).page, proposalId, quote.offerId),
  };
}
