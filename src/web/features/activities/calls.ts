// The activity machine's finding calls (a product, a choice checked, the offer priced): loaded when the first one is
// made, so the search page's first screen does not carry ky and the answers' schemas ("Every page fast on a phone").
// The booking calls are ./booking-calls.ts, loaded when the first of them is made (a details page opened by its
// address evaluates only these). ./web-vertical.ts imports both on demand.
import { msg } from "@lingui/core/macro";
import type { ActivityChoice, ActivityPricing } from "@machines/activity-booking/description";
import type { CheckChoiceInput, RepriceInput } from "@machines/booking/contracts";
import { productCode, type ActivityCheckoutResult } from "@/shared/api/activities";
import type { ApiFailure } from "@/shared/api/failure";
import { checkAvailability, checkoutOffer, getActivityDetails } from "../../api/activities";
import { i18n } from "../../i18n";
import { productCodeOf } from "./url";

export { storeActivitySearch } from "../../api/activities";

/** The checkout's answer as the machine's pricing (the agency's markup fields stay on the server's side). */
function bookablePricing({ offer, markupType: _type, markupValue: _value, agencyFee: _fee, ...rest }: ActivityCheckoutResult): ActivityPricing {
  return { ...rest, offer: { ...offer, kind: "bookable" } };
}

/**
 * The details page's offer: a product code loads the product (before a choice, its "from" price); a
 * bookable offer's id (after a choice, a refresh of checkout) is priced again.
 */
export async function price({ offerId, clientId }: RepriceInput): Promise<ActivityPricing> {
  if (productCode.safeParse(offerId).success) {
    const details = await getActivityDetails(offerId);
    return { offer: { ...details, id: details.productCode, kind: "product" }, priceChanged: false, previousTotal: null, totalAmount: details.fromPrice };
  }
  return bookablePricing(await checkoutOffer(offerId, clientId));
}

/** The choice checked with the supplier, then its offer priced as checkout will book it (a moved price shows before checkout). */
export async function checkChoice({ offerId, choice, clientId }: CheckChoiceInput): Promise<ActivityPricing> {
  const chosen = choice as ActivityChoice;
  // The product of the offer shown: its code, or the product of a choice made before (a second choice, a checkout link).
  const answer = await checkAvailability({ productCode: productCodeOf(offerId), ...chosen, ...(clientId ? { clientId } : {}) });
  if (!answer.offer) {
    const failure: ApiFailure = { httpStatus: 409, message: i18n._(msg`This time is no longer available for your party. Please choose another.`) };
    throw failure;
  }
  return bookablePricing(await checkoutOffer(answer.offer.id, clientId));
}
