// What an activity booking pays for: the payment child's `order` (the web's `confirmPayment` books it,
// then pays, with the core's idempotency keys).
import type { AddOnSelection } from "../booking/context";
import type { ActivityContact, ActivityTraveller, BookingAnswer } from "@/shared/api/activities";

export interface ActivityOrder {
  vertical: "activity";
  /** The bookable offer (a day, option, start time and travellers) as priced at checkout. */
  offerId: string;
  travellers: ActivityTraveller[];
  contact: ActivityContact;
  answers: BookingAnswer[];
  addOns: AddOnSelection[];
  /** The client an agent books for (null: for themselves). */
  clientId?: string | null;
  /** Booked from a proposal (docs/decisions.md "Proposals"). */
  proposalId?: string;
}
