// Activities in the browser (docs/architecture.md "Adding a vertical", step 5): the activity machine with
// its API actors, its pages and its URL form, for the booking runtime (src/web/features/booking). The
// runtime holds the actor, moves the URL and saves the checkout; this file says only what is particular
// to activities: a details page that loads the product, a choice checked for availability and priced
// (spec B §7 availability/check, bookings/checkout), book then pay, and a cancellation with reasons. The rules and
// the API calls load after the search page's first screen (../booking/deferred.ts).
import { fromPromise } from "xstate";
import { describeActivities, type ActivityPricing, type ActivityResult } from "@machines/activity-booking/description";
import type { ActivityOrder } from "@machines/activity-booking/order";
import { ACTIVITY_PATHS } from "@machines/activity-booking/routes";
import type { ActivitySearch } from "@machines/activity-booking/search-form";
import { createBookingMachine } from "@machines/booking/booking.machine";
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
import { createPaymentMachine } from "@machines/payment/payment.machine";
import type { ActivitySearchRequest, ActivitySearchResult } from "@/shared/api/activities";
import type { ActivityBookingDetails } from "@/shared/api/activity-bookings";
import type { FirstSearchAnswer, FirstSearchCall } from "@/shared/first-search";
import { REFUND_PROTECTION } from "@/shared/booking/add-on-kinds";
import { searchActivityPage } from "../../api/activity-search";
import { bookAndPayActors, cancellationLogic, deferredCancellation } from "../booking/actors";
import { deferredModule, deferredRules, readWhenLoaded, zodStep } from "../booking/deferred";
import { takeFirstSearch } from "../booking/first-search";
import type { FirstSearchStep, RuntimeActions, WebBookingVertical } from "../booking/web-vertical";
import { decodeRestore, encodeRestore, pageOf, pathOf, restoreOfSnapshot } from "./url";
import { activityUrlSearch } from "./url-params";

const rules = deferredRules("an activity rule", [zodStep, () => import("@/shared/activities/requests")], () => import("./rules-loaded"));
const calls = deferredModule("an activity call", () => import("./calls")).load;
const bookingCalls = deferredModule("an activity booking call", () => import("./booking-calls")).load;

// The activity machine built from its description, with the rules read once they have loaded.
const activityVertical = describeActivities(readWhenLoaded(() => rules.get().activityRules));
const activityBookingMachine = createBookingMachine(activityVertical);

export type ActivityLogic = typeof activityBookingMachine;

const activityPaymentMachine = createPaymentMachine<ActivityOrder>();

type ActivityResults = SearchOutput<ActivityResult, { totalSearchItem: number }>;

/**
 * The search's first call (spec B §3 activities/search, the first page of 50), and its first product's photo. The
 * pages are asked in the provider's order with no tag filter: the list filters and sorts the whole list at home
 * (the description's `visible`), so a filter or a sort asks nothing ("Every page fast on a phone": a filter within 2× a
 * no-op click). The sort and tags stay in the search, and so in the address.
 */
const firstSearch = {
  call: (search: ActivitySearch): FirstSearchCall & { body: ActivitySearchRequest } => {
    // The travellers are the details page's starting party, not a search filter.
    const { travellers: _party, ...request } = search;
    return { path: "activities/search", body: { ...request, start: 0, filterItem: { sortOrder: "RECOMMENDED", tags: [] } } };
  },
  photo: ({ answer }: FirstSearchAnswer) => (answer as { data?: Partial<ActivitySearchResult> } | null)?.data?.searchItem?.[0]?.image.url,
};

/** The products of the pages read so far, as the machine takes them (`search.progress`, the search actor's output). */
const resultsOf = (items: ActivitySearchResult["searchItem"], page: ActivitySearchResult): ActivityResults => ({
  offers: items.map((item) => ({ ...item, id: item.productCode })),
  totalSearchItem: page.totalSearchItem,
});

/** What the search does with its first page: shows it while the next is asked, or ends on it (fewer than 50). */
const firstStepOf = (page: ActivitySearchResult): FirstSearchStep => (page.hasMore ? { progress: resultsOf(page.searchItem, page) } : { done: resultsOf(page.searchItem, page) });

