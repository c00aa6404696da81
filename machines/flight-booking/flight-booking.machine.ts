import { assign, fromPromise, setup } from "xstate";
import { toApiFailure } from "../../src/shared/api/failure";
import { priceLines } from "../../src/shared/booking/price-lines";
import { isCancellable as isCancellableStatus } from "../../src/shared/booking/statuses";
import {
  bookingContact,
  bookingPassenger,
  FLIGHT_SORTS,
  type BookingContact,
  type BookingPassenger,
  type FareFamilySummary,
  type FlightOffer,
  type FlightSearchRequest,
  type FlightSearchResult,
  type FlightSort,
  type PassengerType,
  type RepriceResult,
  type ReservationDetails,
} from "../../src/shared/api/flights";
import type { ResumePaymentOutcome } from "../../src/shared/api/checkout-sessions";
import type { CardSummary } from "../../src/shared/api/payments";
import {
  applyFilterChange,
  DEFAULT_SORT,
  defaultFilters,
  prepareOffers,
  summarize,
  visibleOffers,
  type FilterChange,
  type FlightFilters,
  type FlightSummaries,
  type PreparedOffers,
} from "../../src/shared/flights/filters";
import type { Money } from "../../src/shared/money";
import { cancellationMachine, type CancellationOutput } from "../cancellation/cancellation.machine";
import { failureMessage, type AlertMessage, type NavigateTarget, type ToastParams } from "../effects";
import { paymentMachine, type PaymentOutcome, type PaymentOutput } from "../payment/payment.machine";
import { flightMessages } from "./messages";
import { routeForState, type FlightRestore, type FlightRoute } from "./routes";
import { defaultSearchForm, formOf, parseSearch, type FlightSearchForm } from "./search-form";

// ---- actor contracts (the web implements them with the API client; failures reject with an ApiFailure) ----

/** POST /api/flight/search: the search result. spec A §8: a failure is silent and clears the results. */
export type SearchFlightsInput = FlightSearchRequest;
export type SearchFlightsOutput = Pick<FlightSearchResult, "offers" | "fareFamilies">;
/** POST /api/flight/reprice. An expired offer rejects with httpStatus 410. */
export interface RepriceInput {
  offerId: string;
  /** An agent pricing for one of the agency's clients (null: for themselves). */
  clientId?: string | null;
}
export type RepriceOutput = RepriceResult;
/** GET getReservationDetails: the actor decodes the base64 JSON (decodeReservationDetails), not the machine. */
export interface LoadReservationInput {
  referenceNumber: string;
}
export type LoadReservationOutput = ReservationDetails;
/**
 * Resumable checkouts, resuming a saved checkout: the same call as `reprice` (POST /api/flight/reprice); its
 * answer is compared with the price the traveller had agreed. Gone offers reject with 404, 409 or 410.
 */
export type RevalidateOfferInput = RepriceInput;
export type RevalidateOfferOutput = RepriceResult;
/**
 * Resumable checkouts: what became of the payment attempt with this idempotency key
 * (GET /api/checkout-sessions/payment-outcome). Asked instead of sending the payment again.
 */
export interface FetchPaymentOutcomeInput {
  idempotencyKey: string;
}
export type FetchPaymentOutcomeOutput = ResumePaymentOutcome;

/** Bump when a persisted snapshot of this machine would no longer restore; register a migration (machines/checkout-session/migrations.ts). */
export const FLIGHT_BOOKING_MACHINE_VERSION = 1;
export const FLIGHT_BOOKING_MACHINE_ID = "flightBooking";

/** Where a restored checkout continues once the offer is checked again (details simply reprices again). */
export type ResumeStep = "checkout" | "payment";

/** The payment child's `order` for flights: `confirmPayment` books and pays in ONE idempotent call (bookAndPay). */
export interface FlightOrder {
  vertical: "flight";
  offerId: string;
  passengers: BookingPassenger[];
  contact: BookingContact;
  addOns: AddOnSelection[];
  /** The client an agent books for (null: for themselves). */
  clientId?: string | null;
}

/** The add-on slot (filled by the add-ons issue): anything priced that rides on the booking. */
export interface AddOnSelection {
  id: string;
  kind: string;
  price: Money;
}

export interface FlightBookingInput {
  /** ISO date from the web's clock; the machine never reads the time. */
  today: string;
  /** A fresh key per checkout attempt (web: `() => crypto.randomUUID()`). Retries of an attempt reuse it. */
  newIdempotencyKey: () => string;
  /** From the URL after a refresh or a shared link (see routes.ts). */
  restore?: FlightRestore | null;
}

