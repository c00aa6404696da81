// Activities in the browser (docs/architecture.md "Adding a vertical", step 5): the activity machine with
// its API actors, its pages and its URL form, for the booking runtime (src/web/features/booking). The
// runtime holds the actor, moves the URL and saves the checkout; this file says only what is particular
// to activities: a details page that loads the product, a choice checked for availability and priced
// (spec B §7 availability/check, bookings/checkout), book then pay, and a cancellation with reasons.
import { msg } from "@lingui/core/macro";
import { fromPromise } from "xstate";
import { activityBookingMachine, activityVertical, type ActivityChoice, type ActivityPricing, type ActivityResult } from "@machines/activity-booking/activity-booking.machine";
import type { ActivityOrder } from "@machines/activity-booking/order";
import { ACTIVITY_PATHS } from "@machines/activity-booking/routes";
import type { ActivitySearch } from "@machines/activity-booking/search-form";
import type {
  CheckChoiceInput,
  FetchPaymentOutcomeInput,
  FetchPaymentOutcomeOutput,
  LoadReservationInput,
  ReleaseHoldInput,
  RepriceForClientInput,
  RepriceForClientOutput,
  RepriceInput,
  SearchOutput,
} from "@machines/booking/contracts";
import { createPayableMachine } from "@machines/payment/payable";
import { productCode, type ActivityBookingDetails, type ActivityCheckoutResult, type ActivitySearchRequest } from "@/shared/api/activities";
import type { ApiFailure } from "@/shared/api/failure";
import { REFUND_PROTECTION } from "@/shared/booking/add-on-kinds";
import {
  bookActivity,
  checkAvailability,
  checkoutOffer,
  completeActivityThreeDSecure,
  getActivityBooking,
  getActivityDetails,
  payActivity,
  quoteActivityRefundProtection,
  releaseActivityHold,
  searchActivities,
  storeActivitySearch,
} from "../../api/activities";
import { i18n } from "../../i18n";
import { getPaymentOutcome } from "../checkout-sessions/api";
import { bookAndPayActors, cancellationLogic } from "../booking/actors";
import { activityCancellationCalls } from "./cancellation";
import { requoteAddOns } from "../booking/refund-protection";
import type { RuntimeActions, WebBookingVertical } from "../booking/web-vertical";
import { decodeRestore, encodeRestore, pageOf, pathOf, productCodeOf, restoreOfSnapshot } from "./url";
import { activityUrlSearch } from "./url-params";

export type ActivityLogic = typeof activityBookingMachine;

const activityPaymentMachine = createPayableMachine<ActivityOrder>();

/** The checkout's answer as the machine's pricing (the agency's markup fields stay on the server's side). */
function bookablePricing({ offer, markupType: _type, markupValue: _value, agencyFee: _fee, ...rest }: ActivityCheckoutResult): ActivityPricing {
  return { ...rest, offer: { ...offer, kind: "bookable" } };
}

/**
 * The details page's offer: a product code loads the product (before a choice, its "from" price); a
 * bookable offer's id (after a choice, a refresh of checkout) is priced again.
 */
async function price({ offerId, clientId }: RepriceInput): Promise<ActivityPricing> {
  if (productCode.safeParse(offerId).success) {
    const details = await getActivityDetails(offerId);
    return { offer: { ...details, id: details.productCode, kind: "product" }, priceChanged: false, previousTotal: null, totalAmount: details.fromPrice };
  }
  return bookablePricing(await checkoutOffer(offerId, clientId));
}

/** The choice checked with the supplier, then its offer priced as checkout will book it (a moved price shows before checkout). */
async function checkChoice({ offerId, choice, clientId }: CheckChoiceInput): Promise<ActivityPricing> {
  const chosen = choice as ActivityChoice;
  // The product of the offer shown: its code, or the product of a choice made before (a second choice, a checkout link).
  const answer = await checkAvailability({ productCode: productCodeOf(offerId), ...chosen, ...(clientId ? { clientId } : {}) });
  if (!answer.offer) {
    const failure: ApiFailure = { httpStatus: 409, message: i18n._(msg`This time is no longer available for your party. Please choose another.`) };
    throw failure;
  }
  return bookablePricing(await checkoutOffer(answer.offer.id, clientId));
}

function logic(runtime: RuntimeActions): ActivityLogic {
  return activityBookingMachine.provide({
    actors: {
      search: fromPromise<SearchOutput<ActivityResult, { totalSearchItem: number; hasMore: boolean }>, ActivitySearch>(async ({ input }) => {
        // The travellers are the details page's starting party, not a search filter.
        const { travellers: _party, ...request } = input;
        const page = await searchActivities(request);
        return { offers: page.searchItem.map((item) => ({ ...item, id: item.productCode })), totalSearchItem: page.totalSearchItem, hasMore: page.hasMore };
      }),
      reprice: fromPromise<ActivityPricing, RepriceInput>(({ input }) => price(input)),
      revalidateOffer: fromPromise<ActivityPricing, RepriceInput>(({ input }) => price(input)),
      // Agent books for a client: the chosen offer priced again for the client picked at checkout (their
      // markup), and a ticked refund protection quoted again on that price.
      repriceForClient: fromPromise<RepriceForClientOutput<ActivityPricing>, RepriceForClientInput>(async ({ input }) => {
        const pricing = await price(input);
        return { pricing, addOns: await requoteAddOns(input.addOns, pricing.offer.id, input.clientId ?? null, quoteActivityRefundProtection) };
      }),
      checkChoice: fromPromise<ActivityPricing, CheckChoiceInput>(({ input }) => checkChoice(input)),
      loadReservation: fromPromise<ActivityBookingDetails, LoadReservationInput>(({ input }) => getActivityBooking(input.referenceNumber)),
      releaseHold: fromPromise<void, ReleaseHoldInput>(({ input }) => releaseActivityHold(input.referenceNumber)),
      fetchPaymentOutcome: fromPromise<FetchPaymentOutcomeOutput, FetchPaymentOutcomeInput>(({ input }) => getPaymentOutcome("activities", input.idempotencyKey)),
      payment: activityPaymentMachine.provide({
        actors: bookAndPayActors<ActivityOrder>({
          book: (order, idempotencyKey) =>
            bookActivity({
              idempotencyKey,
              offerId: order.offerId,
              travellers: order.travellers,
              contact: order.contact,
              answers: order.answers,
              ...(order.clientId ? { clientId: order.clientId } : {}),
              ...(order.proposalId ? { proposalId: order.proposalId } : {}),
              // spec B add-ons: the refund protection the traveller ticked, by its quote id.
              addOns: order.addOns.filter((addOn) => addOn.kind === REFUND_PROTECTION).map((addOn) => ({ kind: REFUND_PROTECTION, quoteId: addOn.id })),
            }),
          pay: payActivity,
          completeThreeDSecure: completeActivityThreeDSecure,
          outcome: (key) => getPaymentOutcome("activities", key),
        }),
      }),
      cancellation: cancellationLogic(runtime, activityCancellationCalls),
    },
    actions: { ...runtime },
  }) as ActivityLogic;
}

export const activityWebVertical: WebBookingVertical<ActivityLogic> = {
  id: "activityBooking",
  paths: ACTIVITY_PATHS,
  logic,
  url: {
    parse: (search) => activityUrlSearch(search as Record<string, unknown>),
    encode: encodeRestore,
    decode: (pathname, params) => decodeRestore(pathname, activityUrlSearch(params)),
    restoreOfSnapshot,
    pathOf,
    pageOf,
  },
  description: activityVertical,
  storeSearch: (search, url) => storeActivitySearch(search as ActivitySearchRequest, url),
};
