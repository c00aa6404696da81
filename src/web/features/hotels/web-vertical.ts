// Hotels in the browser (docs/architecture.md "Adding a vertical", step 5): the hotel machine with its API
// actors, its pages and its URL form, for the booking runtime (src/web/features/booking). The runtime
// holds the actor, moves the URL and saves the checkout; this file says only what is particular to hotels. The rules
// and the API calls load after the search page's first screen (../booking/deferred.ts).
import { fromPromise } from "xstate";
import type {
  FetchPaymentOutcomeInput,
  FetchPaymentOutcomeOutput,
  LoadReservationInput,
  ReleaseHoldInput,
  RepriceForClientInput,
  RepriceForClientOutput,
  RepriceInput,
  RevalidateOfferInput,
  SearchOutput,
} from "@machines/booking/contracts";
import { createBookingMachine } from "@machines/booking/booking.machine";
import { describeHotels, type HotelOffer, type HotelPricing, type HotelResultSlots } from "@machines/hotel-booking/description";
import type { HotelOrder } from "@machines/hotel-booking/order";
import { HOTEL_PATHS } from "@machines/hotel-booking/routes";
import { createPaymentMachine } from "@machines/payment/payment.machine";
import type { HotelContent, HotelRoom, HotelSearchRequest, HotelSearchStarted } from "@/shared/api/hotels";
import type { FirstSearchAnswer, FirstSearchCall } from "@/shared/first-search";
import type { HotelBookingRecord } from "@/shared/api/hotel-bookings";
import { REFUND_PROTECTION } from "@/shared/booking/add-on-kinds";
import { HOTEL_COMPLETED_PAGE_SIZE, HOTEL_PAGE_SIZE } from "@/shared/hotels/stay";
import { bookAndPayActors, cancellationLogic, deferredCancellation } from "../booking/actors";
import { deferredModule, deferredRules, readWhenLoaded, zodStep } from "../booking/deferred";
import { takeFirstSearch } from "../booking/first-search";
import type { FirstSearchStep, RuntimeActions, WebBookingVertical } from "../booking/web-vertical";
import { decodeRestore, encodeRestore, restoreOfSnapshot } from "./url";
import { hotelUrlSearch } from "./url-params";

const rules = deferredRules("a hotel rule", [zodStep, () => import("@/shared/hotels/requests")], () => import("./rules-loaded"));
const calls = deferredModule("a hotel call", () => import("./calls")).load;
const bookingCalls = deferredModule("a hotel booking call", () => import("./booking-calls")).load;

// The hotel machine built from its description, with the rules read once they have loaded.
const hotelVertical = describeHotels(readWhenLoaded(() => rules.get().hotelRules));
const hotelBookingMachine = createBookingMachine(hotelVertical);

export type HotelLogic = typeof hotelBookingMachine;

/** The booking record as the core's booking page reads it (its total is what was paid). */
export type HotelReservation = HotelBookingRecord & { totalAmount: HotelBookingRecord["paymentBreakup"]["total"] };

/** spec B §4: a hotel id of the results (`{cityId}-{index}`); anything else the details page selects is a rate. */
const HOTEL_ID = /^\d{1,9}-\d{1,5}$/;
/** The sandbox lets one batch arrive per poll (docs/sandbox.md: 4); a search that never completes stops here. */
const MAX_POLLS = 12;
const POLL_INTERVAL_MS = 400;

const hotelPaymentMachine = createPaymentMachine<HotelOrder>();

/**
 * The search's start as the first HTML carries it (spec B §7 searchasync, with its first poll in the answer:
 * `firstPoll`), and that poll's first hotel's photo.
 */
const firstSearch = {
  call: (search: HotelSearchRequest): FirstSearchCall => ({ path: "v2/hotel/searchasync?firstPoll=true", body: search }),
  photo: ({ answer }: FirstSearchAnswer) => (answer as { data?: Partial<HotelSearchStarted> } | null)?.data?.firstPoll?.hotels?.[0]?.image,
};

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