export interface FlightBookingContext {
  today: string;
  newIdempotencyKey: () => string;
  /** The search form's values: spec A §3/§9 defaults, or the last search. */
  form: FlightSearchForm;
  /** The last valid search. */
  search: FlightSearchRequest | null;
  offers: FlightOffer[];
  fareFamilies: FareFamilySummary[];
  /** Sort orders, filter keys and facets (lowest price per stop class, cabin, airline), made once per search. */
  prepared: PreparedOffers | null;
  filters: FlightFilters;
  sort: FlightSort;
  /** Derived: the offers that pass the filters, in the chosen order. */
  visible: FlightOffer[];
  /** Cheapest, Best and Quickest cards over `visible`. */
  summaries: FlightSummaries;
  offerId: string | null;
  /** The reprice answer (spec A flightDetails/flightCheckoutDetails, with markupType and markup). */
  pricing: RepriceResult | null;
  /** Restored straight into checkout: continue there once repriced. */
  resumeCheckout: boolean;
  passengers: BookingPassenger[] | null;
  contact: BookingContact | null;
  /** The client a travel agent books for, chosen at checkout (null: for themselves). */
  clientId: string | null;
  citizenship: string | null;
  addOns: AddOnSelection[];
  idempotencyKey: string | null;
  referenceNumber: string | null;
  card: CardSummary | null;
  reservation: ReservationDetails | null;
  /** A notice on the results or search page (expired offer). */
  alert: AlertMessage | null;
  /** Resumable checkouts: the step a restored checkout was on, while `resuming` checks the offer (and payment). */
  resumeAt: ResumeStep | null;
  /** Resumable checkouts: a restored payment's server-side state (3-D Secure pending, declined), handed to the payment child. */
  paymentResume: PaymentOutcome | null;
}

export type FlightBookingEvent =
  | { type: "search.submitted"; search: unknown }
  | { type: "search.restarted" }
  | { type: "filters.changed"; change: FilterChange }
  | { type: "filters.reset" }
  | { type: "sort.changed"; sort: FlightSort }
  | { type: "alert.dismissed" }
  | { type: "offer.selected"; offerId: string }
  | { type: "details.back" }
  | { type: "price.accepted" }
  | { type: "price.declined" }
  /** The web says whether a session exists: checkout pages are protected (spec A §2). */
  | { type: "checkout.requested"; authenticated: boolean }
  | { type: "checkout.back" }
  | { type: "checkout.submitted"; passengers: BookingPassenger[]; contact: BookingContact; clientId?: string | null }
  | { type: "citizenship.changed"; citizenship: string }
  | { type: "addOn.selected"; addOn: AddOnSelection }
  | { type: "addOn.removed"; id: string }
  | { type: "reservation.retried" }
  | { type: "cancel.requested" }
  /**
   * Resumable checkouts: sent once right after `createActor(machine, { snapshot })` + `start()`. Work that was
   * running when the snapshot was taken is not re-sent blindly: every state that invokes
   * something (and every checkout step) answers it by asking the server first.
   */
  | { type: "checkout.resumed" }
  /** Resumable checkouts: try again after checking a restored checkout failed (network, server). */
  | { type: "resume.retried" };

const emptyPrepared = prepareOffers([]);
const noSummaries: FlightSummaries = { cheapest: null, best: null, quickest: null };

function countsOf(passengers: readonly BookingPassenger[]): Record<PassengerType, number> {
  const counts = { ADT: 0, CHD: 0, INF: 0 };
  for (const passenger of passengers) counts[passenger.type] += 1;
  return counts;
}

/** Traveller forms: one valid form per searched passenger of each type, and a valid contact. */
function checkoutComplete(search: FlightSearchRequest | null, passengers: unknown, contact: unknown): boolean {
  if (!Array.isArray(passengers) || !passengers.every((p) => bookingPassenger.safeParse(p).success)) return false;
  if (!bookingContact.safeParse(contact).success) return false;
  const counts = countsOf(passengers as BookingPassenger[]);
  if (!search) return counts.ADT >= 1 && counts.INF <= counts.ADT;
  const wanted = search.selectedPassenger;
  return counts.ADT === wanted.ADT && counts.CHD === wanted.CHD && counts.INF === wanted.INF;
}

/** Fare plus add-ons in the fare's currency (the add-ons issue prices them in it). */
export function checkoutTotal(pricing: RepriceResult | null, addOns: readonly AddOnSelection[]): Money {
  return priceLines({ items: [], price: pricing?.totalAmount ?? { amount: 0, currency: "USD" }, addOns: addOns.map((addOn) => ({ key: addOn.kind, amount: addOn.price })) }).total;
}

