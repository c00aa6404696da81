import { assign, fromPromise, setup } from "xstate";
import { toApiFailure } from "../../src/shared/api/auth";
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
import { failureMessage, type AlertMessage, type NavigateTarget, type ToastParams } from "../login/effects";
import { paymentMachine, type PaymentOutput } from "../payment/payment.machine";
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
}
export type RepriceOutput = RepriceResult;
/** GET getReservationDetails: the actor decodes the base64 JSON (decodeReservationDetails), not the machine. */
export interface LoadReservationInput {
  referenceNumber: string;
}
export type LoadReservationOutput = ReservationDetails;

/** The payment child's `order` for flights: `confirmPayment` books and pays in ONE idempotent call (bookAndPay). */
export interface FlightOrder {
  vertical: "flight";
  offerId: string;
  passengers: BookingPassenger[];
  contact: BookingContact;
  addOns: AddOnSelection[];
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
  citizenship: string | null;
  addOns: AddOnSelection[];
  idempotencyKey: string | null;
  referenceNumber: string | null;
  card: CardSummary | null;
  reservation: ReservationDetails | null;
  /** A notice on the results or search page (expired offer). */
  alert: AlertMessage | null;
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
  | { type: "checkout.submitted"; passengers: BookingPassenger[]; contact: BookingContact }
  | { type: "citizenship.changed"; citizenship: string }
  | { type: "addOn.selected"; addOn: AddOnSelection }
  | { type: "addOn.removed"; id: string }
  | { type: "reservation.retried" }
  | { type: "cancel.requested" };

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
function checkoutTotal(pricing: RepriceResult | null, addOns: readonly AddOnSelection[]): Money {
  const base = pricing?.totalAmount ?? { amount: 0, currency: "USD" };
  const extra = addOns.filter((addOn) => addOn.price.currency === base.currency).reduce((sum, addOn) => sum + addOn.price.amount, 0);
  return { amount: base.amount + extra, currency: base.currency };
}

const CANCELLABLE = new Set(["held", "paid", "ticketed"]);

const toRoute = (state: string) => ({ context }: { context: FlightBookingContext }): FlightRoute => routeForState(state, context);

/**
 * Flights end to end as one statechart (issue 4): search → searching → results → details →
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
    isCancellable: ({ context }) => context.reservation !== null && CANCELLABLE.has(context.reservation.bookingStatus),
    bookingCancelled: (_, p: { output: CancellationOutput }) => p.output.status !== "dismissed",
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
      return { passengers: event.passengers, contact: event.contact, citizenship };
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
      citizenship: null,
      addOns: [],
      idempotencyKey: null,
      referenceNumber: null,
      card: null,
      reservation: null,
      alert: null,
    })),
    // Side effects: placeholders the web replaces through `flightBookingMachine.provide`.
    toast: (_, _p: ToastParams) => {},
    /** Keep the URL on the machine's route (replace, not push, when it is already there). */
    navigate: (_, _p: FlightRoute | NavigateTarget) => {},
    /** spec A §3 flightSearchURL / POST flightStore: remember the search. */
    persistSearch: (_, _p: { search: FlightSearchRequest }) => {},
    /** spec A §2: save the full path as the redirect path and send the visitor to log in. */
    requireLogin: (_, _p: { message: AlertMessage }) => {},
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
      citizenship: null,
      addOns: [],
      idempotencyKey: null,
      referenceNumber: wantsReservation ? (restore?.referenceNumber ?? null) : null,
      card: null,
      reservation: null,
      alert: null,
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
    },
    results: {
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
            input: ({ context }) => ({ offerId: context.offerId ?? "" }),
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
            "checkout.requested": [
              { guard: "isAuthenticated", target: "#flightBooking.checkout", actions: "enterCheckout" },
              { actions: { type: "requireLogin", params: { message: flightMessages.loginRequired } } },
            ],
          },
        },
      },
      on: {
        "details.back": "backToResults",
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
          order: {
            vertical: "flight",
            offerId: context.offerId ?? "",
            passengers: context.passengers ?? [],
            contact: context.contact as BookingContact,
            addOns: context.addOns,
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
        onError: {
          target: "checkout",
          actions: { type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) },
        },
      },
    },
    confirmation: {
      entry: { type: "navigate", params: toRoute("confirmation") },
      initial: "loading",
      on: { "search.restarted": { target: "search", actions: ["startOver", "clearResults"] } },
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
        onError: {
          target: "confirmation.loaded",
          actions: { type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) },
        },
      },
    },
  },
});