const offersOf = (hotels: readonly HotelOffer[] | HotelPollResultHotels): HotelOffer[] => hotels.map((h) => ({ ...h, id: h.hotelId }));
type HotelPoll = Awaited<ReturnType<Awaited<ReturnType<typeof calls>>["pollHotelSearch"]>>;
type HotelPollResultHotels = HotelPoll["hotels"];

/** What a poll of the search `id` shows: its hotels and slots (search.progress while it runs, the output once complete). */
const resultOf = (id: string, poll: HotelPoll, hotels: HotelPollResultHotels = poll.hotels): SearchOutput<HotelOffer, HotelResultSlots> => ({
  offers: offersOf(hotels),
  corelationId: id,
  pollCompleted: poll.pollCompleted,
  receivedCount: poll.receivedCount,
  showPublishedPrice: poll.showPublishedPrice,
});

/**
 * The search actor's first step on the carried start (part 6, the server's first cards): its first poll's hotels
 * while the search runs on, or the whole answer when that poll completed it in one page.
 */
function firstStep({ corelationId, firstPoll }: HotelSearchStarted): FirstSearchStep | null {
  if (!firstPoll) return null;
  if (!firstPoll.pollCompleted) return { progress: resultOf(corelationId, firstPoll) };
  return firstPoll.nextPage === null ? { done: resultOf(corelationId, firstPoll) } : null;
}