/** Not found, sold out, expired: the offer cannot be booked any more. */
const OFFER_GONE = new Set([404, 409, 410]);

/**
 * Resumable checkouts: the price of a resumed checkout must be confirmed again: the server says it differs from
 * the searched one, or a changed price was on screen and not accepted yet. (An already accepted
 * change is asked once more: the server compares with the search, and asking is the safe side.)
 */
function priceMoved(current: RepriceResult | null, now: RepriceResult | undefined): boolean {
  if (!now) return false;
  return now.priceChanged || current?.priceChanged === true;
}

const toRoute = (state: string) => ({ context }: { context: FlightBookingContext }): FlightRoute => routeForState(state, context);

/**
 * Flights end to end as one statechart (sandbox supplier, card gateway): search → searching → results → details →
 * checkout → payment → confirmation → cancel. Side effects are named actions (toast, navigate,
 * persistSearch, requireLogin) and actors; payment and cancellation are the shared child machines.
 */
export const flightBookingMachine = setup({
  types: {
    input: {} as FlightBookingInput,
    context: {} as FlightBookingContext,
    events: {} as FlightBookingEvent,
  },
  actors: {
    searchFlights: fromPromise<SearchFlightsOutput, SearchFlightsInput>(() => Promise.reject(new Error("searchFlights actor not provided"))),
    reprice: fromPromise<RepriceOutput, RepriceInput>(() => Promise.reject(new Error("reprice actor not provided"))),
    loadReservation: fromPromise<LoadReservationOutput, LoadReservationInput>(() =>
      Promise.reject(new Error("loadReservation actor not provided")),
    ),
    revalidateOffer: fromPromise<RevalidateOfferOutput, RevalidateOfferInput>(() => Promise.reject(new Error("revalidateOffer actor not provided"))),
    fetchPaymentOutcome: fromPromise<FetchPaymentOutcomeOutput, FetchPaymentOutcomeInput>(() =>
      Promise.reject(new Error("fetchPaymentOutcome actor not provided")),
    ),
    /** The shared card payment; the web provides its `confirmPayment` as flights' bookAndPay. */
    payment: paymentMachine,
    /** The shared cancellation quote flow; the web provides getPenalty and cancelBooking. */
    cancellation: cancellationMachine,
  },
  guards: {
    restoreResults: ({ context }) => context.search !== null && context.offerId === null && context.referenceNumber === null,
    restoreDetails: ({ context }) => context.offerId !== null,
    restoreConfirmation: ({ context }) => context.referenceNumber !== null,
    isValidSearch: ({ context, event }) => event.type === "search.submitted" && parseSearch(event.search, context.today) !== null,
    hasOffers: ({ context }) => context.offers.length > 0,
    hasSearch: ({ context }) => context.search !== null,
    isKnownOffer: ({ context, event }) => event.type === "offer.selected" && context.offers.some((offer) => offer.id === event.offerId),
    isSort: ({ event }) => event.type === "sort.changed" && FLIGHT_SORTS.includes(event.sort),
    priceChanged: (_, p: { pricing: RepriceResult }) => p.pricing.priceChanged,
    resumeCheckout: ({ context }) => context.resumeCheckout,
    isOfferExpired: (_, p: { error: unknown }) => toApiFailure(p.error).httpStatus === 410,
    isAuthenticated: ({ event }) => event.type === "checkout.requested" && event.authenticated,
    canSubmitCheckout: ({ context, event }) =>
      event.type === "checkout.submitted" && checkoutComplete(context.search, event.passengers, event.contact),
    paymentSucceeded: (_, p: { output: PaymentOutput }) => p.output.status === "succeeded",
    isCancellable: ({ context }) => context.reservation !== null && isCancellableStatus(context.reservation.bookingStatus),
    bookingCancelled: (_, p: { output: CancellationOutput }) => p.output.status !== "dismissed",
    resumesPayment: ({ context }) => context.resumeAt === "payment",
    priceMoved: ({ context }, p: { pricing: RepriceResult | undefined }) => priceMoved(context.pricing, p.pricing),
    isOfferGone: (_, p: { error: unknown }) => OFFER_GONE.has(toApiFailure(p.error).httpStatus),
    outcomeSucceeded: (_, p: { outcome: ResumePaymentOutcome | undefined }) => p.outcome?.status === "succeeded",
    outcomeFailed: (_, p: { outcome: ResumePaymentOutcome | undefined }) => p.outcome?.status === "failed",
    outcomePending: (_, p: { outcome: ResumePaymentOutcome | undefined }) => p.outcome?.status === "processing",
    /** A 3-D Secure challenge still open, or a decline to show on the form. */
    outcomeOpen: (_, p: { outcome: ResumePaymentOutcome | undefined }) =>
      (p.outcome?.status === "requires_action" && p.outcome.challengeId !== null) || p.outcome?.status === "declined",
  },
  actions: {
    keepSearch: assign(({ context, event }) => {
      if (event.type !== "search.submitted") return {};
      const search = parseSearch(event.search, context.today);
      return search ? { search, form: formOf(search), alert: null } : {};
    }),
    /** spec A §4: a new search clears results, filters, sort (back to Cheapest), details and fare families. */
    clearResults: assign({
      offers: [],
      fareFamilies: [],
      prepared: null,
      filters: defaultFilters(emptyPrepared.facets),
      sort: DEFAULT_SORT,
      visible: [],
      summaries: noSummaries,
      offerId: null,
      pricing: null,
    }),
    storeResults: assign((_, p: { result: SearchFlightsOutput }) => {
      const prepared = prepareOffers(p.result.offers);
      const filters = defaultFilters(prepared.facets);
      const visible = visibleOffers(prepared, filters, DEFAULT_SORT);
      return { offers: p.result.offers, fareFamilies: p.result.fareFamilies, prepared, filters, visible, summaries: summarize(visible) };
    }),
    applyFilterChange: assign(({ context, event }) => {
      if (event.type !== "filters.changed" || !context.prepared) return {};
      const filters = applyFilterChange(context.filters, event.change, context.prepared.facets);
      const visible = visibleOffers(context.prepared, filters, context.sort);
      return { filters, visible, summaries: summarize(visible) };
    }),
    resetFilters: assign(({ context }) => {
      if (!context.prepared) return {};
      const filters = defaultFilters(context.prepared.facets);
      const visible = visibleOffers(context.prepared, filters, context.sort);
      return { filters, visible, summaries: summarize(visible) };
    }),
    applySort: assign(({ context, event }) => {
      if (event.type !== "sort.changed" || !context.prepared) return {};
      // Same set, new order: the summary cards do not change.
      return { sort: event.sort, visible: visibleOffers(context.prepared, context.filters, event.sort) };
    }),
    selectOffer: assign(({ event }) => (event.type === "offer.selected" ? { offerId: event.offerId, alert: null } : {})),
    clearPricing: assign({ pricing: null }),
    /** Accepting the new price makes it the agreed one. */
    acceptPrice: assign({
      pricing: ({ context }) => (context.pricing ? { ...context.pricing, priceChanged: false, previousTotal: null } : null),
    }),
    /** Back to the list: another flight starts the checkout afresh. */
    leaveOffer: assign({
      offerId: null,
      pricing: null,
      resumeCheckout: false,
      passengers: null,
      contact: null,
      clientId: null,
      citizenship: null,
      addOns: [],
      idempotencyKey: null,
    }),
    /** Booked: the reservation is the record from now on; results and checkout data are stale. */
    finishBooking: assign({
      offers: [],
      fareFamilies: [],
      prepared: null,
      filters: defaultFilters(emptyPrepared.facets),
      sort: DEFAULT_SORT,
      visible: [],
      summaries: noSummaries,
      offerId: null,
      pricing: null,
      passengers: null,
      contact: null,
      clientId: null,
      citizenship: null,
      addOns: [],
      idempotencyKey: null,
    }),
    dropStaleOffers: assign({ offers: [] }),
    keepPricing: assign({ pricing: (_, p: { pricing: RepriceResult }) => p.pricing }),
    /** spec A §4: checkout resets citizenship. */
    enterCheckout: assign({ citizenship: null, resumeCheckout: false }),
    keepTravellers: assign(({ event }) => {
      if (event.type !== "checkout.submitted") return {};
      const citizenship = event.passengers[0]?.citizenship ?? null;
      return { passengers: event.passengers, contact: event.contact, citizenship, clientId: event.clientId ?? null };
    }),
    /** One idempotency key per checkout attempt; the payment child reuses it for every retry. */
    startAttempt: assign({ idempotencyKey: ({ context }) => context.newIdempotencyKey() }),
    setCitizenship: assign({
      citizenship: ({ context, event }) =>
        event.type === "citizenship.changed" && /^[A-Za-z]{2}$/.test(event.citizenship.trim()) ? event.citizenship.trim().toUpperCase() : context.citizenship,
    }),
    selectAddOn: assign({
      addOns: ({ context, event }) =>
        event.type === "addOn.selected" ? [...context.addOns.filter((addOn) => addOn.id !== event.addOn.id), event.addOn] : context.addOns,
    }),
    removeAddOn: assign({
      addOns: ({ context, event }) => (event.type === "addOn.removed" ? context.addOns.filter((addOn) => addOn.id !== event.id) : context.addOns),
    }),
    keepBooking: assign((_, p: { output: PaymentOutput }) =>
      p.output.status === "succeeded" ? { referenceNumber: p.output.reference, card: p.output.card } : {},
    ),
    keepReservation: assign({ reservation: (_, p: { reservation: ReservationDetails }) => p.reservation }),
    /** spec A §8: booking details failure clears the reservation (and the penalty, held by the cancel child). */
    clearReservation: assign({ reservation: null }),
    setAlert: assign({ alert: (_, p: { alert: AlertMessage }) => p.alert }),
    clearAlert: assign({ alert: null }),
    startOver: assign(({ context }) => ({
      form: defaultSearchForm(context.today),
      search: null,
      passengers: null,
      contact: null,
      clientId: null,
      citizenship: null,
      addOns: [],
      idempotencyKey: null,
      referenceNumber: null,
      card: null,
      reservation: null,
      alert: null,
    })),
    markResume: assign({ resumeAt: (_, p: { step: ResumeStep }) => p.step }),
    /** A moved price is asked again (details.priceChanged, then on to checkout with the traveller details). */
    keepRevalidatedPricing: assign(({ context }, p: { pricing: RepriceResult }) =>
      priceMoved(context.pricing, p.pricing) ? { pricing: { ...p.pricing, priceChanged: true }, resumeCheckout: true } : { pricing: p.pricing },
    ),
    finishResume: assign({ resumeAt: null }),
    keepPaymentResume: assign({ paymentResume: (_, p: { outcome: ResumePaymentOutcome }) => (p.outcome.status === "requires_action" || p.outcome.status === "declined" ? p.outcome : null) }),
    clearPaymentResume: assign({ paymentResume: null }),
    keepResumedBooking: assign((_, p: { outcome: ResumePaymentOutcome }) =>
      p.outcome.status === "succeeded" ? { referenceNumber: p.outcome.reference, card: p.outcome.card } : {},
    ),
    /** Resumable checkouts: the offer is gone; the same search runs again and the traveller details stay for the next offer. */
    forgetOffer: assign({
      offers: [],
      offerId: null,
      pricing: null,
      resumeCheckout: false,
      addOns: [],
      // spec A §4: checkout resets citizenship anyway.
      citizenship: null,
      idempotencyKey: null,
      resumeAt: null,
      paymentResume: null,
    }),
    // Side effects: placeholders the web replaces through `flightBookingMachine.provide`.
    toast: (_, _p: ToastParams) => {},
    /** Keep the URL on the machine's route (replace, not push, when it is already there). */
    navigate: (_, _p: FlightRoute | NavigateTarget) => {},
    /** spec A §3 flightSearchURL / POST flightStore: remember the search. */
    persistSearch: (_, _p: { search: FlightSearchRequest }) => {},
    /** spec A §2: save the full path as the redirect path and send the visitor to log in. */
    requireLogin: (_, _p: { message: AlertMessage }) => {},
  },
  delays: {
    /** Resumable checkouts: how soon to ask again while another request holds the payment. */
    outcomePollInterval: 2000,
  },
}).createMachine({
  id: "flightBooking",
  context: ({ input }) => {
    const restore = input.restore ?? null;
    const search = restore?.searchParams === undefined ? null : parseSearch(restore.searchParams, input.today);
    const wantsOffer = (restore?.step === "details" || restore?.step === "checkout") && !!restore.offerId;
    const wantsReservation = restore?.step === "confirmation" && !!restore.referenceNumber;
    return {
      today: input.today,
      newIdempotencyKey: input.newIdempotencyKey,
      form: search ? formOf(search) : defaultSearchForm(input.today),
      search: restore?.step === "search" ? null : search,
      offers: [],
      fareFamilies: [],
      prepared: null,
      filters: defaultFilters(emptyPrepared.facets),
      sort: DEFAULT_SORT,
      visible: [],
      summaries: noSummaries,
      offerId: wantsOffer ? (restore?.offerId ?? null) : null,
      pricing: null,
      resumeCheckout: wantsOffer && restore?.step === "checkout",
      passengers: null,
      contact: null,
      clientId: null,
      citizenship: null,
      addOns: [],
      idempotencyKey: null,
      referenceNumber: wantsReservation ? (restore?.referenceNumber ?? null) : null,
      card: null,
      reservation: null,
      alert: null,
      resumeAt: null,
      paymentResume: null,
    };
  },
  initial: "restoring",
  states: {
    /** Never rests here: a refresh or a shared link resumes at its step (routes.ts). */
    restoring: {
      always: [
        { guard: "restoreConfirmation", target: "confirmation" },
        { guard: "restoreDetails", target: "details" },
        { guard: "restoreResults", target: "searching" },
        { target: "search" },
      ],
    },
    search: {
      entry: { type: "navigate", params: toRoute("search") },
      on: {
        "search.submitted": {
          guard: "isValidSearch",
          target: "searching",
          actions: ["keepSearch", { type: "persistSearch", params: ({ context }) => ({ search: context.search as FlightSearchRequest }) }],
        },
      },
    },
    searching: {
      tags: ["busy"],
      entry: ["clearResults", { type: "navigate", params: toRoute("searching") }],
      invoke: {
        id: "searchFlights",
        src: "searchFlights",
        input: ({ context }) => context.search as FlightSearchRequest,
        onDone: { target: "results", actions: { type: "storeResults", params: ({ event }) => ({ result: event.output }) } },
        // spec A §8: silent; the results are already cleared.
        onError: "results",
      },
      // Resumable checkouts: a search is a read, so a restored one simply runs again.
      on: { "checkout.resumed": { target: "searching", reenter: true } },
    },
    results: {
      // Back from details lands here without a search: the URL follows (searching set it before).
      entry: { type: "navigate", params: toRoute("results") },
      initial: "deciding",
      on: {
        "search.submitted": {
          guard: "isValidSearch",
          target: "searching",
          actions: ["keepSearch", { type: "persistSearch", params: ({ context }) => ({ search: context.search as FlightSearchRequest }) }],
        },
        "alert.dismissed": { actions: "clearAlert" },
      },
      states: {
        deciding: { always: [{ guard: "hasOffers", target: "loaded" }, { target: "empty" }] },
        empty: {},
        loaded: {
          on: {
            "filters.changed": { actions: "applyFilterChange" },
            "filters.reset": { actions: "resetFilters" },
            "sort.changed": { guard: "isSort", actions: "applySort" },
            "offer.selected": { guard: "isKnownOffer", target: "#flightBooking.details", actions: "selectOffer" },
          },
        },
      },
    },
    /** Never rests here: back from details to the results, a fresh search, or the form. */
    backToResults: {
      entry: "leaveOffer",
      always: [{ guard: "hasOffers", target: "results" }, { guard: "hasSearch", target: "searching" }, { target: "search" }],
    },
    details: {
      entry: { type: "navigate", params: toRoute("details") },
      initial: "repricing",
      states: {
        repricing: {
          tags: ["busy"],
          entry: "clearPricing",
          invoke: {
            id: "reprice",
            src: "reprice",
            input: ({ context }) => ({ offerId: context.offerId ?? "", ...(context.clientId ? { clientId: context.clientId } : {}) }),
            onDone: [
              {
                guard: { type: "priceChanged", params: ({ event }) => ({ pricing: event.output }) },
                target: "priceChanged",
                actions: { type: "keepPricing", params: ({ event }) => ({ pricing: event.output }) },
              },
              {
                guard: "resumeCheckout",
                target: "#flightBooking.checkout",
                actions: [{ type: "keepPricing", params: ({ event }) => ({ pricing: event.output }) }, "enterCheckout"],
              },
              { target: "reviewing", actions: { type: "keepPricing", params: ({ event }) => ({ pricing: event.output }) } },
            ],
            onError: [
              {
                guard: { type: "isOfferExpired", params: ({ event }) => ({ error: event.error }) },
                target: "#flightBooking.backToResults",
                actions: [
                  {
                    type: "setAlert",
                    params: ({ context }) => ({ alert: context.search ? flightMessages.offerExpired : flightMessages.offerExpiredSearchAgain }),
                  },
                  // Stale offers are not shown again: the search runs afresh.
                  "dropStaleOffers",
                ],
              },
              {
                // spec A §8: server message or 'Something went wrong'.
                target: "#flightBooking.backToResults",
                actions: { type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) },
              },
            ],
          },
        },
        /** The price moved since the search: the traveller accepts it or goes back. */
        priceChanged: {
          on: {
            "price.accepted": [
              { guard: "resumeCheckout", target: "#flightBooking.checkout", actions: ["acceptPrice", "enterCheckout"] },
              { target: "reviewing", actions: "acceptPrice" },
            ],
            "price.declined": "#flightBooking.backToResults",
          },
        },
        reviewing: {
          on: {
            // Another fare for the same flights (cabin or fare family): priced again from the start.
            "offer.selected": { guard: "isKnownOffer", target: "#flightBooking.details", reenter: true, actions: "selectOffer" },
            "checkout.requested": [
              { guard: "isAuthenticated", target: "#flightBooking.checkout", actions: "enterCheckout" },
              { actions: { type: "requireLogin", params: { message: flightMessages.loginRequired } } },
            ],
          },
        },
      },
      on: {
        "details.back": "backToResults",
        // Resumable checkouts: details checks the offer anyway: a restored details page simply reprices again.
        "checkout.resumed": { target: "details", reenter: true },
      },
    },
    checkout: {
      entry: { type: "navigate", params: toRoute("checkout") },
      on: {
        "checkout.submitted": { guard: "canSubmitCheckout", target: "payment", actions: ["keepTravellers", "startAttempt"] },
        "citizenship.changed": { actions: "setCitizenship" },
        "addOn.selected": { actions: "selectAddOn" },
        "addOn.removed": { actions: "removeAddOn" },
        "checkout.back": "#flightBooking.details.reviewing",
        "checkout.resumed": { target: "resuming", actions: { type: "markResume", params: { step: "checkout" } } },
      },
    },
    /** The shared payment child (id `payment`): the web sends it payment.* and challenge.* events. */
    payment: {
      invoke: {
        id: "payment",
        src: "payment",
        input: ({ context }) => ({
          idempotencyKey: context.idempotencyKey ?? "",
          amount: checkoutTotal(context.pricing, context.addOns),
          resume: context.paymentResume,
          order: {
            vertical: "flight",
            // The offer as priced (and, after a price change, accepted): the searched one would be
            // refused at booking as changed ("never silently"), so the traveller could never pay it.
            offerId: context.pricing?.offer.id ?? context.offerId ?? "",
            passengers: context.passengers ?? [],
            contact: context.contact as BookingContact,
            addOns: context.addOns,
            ...(context.clientId ? { clientId: context.clientId } : {}),
          } satisfies FlightOrder,
        }),
        onDone: [
          {
            guard: { type: "paymentSucceeded", params: ({ event }) => ({ output: event.output }) },
            target: "confirmation",
            actions: [{ type: "keepBooking", params: ({ event }) => ({ output: event.output }) }, "finishBooking"],
          },
          // Abandoned from the form: back to the traveller forms, details kept.
          { target: "checkout" },
        ],
        // No onError: the payment child answers every failure of its own actors itself (decline,
        // alert, 3-D Secure), so it only ends by output. A crash there is a programming error: the
        // actor errors, the page shows the error screen, and the saved checkout (resumable checkouts) resumes
        // by asking the server what became of the payment. docs/decisions.md "Child machines".
      },
      // The resume hint is for this one invocation only.
      exit: "clearPaymentResume",
      // Resumable checkouts: never charge again blindly; ask the server what became of this idempotency key.
      on: { "checkout.resumed": { target: "resuming", actions: { type: "markResume", params: { step: "payment" } } } },
    },
    /**
     * Resumable checkouts: a restored checkout checks the server before going on (docs/checkout-sessions.md).
     * Payment first asks what became of its idempotency key; then the offer is priced again:
     * unchanged → the step it was on; moved → details.priceChanged; gone → the same search again,
     * traveller details kept.
     */
    resuming: {
      initial: "deciding",
      // Not saved while here (flightCheckoutSession): a reload resumes again from the step before.
      states: {
        deciding: { always: [{ guard: "resumesPayment", target: "fetchingOutcome" }, { target: "revalidating" }] },
        fetchingOutcome: {
          tags: ["busy"],
          invoke: {
            id: "fetchPaymentOutcome",
            src: "fetchPaymentOutcome",
            input: ({ context }) => ({ idempotencyKey: context.idempotencyKey ?? "" }),
            onDone: [
              {
                guard: { type: "outcomeSucceeded", params: ({ event }) => ({ outcome: event.output }) },
                target: "#flightBooking.confirmation",
                actions: [{ type: "keepResumedBooking", params: ({ event }) => ({ outcome: event.output }) }, "finishBooking", "finishResume"],
              },
              {
                // Booking failed after the card was released: this offer cannot be booked.
                guard: { type: "outcomeFailed", params: ({ event }) => ({ outcome: event.output }) },
                target: "offerGone",
                actions: { type: "setAlert", params: { alert: flightMessages.resumeOfferGone } },
              },
              { guard: { type: "outcomePending", params: ({ event }) => ({ outcome: event.output }) }, target: "waitingForOutcome" },
              {
                guard: { type: "outcomeOpen", params: ({ event }) => ({ outcome: event.output }) },
                target: "#flightBooking.payment",
                actions: [{ type: "keepPaymentResume", params: ({ event }) => ({ outcome: event.output }) }, "finishResume"],
              },
              // Nothing was charged under this key: check the offer before the form opens again.
              { target: "revalidating" },
            ],
            onError: {
              target: "failed",
              actions: { type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) },
            },
          },
        },
        /** Another request is paying right now (the server's payment lease): ask again shortly. */
        waitingForOutcome: {
          tags: ["busy"],
          after: { outcomePollInterval: "fetchingOutcome" },
        },
        revalidating: {
          tags: ["busy"],
          invoke: {
            id: "revalidateOffer",
            src: "revalidateOffer",
            input: ({ context }) => ({ offerId: context.offerId ?? "", ...(context.clientId ? { clientId: context.clientId } : {}) }),
            onDone: [
              {
                guard: { type: "priceMoved", params: ({ event }) => ({ pricing: event.output }) },
                target: "#flightBooking.details.priceChanged",
                actions: [{ type: "keepRevalidatedPricing", params: ({ event }) => ({ pricing: event.output }) }, "finishResume"],
              },
              {
                guard: "resumesPayment",
                target: "#flightBooking.payment",
                actions: [{ type: "keepRevalidatedPricing", params: ({ event }) => ({ pricing: event.output }) }, "finishResume"],
              },
              {
                target: "#flightBooking.checkout",
                actions: [{ type: "keepRevalidatedPricing", params: ({ event }) => ({ pricing: event.output }) }, "finishResume"],
              },
            ],
            onError: [
              {
                guard: { type: "isOfferGone", params: ({ event }) => ({ error: event.error }) },
                target: "offerGone",
                actions: { type: "setAlert", params: { alert: flightMessages.resumeOfferGone } },
              },
              // Could not check (offline, 5xx): go on; booking checks price and expiry again (409/410) before any charge.
              {
                guard: "resumesPayment",
                target: "#flightBooking.payment",
                actions: [{ type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) }, "finishResume"],
              },
              {
                target: "#flightBooking.checkout",
                actions: [{ type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) }, "finishResume"],
              },
            ],
          },
        },
        /** Never rests here: back to the results of the same search (or the form without one), traveller details kept. */
        offerGone: {
          entry: "forgetOffer",
          always: [{ guard: "hasSearch", target: "#flightBooking.searching" }, { target: "#flightBooking.search" }],
        },
        /** What became of the payment could not be asked (offline, 5xx): the page offers a retry; nothing is sent again. */
        failed: {
          on: { "resume.retried": "deciding" },
        },
      },
    },
    confirmation: {
      entry: { type: "navigate", params: toRoute("confirmation") },
      initial: "loading",
      on: {
        "search.restarted": { target: "search", actions: ["startOver", "clearResults"] },
        // Resumable checkouts: the reservation is read again (a read is safe to repeat).
        "checkout.resumed": ".loading",
      },
      states: {
        loading: {
          tags: ["busy"],
          invoke: {
            id: "loadReservation",
            src: "loadReservation",
            input: ({ context }) => ({ referenceNumber: context.referenceNumber ?? "" }),
            onDone: { target: "loaded", actions: { type: "keepReservation", params: ({ event }) => ({ reservation: event.output }) } },
            onError: {
              target: "failed",
              actions: [
                "clearReservation",
                { type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) },
              ],
            },
          },
        },
        loaded: {
          on: { "cancel.requested": { guard: "isCancellable", target: "#flightBooking.cancel" } },
        },
        failed: {
          on: { "reservation.retried": "loading" },
        },
      },
    },
    /** The shared cancellation child (id `cancellation`): the web sends it cancel.* / void.* events. */
    cancel: {
      entry: { type: "navigate", params: toRoute("cancel") },
      invoke: {
        id: "cancellation",
        src: "cancellation",
        input: ({ context }) => ({ referenceNumber: context.referenceNumber ?? "", successMessage: flightMessages.cancelled, allowVoid: true }),
        onDone: [
          // Reload: the reservation now shows cancelled or voided.
          { guard: { type: "bookingCancelled", params: ({ event }) => ({ output: event.output }) }, target: "confirmation.loading" },
          { target: "confirmation.loaded" },
        ],
        // No onError, as for payment: the cancellation child shows its own failures (`failed`).
      },
      // Resumable checkouts: a cancellation is not repeated blindly; the reservation shows what happened, and cancel can be asked again.
      on: { "checkout.resumed": "confirmation.loading" },
    },
  },
});