function logic(runtime: RuntimeActions): ActivityLogic {
  return activityBookingMachine.provide({
    actors: {
      // spec B §4: pages of 50 appended, no more once a page has fewer than 50. The first is shown as it arrives
      // (search.progress); the search ends with every page, so the filters and sort work on the whole list.
      search: fromPromise<ActivityResults, ActivitySearch>(async ({ input, self, signal }) => {
        const call = firstSearch.call(input);
        // The results page opened by address came with the first page's answer (part 5).
        const search = (start: number) => searchActivityPage({ ...call.body, start });
        let page = takeFirstSearch<ActivitySearchResult>(call)?.data ?? (await search(0));
        const items = [...page.searchItem];
        // The first page is shown at once; the rest are read before the list is drawn again, once: each page drawn
        // as it came was a render of the whole list more in the page's load (bench:weight, activity results).
        if (page.hasMore) self._parent?.send({ type: "search.progress", result: resultsOf(items, page) });
        // A new search or a page left stops the actor: no page more is asked for a list no one will draw.
        while (page.hasMore && page.searchItem.length > 0 && !signal.aborted) {
          page = await search(items.length);
          items.push(...page.searchItem);
        }
        return resultsOf(items, page);
      }),
      reprice: fromPromise<ActivityPricing, RepriceInput>(async ({ input }) => (await calls()).price(input)),
      revalidateOffer: fromPromise<ActivityPricing, RepriceInput>(async ({ input }) => (await calls()).price(input)),
      // Agent books for a client: the chosen offer priced again for the client picked at checkout (their
      // markup), and a ticked refund protection quoted again on that price.
      repriceForClient: fromPromise<RepriceForClientOutput<ActivityPricing>, RepriceForClientInput>(async ({ input }) => {
        const [{ price }, { quoteActivityRefundProtection, requoteAddOns }] = await Promise.all([calls(), bookingCalls()]);
        const pricing = await price(input);
        return { pricing, addOns: await requoteAddOns(input.addOns, pricing.offer.id, input.clientId ?? null, quoteActivityRefundProtection) };
      }),
      checkChoice: fromPromise<ActivityPricing, CheckChoiceInput>(async ({ input }) => (await calls()).checkChoice(input)),
      loadReservation: fromPromise<ActivityBookingDetails, LoadReservationInput>(async ({ input }) => (await bookingCalls()).getActivityBooking(input.referenceNumber)),
      releaseHold: fromPromise<void, ReleaseHoldInput>(async ({ input }) => (await bookingCalls()).releaseActivityHold(input.referenceNumber)),
      fetchPaymentOutcome: fromPromise<FetchPaymentOutcomeOutput, FetchPaymentOutcomeInput>(async ({ input }) => (await bookingCalls()).getPaymentOutcome("activities", input.idempotencyKey)),
      payment: activityPaymentMachine.provide({
        guards: { payable: (args) => rules.get().payable(args) },
        actors: bookAndPayActors<ActivityOrder>({
          book: async (order, attempt) =>
            (await bookingCalls()).bookActivity({
              ...attempt,
              offerId: order.offerId,
              travellers: order.travellers,
              contact: order.contact,
              answers: order.answers,
              ...(order.clientId ? { clientId: order.clientId } : {}),
              ...(order.proposalId ? { proposalId: order.proposalId } : {}),
              // spec B add-ons: the refund protection the traveller ticked, by its quote id.
              addOns: order.addOns.filter((addOn) => addOn.kind === REFUND_PROTECTION).map((addOn) => ({ kind: REFUND_PROTECTION, quoteId: addOn.id })),
            }),
          pay: async (request) => (await bookingCalls()).payActivity(request),
          completeThreeDSecure: async (request) => (await bookingCalls()).completeActivityThreeDSecure(request),
          outcome: async (key) => (await bookingCalls()).getPaymentOutcome("activities", key),
        }),
      }),
      cancellation: cancellationLogic(runtime, deferredCancellation(bookingCalls)),
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
  rules,
  storeSearch: async (search, url) => (await calls()).storeActivitySearch(search as ActivitySearchRequest, url),
  // The carried page is the search's first page (part 6: the server's first screen draws its first cards).
  firstSearch: { call: (search) => firstSearch.call(search as ActivitySearch), photo: firstSearch.photo, first: (data) => firstStepOf(data as ActivitySearchResult) },
};