function logic(runtime: RuntimeActions): HotelLogic {
  // The search's corelationId, for the details page's rooms (the core's reprice input carries the search,
  // not the vertical's slots); a restored details page without one starts the search again for it.
  let corelationId: string | null = null;
  const hotelParts = new Map<string, { rooms: HotelRoom[]; content: HotelContent | null }>();

  async function partsOf(hotelId: string, search: unknown): Promise<{ rooms: HotelRoom[]; content: HotelContent | null }> {
    const known = hotelParts.get(hotelId);
    if (known) return known;
    const { getHotelContent, getRoomsAndRates, startHotelSearch } = await calls();
    if (!corelationId && search) corelationId = await startHotelSearch(search as HotelSearchRequest);
    const [rooms, content] = await Promise.all([corelationId ? getRoomsAndRates(hotelId, corelationId) : Promise.resolve([]), getHotelContent(hotelId).catch(() => null)]);
    const parts = { rooms, content };
    hotelParts.set(hotelId, parts);
    return parts;
  }

  /** A hotel opens on its lowest rate, priced; a rate chosen on the details page is priced on its own. */
  async function price({ offerId, search, clientId }: RepriceInput): Promise<HotelPricing> {
    const { getHotelPrice } = await calls();
    if (HOTEL_ID.test(offerId)) {
      const parts = await partsOf(offerId, search);
      const lowest = parts.rooms.flatMap((room) => room.rates).sort((a, b) => a.price.amount - b.price.amount)[0];
      if (!lowest) throw { httpStatus: 410, message: "" };
      return { ...(await getHotelPrice(lowest.rateId, clientId)), ...parts };
    }
    const detail = await getHotelPrice(offerId, clientId);
    return { ...detail, ...(await partsOf(detail.hotel.hotelId, search).catch(() => ({ rooms: [], content: null }))) };
  }

  return hotelBookingMachine.provide({
    actors: {
      // spec B §4 asynchronous search: poll until every batch has arrived, showing each batch as it comes
      // (search.progress), then read the whole list. The start answers the first poll and the completing poll the
      // whole list (`firstPoll`, `completedSize`: docs/decisions.md), so a search is its start and its polls, not a
      // request per 50 hotels besides ("Search at 20 clients, part 3"); pages of 50 remain for a server without them.
      search: fromPromise<SearchOutput<HotelOffer, HotelResultSlots>, HotelSearchRequest>(async ({ input, self, signal }) => {
        hotelParts.clear();
        const { pollHotelSearch, startAndPollHotelSearch } = await calls();
        // The results page opened by address came with this search started and its first poll answered (part 5).
        const started = takeFirstSearch<HotelSearchStarted>(firstSearch.call(input))?.data ?? (await startAndPollHotelSearch(input, signal));
        const id = started.corelationId;
        corelationId = id;
        const next = (from: number) => pollHotelSearch(id, { from, size: HOTEL_PAGE_SIZE, completedSize: HOTEL_COMPLETED_PAGE_SIZE }, signal);
        let poll = started.firstPoll ?? (await next(0));
        for (let polls = 1; !poll.pollCompleted && polls < MAX_POLLS; polls += 1) {
          self._parent?.send({ type: "search.progress", result: resultOf(id, poll) });
          await wait(POLL_INTERVAL_MS, signal);
          poll = await next(0);
        }
        const hotels = [...poll.hotels];
        while (poll.nextPage !== null && hotels.length < poll.hotelCount) {
          poll = await next(poll.nextPage);
          hotels.push(...poll.hotels);
        }
        return resultOf(id, poll, hotels);
      }),
      reprice: fromPromise<HotelPricing, RepriceInput>(({ input }) => price(input)),
      revalidateOffer: fromPromise<HotelPricing, RevalidateOfferInput>(({ input }) => price(input)),
      // Agent books for a client: the chosen offer priced again for the client picked at checkout (their markup),
      // and the add-ons on that price: the coupon checked again (dropped when it no longer applies), refund
      // protection quoted again.
      repriceForClient: fromPromise<RepriceForClientOutput<HotelPricing>, RepriceForClientInput>(async ({ input }) => {
        const pricing = await price(input);
        return { pricing, addOns: await (await bookingCalls()).requoteHotelAddOns(input.addOns, pricing.offer.id, input.clientId ?? null) };
      }),
      // The core's booking page reads `totalAmount`: what was paid (the record's payment breakup).
      loadReservation: fromPromise<HotelBookingRecord, LoadReservationInput>(async ({ input }) => {
        const record = await (await bookingCalls()).getHotelBooking(input.referenceNumber);
        const reservation: HotelReservation = { ...record, totalAmount: record.paymentBreakup.total };
        return reservation;
      }),
      releaseHold: fromPromise<void, ReleaseHoldInput>(async ({ input }) => (await bookingCalls()).releaseHotelHold(input.referenceNumber)),
      fetchPaymentOutcome: fromPromise<FetchPaymentOutcomeOutput, FetchPaymentOutcomeInput>(async ({ input }) => (await bookingCalls()).getPaymentOutcome("hotels", input.idempotencyKey)),
      payment: hotelPaymentMachine.provide({
        guards: { payable: (args) => rules.get().payable(args) },
        actors: bookAndPayActors<HotelOrder>({
          book: async (order, attempt) =>
            (await bookingCalls()).createHotelBooking({
              ...attempt,
              rateId: order.rateId,
              guests: order.guests,
              contact: order.contact,
              ...(order.specialRequests ? { specialRequests: order.specialRequests } : {}),
              ...(order.clientId ? { clientId: order.clientId } : {}),
              ...(order.proposalId ? { proposalId: order.proposalId } : {}),
              ...(order.couponCode ? { couponCode: order.couponCode } : {}),
              ...(order.protectionQuoteId ? { addOns: [{ kind: REFUND_PROTECTION, quoteId: order.protectionQuoteId }] } : {}),
            }),
          pay: async (request) => (await bookingCalls()).payHotelBooking(request),
          completeThreeDSecure: async (request) => (await bookingCalls()).completeHotelThreeDSecure(request),
          outcome: async (key) => (await bookingCalls()).getPaymentOutcome("hotels", key),
        }),
      }),
      cancellation: cancellationLogic(runtime, deferredCancellation(bookingCalls)),
    },
    actions: { ...runtime, toast: runtime.toast },
  }) as HotelLogic;
}

export const hotelWebVertical: WebBookingVertical<HotelLogic> = {
  id: "hotelBooking",
  paths: HOTEL_PATHS,
  logic,
  url: {
    parse: (search) => hotelUrlSearch(search as Record<string, unknown>),
    encode: encodeRestore,
    decode: (pathname, params) => decodeRestore(pathname, hotelUrlSearch(params)),
    restoreOfSnapshot,
  },
  description: hotelVertical,
  rules,
  firstSearch: { call: (search) => firstSearch.call(search as HotelSearchRequest), photo: firstSearch.photo, first: (data) => firstStep(data as HotelSearchStarted) },
};
