import { DEFAULT_COUNTRY } from "../../src/shared/constants";
import { and, assign, fromPromise, not, setup, type PromiseActorLogic, type StateMachine } from "xstate";
import type { ResumePaymentOutcome } from "../../src/shared/api/checkout-sessions";
import { toApiFailure } from "../../src/shared/api/failure";
import { bookingStage, isCancellable as isCancellableStatus, type BookingStatus } from "../../src/shared/booking/statuses";
import { cancellationMachine, type CancellationOutput } from "../cancellation/cancellation.machine";
import { failureMessage, type AlertMessage, type NavigateTarget, type ToastParams } from "../effects";
import { createPaymentMachine, type PaymentMachine, type PaymentOutput } from "../payment/payment.machine";
import type { BookingContext, BookingInput, ResumeStep } from "./context";
import { checkoutTotal, OFFER_GONE, priceMoved, type BookingEvent } from "./events";
import type {
  CheckChoiceInput,
  FetchPaymentOutcomeInput,
  FetchPaymentOutcomeOutput,
  LoadReservationInput,
  ReleaseHoldInput,
  RepriceForClientInput,
  RepriceForClientOutput,
  RepriceInput,
  RevalidateOfferInput,
  SearchOutput,
} from "./contracts";
import { routeForState, type BookingRoute } from "./routes";
import type { BookingVertical, VerticalTypes } from "./vertical";

// The machine is built once over the description's constraint types (VerticalTypes) and typed for the
// vertical's own types by createBookingMachine: XState's assign cannot check a context that is generic.
type V = VerticalTypes;
type Context = BookingContext<V>;
type Pricing = V["pricing"];

/** A refused payment's words (the payment child's `refused` output) for the results it goes back to. */
const refusalOf = (output: PaymentOutput): AlertMessage => (output.status === "refused" ? output.message : failureMessage({ httpStatus: 409 }));

function buildBookingMachine(vertical: BookingVertical<V>) {
  const { results } = vertical;
  const ID = vertical.id;
  const emptyPrepared = results.prepare([]);
  const toRoute =
    (state: string) =>
    ({ context }: { context: Context }): BookingRoute =>
      routeForState(vertical.paths, state, context);
  /** Results, filters and sort back to a fresh search's (spec A §4). */
  const noResults = () => ({
    ...results.emptySlots,
    offers: [],
    prepared: null,
    filters: results.defaultFilters(emptyPrepared),
    sort: results.defaultSort,
    visible: [],
    summaries: results.noSummaries,
  });
  const noTravellers = { passengers: null, contact: null, clientId: null, draft: null, citizenship: null, addOns: [], walletCredit: null, idempotencyKey: null };
  // Optional parts, present only for a vertical that describes them (paged results, a choice on the
  // details page, its own words for a failed reload after cancel): other verticals' machines stay as they
  // were. The absent branch is typed `never` so the config keeps one shape and state values stay typed.
  const { paging } = results;
  const { choice } = vertical;
  const updateFailed = vertical.messages.bookingUpdateFailed;
  /** Paged results: the filters and sort the search was made with; otherwise none (the defaults apply). */
  const searchRefinements = (context: Context): { filters?: V["filters"]; sort?: V["sort"] } =>
    paging && context.search !== null ? { filters: paging.filtersOf(context.search), sort: paging.sortOf(context.search) } : {};
  const refilter = (context: Context, filters: V["filters"], sort: V["sort"]) => {
    const visible = results.visible(context.prepared as V["prepared"], filters, sort);
    return { filters, visible, summaries: results.summarize(visible) };
  };

  /** An offer that expired while it was being priced: back to the list, which is searched afresh. */
  const offerExpiredBackToResults = {
    guard: { type: "isOfferExpired", params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    target: `#${ID}.backToResults`,
    actions: [
      {
        type: "setAlert",
        params: ({ context }: { context: Context }) => ({
          alert: context.search ? vertical.messages.offerExpired : vertical.messages.offerExpiredSearchAgain,
        }),
      },
      // Stale offers are not shown again: the search runs afresh.
      "dropStaleOffers",
    ],
  } as const;

  return setup({
    types: { input: {} as BookingInput, context: {} as Context, events: {} as BookingEvent<V> },
    actors: {
      search: fromPromise<SearchOutput<V["offer"], V["results"]>, V["search"]>(() => Promise.reject(new Error("search actor not provided"))),
      reprice: fromPromise<Pricing, RepriceInput>(() => Promise.reject(new Error("reprice actor not provided"))),
      repriceForClient: fromPromise<RepriceForClientOutput<Pricing>, RepriceForClientInput>(() =>
        Promise.reject(new Error("repriceForClient actor not provided")),
      ),
      loadReservation: fromPromise<V["reservation"], LoadReservationInput>(() => Promise.reject(new Error("loadReservation actor not provided"))),
      releaseHold: fromPromise<void, ReleaseHoldInput>(() => Promise.reject(new Error("releaseHold actor not provided"))),
      revalidateOffer: fromPromise<Pricing, RevalidateOfferInput>(() => Promise.reject(new Error("revalidateOffer actor not provided"))),
      /** The details page's choice checked with the supplier (verticals with `choice`): the bookable offer, priced. */
      checkChoice: fromPromise<Pricing, CheckChoiceInput>(() => Promise.reject(new Error("checkChoice actor not provided"))),
      fetchPaymentOutcome: fromPromise<FetchPaymentOutcomeOutput, FetchPaymentOutcomeInput>(() =>
        Promise.reject(new Error("fetchPaymentOutcome actor not provided")),
      ),
      /** The shared card payment over the vertical's order; the web provides its `confirmPayment`. */
      payment: createPaymentMachine<V["order"]>(),
      /** The shared cancellation quote flow; the web provides getPenalty and cancelBooking. */
      cancellation: cancellationMachine,
    },
    guards: {
      restoreResults: ({ context }) => context.search !== null && context.offerId === null && context.referenceNumber === null,
      restoreDetails: ({ context }) => context.offerId !== null,
      restoreConfirmation: ({ context }) => context.referenceNumber !== null,
      isValidSearch: ({ context, event }) => event.type === "search.submitted" && vertical.searchForm.parse(event.search, context.today) !== null,
      hasOffers: ({ context }) => context.offers.length > 0,
      hasMorePages: ({ context }) => paging?.hasMore(context) === true,
      isValidChoice: ({ event }) => event.type === "choice.submitted" && choice?.parse(event.choice) != null,
      /** Checkout opens on a bookable choice (verticals with `choice`); otherwise the priced offer is bookable. */
      choiceReady: ({ context }) => !choice || (context.pricing !== null && choice.ready(context.pricing)),
      hasSearch: ({ context }) => context.search !== null,
      isKnownOffer: ({ context, event }) =>
        event.type === "offer.selected" && (context.offers.some((offer) => offer.id === event.offerId) || (vertical.knowsOffer?.(context, event.offerId) ?? false)),
      isSort: ({ event }) => event.type === "sort.changed" && results.isSort(event.sort),
      priceChanged: (_, p: { pricing: Pricing }) => p.pricing.priceChanged,
      resumeCheckout: ({ context }) => context.resumeCheckout,
      isOfferExpired: (_, p: { error: unknown }) => toApiFailure(p.error).httpStatus === 410,
      isAuthenticated: ({ event }) => event.type === "checkout.requested" && event.authenticated,
      canSubmitCheckout: ({ context, event }) =>
        event.type === "checkout.submitted" && vertical.travellersComplete(context.search, event.passengers, event.contact),
      paymentSucceeded: (_, p: { output: PaymentOutput }) => p.output.status === "succeeded",
      /** Refused for good; `withSearch`: there is a search to go back to (else its form). */
      paymentRefused: (_, p: { output: PaymentOutput; withSearch: boolean }) => p.output.status === "refused" && p.withSearch,
      /** On hold: never charged, so it is paid or released (src/shared/booking/statuses.ts), not cancelled. */
      isHeld: ({ context }) => context.reservation !== null && bookingStage(context.reservation.bookingStatus as BookingStatus) === "held",
      isCancellable: ({ context }) => context.reservation !== null && isCancellableStatus(context.reservation.bookingStatus),
      bookingCancelled: (_, p: { output: CancellationOutput }) => p.output.status !== "dismissed",
      resumesPayment: ({ context }) => context.resumeAt === "payment",
      priceMoved: ({ context }, p: { pricing: Pricing | undefined }) => priceMoved(context.pricing, p.pricing),
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
        const search = vertical.searchForm.parse(event.search, context.today);
        return search === null ? {} : { search, form: vertical.searchForm.formOf(search), alert: null };
      }),
      /** spec A §4: a new search clears results, filters, sort, details and the result slots. */
      clearResults: assign(({ context }) => ({ ...noResults(), ...searchRefinements(context), offerId: null, pricing: null, proposalId: null })),
      storeResults: assign(({ context }, p: { result: SearchOutput<V["offer"], V["results"]> }) => {
        const prepared = results.prepare(p.result.offers);
        const refined = searchRefinements(context);
        const filters = refined.filters ?? results.defaultFilters(prepared);
        const sort = refined.sort ?? results.defaultSort;
        const visible = results.visible(prepared, filters, sort);
        return { ...results.slotsOf(p.result), offers: p.result.offers, prepared, filters, sort, visible, summaries: results.summarize(visible) };
      }),
      /** A failed search's slots (only a vertical with `results.failedSlots` uses it). */
      storeSearchFailure: assign(() => ({ ...results.failedSlots })),
      /** Paged results: a filter or sort is a new search with it (the supplier filters and sorts). */
      refineSearch: assign(({ context, event }) => {
        if (!paging || context.search === null) return {};
        let { filters, sort } = context;
        if (event.type === "filters.changed") filters = results.applyFilterChange(filters, event.change, context.prepared ?? emptyPrepared);
        else if (event.type === "filters.reset") filters = results.defaultFilters(emptyPrepared);
        else if (event.type === "sort.changed") sort = event.sort;
        const search = paging.refine(context.search, filters, sort);
        return { search, form: vertical.searchForm.formOf(search) };
      }),
      /** The next page after the ones shown (spec B §4 activities: appended). */
      appendResults: assign(({ context }, p: { result: SearchOutput<V["offer"], V["results"]> }) => {
        const offers = [...context.offers, ...p.result.offers];
        const prepared = results.prepare(offers);
        const visible = results.visible(prepared, context.filters, context.sort);
        return { ...results.slotsOf(p.result), offers, prepared, visible, summaries: results.summarize(visible) };
      }),
      /**
       * Results that arrive while the search still runs (a hotel search's batches): shown at once, the
       * search goes on. An event without results changes nothing.
       */
      storeProgress: assign(({ event }) => {
        if (event.type !== "search.progress" || !event.result) return {};
        const prepared = results.prepare(event.result.offers);
        const filters = results.defaultFilters(prepared);
        const visible = results.visible(prepared, filters, results.defaultSort);
        return { ...results.slotsOf(event.result), offers: event.result.offers, prepared, filters, visible, summaries: results.summarize(visible) };
      }),
      applyFilterChange: assign(({ context, event }) => {
        if (event.type !== "filters.changed" || context.prepared === null) return {};
        return refilter(context, results.applyFilterChange(context.filters, event.change, context.prepared), context.sort);
      }),
      resetFilters: assign(({ context }) =>
        context.prepared === null ? {} : refilter(context, results.defaultFilters(context.prepared), context.sort),
      ),
      applySort: assign(({ context, event }) => {
        if (event.type !== "sort.changed" || context.prepared === null) return {};
        // Same set, new order: the summary cards do not change.
        return { sort: event.sort, visible: results.visible(context.prepared, context.filters, event.sort) };
      }),
      selectOffer: assign(({ event }) => (event.type === "offer.selected" ? { offerId: event.offerId, alert: null } : {})),
      clearPricing: assign({ pricing: null }),
      /** Accepting the new price makes it the agreed one. */
      acceptPrice: assign(({ context }) => ({ pricing: context.pricing ? { ...context.pricing, priceChanged: false, previousTotal: null } : null })),
      /** Back to the list: another offer starts the checkout afresh. */
      leaveOffer: assign(() => ({ ...noTravellers, offerId: null, pricing: null, resumeCheckout: false, proposalId: null })),
      /** Booked: the reservation is the record from now on; results and checkout data are stale. */
      finishBooking: assign(() => ({ ...noResults(), ...noTravellers, offerId: null, pricing: null, proposalId: null })),
      dropStaleOffers: assign({ offers: [] }),
      keepPricing: assign((_, p: { pricing: Pricing }) => ({ pricing: p.pricing })),
      /** The checked choice is what checkout books, and what a refresh of the page prices again. */
      keepChosenPricing: assign((_, p: { pricing: Pricing }) => ({ pricing: p.pricing, offerId: p.pricing.offer.id })),
      /** spec A §4: checkout resets citizenship. */
      enterCheckout: assign({ citizenship: null, resumeCheckout: false }),
      keepTravellers: assign(({ context, event }) => {
        if (event.type !== "checkout.submitted") return {};
        const citizenship = event.passengers[0]?.citizenship ?? null;
        const clientId = event.clientId ?? null;
        // The submitted values are the latest typed ones: the draft is them now (the picked client's name kept).
        const client = clientId === null ? null : context.draft?.client?.id === clientId ? context.draft.client : { id: clientId, name: "" };
        const draft: Context["draft"] = { passengers: event.passengers, contact: event.contact as Partial<V["contact"]>, client };
        return { passengers: event.passengers, contact: event.contact, citizenship, clientId, draft };
      }),
      /** Agent books for a client: who the booking is for from now on, kept in the draft with the name the picker shows. */
      pickClient: assign(({ context, event }) => {
        if (event.type !== "client.picked") return {};
        const draft: Context["draft"] = { passengers: context.draft?.passengers ?? [], contact: context.draft?.contact ?? null, client: event.client };
        return { clientId: event.client?.id ?? null, draft };
      }),
      /** The price for the picked client, and the add-ons quoted again on it. */
      keepClientPricing: assign((_, p: { output: RepriceForClientOutput<Pricing> }) => ({ pricing: p.output.pricing, addOns: p.output.addOns })),
      /** Resumable checkouts: the form as typed, and the client picked (so a reprice or revalidation is for them). */
      keepDraft: assign(({ event }) => (event.type === "travellers.edited" ? { draft: event.draft, clientId: event.draft.client?.id ?? null } : {})),
      /** Resumable checkouts: the wallet credit chosen is saved with the checkout and offered again when it resumes. */
      keepWalletCredit: assign(({ event }) => (event.type === "walletCredit.changed" ? { walletCredit: event.choice } : {})),
      /** One idempotency key per checkout attempt; the payment child reuses it for every retry. */
      startAttempt: assign({ idempotencyKey: ({ context }) => context.newIdempotencyKey() }),
      setCitizenship: assign({
        citizenship: ({ context, event }) =>
          event.type === "citizenship.changed" && /^[A-Za-z]{2}$/.test(event.citizenship.trim())
            ? event.citizenship.trim().toUpperCase()
            : context.citizenship,
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
      keepReservation: assign((_, p: { reservation: V["reservation"] }) => ({ reservation: p.reservation })),
      /**
       * A held booking back to checkout: its offer is priced again (details), then the checkout opens with
       * its travellers and client; booking the same offer again reuses the hold on the server (one booking).
       */
      takeHoldToCheckout: assign(({ context }) => {
        if (context.reservation === null) return {};
        const held = vertical.heldCheckout(context.reservation);
        return {
          offerId: held.offerId,
          passengers: held.passengers,
          contact: held.contact,
          clientId: held.clientId,
          // As if just submitted: the draft is the booking's travellers (the picker names the client when it loads).
          draft: { passengers: held.passengers, contact: held.contact as Partial<V["contact"]>, client: held.clientId === null ? null : { id: held.clientId, name: "" } },
          resumeCheckout: true,
          pricing: null,
          idempotencyKey: null,
          referenceNumber: null,
          reservation: null,
        };
      }),
      /** spec A §8: booking details failure clears the reservation (and the penalty, held by the cancel child). */
      clearReservation: assign({ reservation: null }),
      setAlert: assign({ alert: (_, p: { alert: AlertMessage }) => p.alert }),
      clearAlert: assign({ alert: null }),
      startOver: assign(({ context }) => ({
        ...noTravellers,
        form: vertical.searchForm.defaults(context.today, context.country ?? DEFAULT_COUNTRY),
        search: null,
        referenceNumber: null,
        card: null,
        reservation: null,
        alert: null,
      })),
      markResume: assign({ resumeAt: (_, p: { step: ResumeStep }) => p.step }),
      /** A moved price is asked again (details.priceChanged, then on to checkout with the traveller details). */
      keepRevalidatedPricing: assign(({ context }, p: { pricing: Pricing }) =>
        priceMoved(context.pricing, p.pricing) ? { pricing: { ...p.pricing, priceChanged: true }, resumeCheckout: true } : { pricing: p.pricing },
      ),
      finishResume: assign({ resumeAt: null }),
      keepPaymentResume: assign({
        paymentResume: (_, p: { outcome: ResumePaymentOutcome }) =>
          p.outcome.status === "requires_action" || p.outcome.status === "declined" ? p.outcome : null,
      }),
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
      // Side effects: placeholders the web replaces through `machine.provide`.
      toast: (_, _p: ToastParams) => {},
      /** Keep the URL on the machine's route (replace, not push, when it is already there). */
      navigate: (_, _p: BookingRoute | NavigateTarget) => {},
      /** spec A §3 flightSearchURL / POST flightStore: remember the search. */
      persistSearch: (_, _p: { search: V["search"] }) => {},
      /** spec A §2: save the full path as the redirect path and send the visitor to log in. */
      requireLogin: (_, _p: { message: AlertMessage }) => {},
    },
    delays: {
      /** Resumable checkouts: how soon to ask again while another request holds the payment. */
      outcomePollInterval: 2000,
    },
  }).createMachine({
    id: vertical.id,
    context: ({ input }) => {
      const restore = input.restore ?? null;
      const search = restore?.searchParams === undefined ? null : vertical.searchForm.parse(restore.searchParams, input.today);
      const wantsOffer = (restore?.step === "details" || restore?.step === "checkout") && !!restore.offerId;
      const wantsReservation = restore?.step === "confirmation" && !!restore.referenceNumber;
      return {
        ...noResults(),
        today: input.today,
        newIdempotencyKey: input.newIdempotencyKey,
        country: input.country ?? DEFAULT_COUNTRY,
        form: search === null ? vertical.searchForm.defaults(input.today, input.country ?? DEFAULT_COUNTRY) : vertical.searchForm.formOf(search),
        search: restore?.step === "search" ? null : search,
        offerId: wantsOffer ? (restore?.offerId ?? null) : null,
        proposalId: wantsOffer ? (restore?.proposalId ?? null) : null,
        pricing: null,
        resumeCheckout: wantsOffer && restore?.step === "checkout",
        ...noTravellers,
        referenceNumber: wantsReservation ? (restore?.referenceNumber ?? null) : null,
        card: null,
        reservation: null,
        alert: null,
        resumeAt: null,
        paymentResume: null,
      } as Context;
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
            actions: ["keepSearch", { type: "persistSearch", params: ({ context }) => ({ search: context.search as V["search"] }) }],
          },
        },
      },
      searching: {
        tags: ["busy"],
        entry: ["clearResults", { type: "navigate", params: toRoute("searching") }],
        invoke: {
          id: vertical.searchId,
          src: "search",
          input: ({ context }: { context: Context }) => context.search as V["search"],
          onDone: { target: "results", actions: { type: "storeResults", params: ({ event }) => ({ result: event.output }) } },
          // spec A §8: silent; the results are already cleared (a vertical's failure slots set, cars' error flag).
          onError: results.failedSlots ? { target: "results", actions: "storeSearchFailure" } : "results",
        },
        on: {
          // Resumable checkouts: a search is a read, so a restored one simply runs again.
          "checkout.resumed": { target: "searching", reenter: true },
          ...(results.progressive ? { "search.progress": { actions: "storeProgress" } } : ({} as never)),
        },
      },
      results: {
        // Back from details lands here without a search: the URL follows (searching set it before).
        entry: { type: "navigate", params: toRoute("results") },
        initial: "deciding",
        on: {
          "search.submitted": {
            guard: "isValidSearch",
            target: "searching",
            actions: ["keepSearch", { type: "persistSearch", params: ({ context }) => ({ search: context.search as V["search"] }) }],
          },
          "alert.dismissed": { actions: "clearAlert" },
          ...(paging
            ? {
                // Also from an empty page: a filter that left nothing can be changed back.
                "filters.changed": { target: "searching", actions: ["refineSearch", { type: "persistSearch", params: ({ context }: { context: Context }) => ({ search: context.search as V["search"] }) }] },
                "filters.reset": { target: "searching", actions: ["refineSearch", { type: "persistSearch", params: ({ context }: { context: Context }) => ({ search: context.search as V["search"] }) }] },
                "sort.changed": { guard: "isSort", target: "searching", actions: ["refineSearch", { type: "persistSearch", params: ({ context }: { context: Context }) => ({ search: context.search as V["search"] }) }] },
              }
            : ({} as never)),
        },
        states: {
          deciding: { always: [{ guard: "hasOffers", target: "loaded" }, { target: "empty" }] },
          empty: {},
          loaded: {
            on: {
              ...(paging
                ? ({} as never)
                : {
                    "filters.changed": { actions: "applyFilterChange" },
                    "filters.reset": { actions: "resetFilters" },
                    "sort.changed": { guard: "isSort", actions: "applySort" },
                  }),
              "offer.selected": { guard: "isKnownOffer", target: `#${ID}.details`, actions: "selectOffer" },
              ...(paging ? { "results.moreRequested": { guard: "hasMorePages", target: "loadingMore" } } : ({} as never)),
            },
          },
          ...(paging
            ? {
                /** The next page, with the same search actor; a failure keeps what is shown. */
                loadingMore: {
                  tags: ["busy"],
                  invoke: {
                    id: "searchMore",
                    src: "search",
                    input: ({ context }: { context: Context }) => paging.next(context.search as V["search"], context.offers.length),
                    onDone: { target: "loaded", actions: { type: "appendResults", params: ({ event }) => ({ result: event.output }) } },
                    onError: {
                      target: "loaded",
                      actions: { type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) },
                    },
                  },
                },
              }
            : ({} as never)),
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
              input: ({ context }) => ({ offerId: context.offerId ?? "", search: context.search, ...(context.clientId ? { clientId: context.clientId } : {}) }),
              onDone: [
                {
                  guard: { type: "priceChanged", params: ({ event }) => ({ pricing: event.output }) },
                  target: "priceChanged",
                  actions: { type: "keepPricing", params: ({ event }) => ({ pricing: event.output }) },
                },
                {
                  guard: "resumeCheckout",
                  target: `#${ID}.checkout`,
                  actions: [{ type: "keepPricing", params: ({ event }) => ({ pricing: event.output }) }, "enterCheckout"],
                },
                { target: "reviewing", actions: { type: "keepPricing", params: ({ event }) => ({ pricing: event.output }) } },
              ],
              onError: [
                offerExpiredBackToResults,
                {
                  // spec A §8: server message or 'Something went wrong'.
                  target: `#${ID}.backToResults`,
                  actions: { type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) },
                },
              ],
            },
          },
          /** The price moved since the search: the traveller accepts it or goes back. */
          priceChanged: {
            on: {
              "price.accepted": [
                { guard: "resumeCheckout", target: `#${ID}.checkout`, actions: ["acceptPrice", "enterCheckout"] },
                { target: "reviewing", actions: "acceptPrice" },
              ],
              "price.declined": `#${ID}.backToResults`,
            },
          },
          reviewing: {
            on: {
              // Another fare for the same offer (flights: cabin or fare family): priced again from the start.
              "offer.selected": { guard: "isKnownOffer", target: `#${ID}.details`, reenter: true, actions: "selectOffer" },
              "checkout.requested": choice
                ? [
                    { guard: and(["isAuthenticated", "choiceReady"]), target: `#${ID}.checkout`, actions: "enterCheckout" },
                    { guard: not("isAuthenticated"), actions: { type: "requireLogin", params: { message: vertical.messages.loginRequired } } },
                  ]
                : [
                    { guard: "isAuthenticated", target: `#${ID}.checkout`, actions: "enterCheckout" },
                    { actions: { type: "requireLogin", params: { message: vertical.messages.loginRequired } } },
                  ],
              ...(choice ? { "choice.submitted": { guard: "isValidChoice", target: "checkingChoice" } } : ({} as never)),
            },
          },
          ...(choice
            ? {
                /** The choice checked with the supplier (an availability check): its bookable offer, priced; refused → the page says why. */
                checkingChoice: {
                  tags: ["busy"],
                  invoke: {
                    id: "checkChoice",
                    src: "checkChoice",
                    input: ({ context, event }: { context: Context; event: BookingEvent<V> }) => ({
                      offerId: context.offerId ?? "",
                      choice: event.type === "choice.submitted" ? choice.parse(event.choice) : null,
                      ...(context.clientId ? { clientId: context.clientId } : {}),
                    }),
                    onDone: [
                      {
                        guard: { type: "priceChanged", params: ({ event }) => ({ pricing: event.output }) },
                        target: "priceChanged",
                        actions: { type: "keepChosenPricing", params: ({ event }) => ({ pricing: event.output }) },
                      },
                      { target: "reviewing", actions: { type: "keepChosenPricing", params: ({ event }) => ({ pricing: event.output }) } },
                    ],
                    onError: {
                      target: "reviewing",
                      actions: { type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) },
                    },
                  },
                },
              }
            : ({} as never)),
        },
        on: {
          "details.back": "backToResults",
          // Resumable checkouts: details checks the offer anyway: a restored details page simply reprices again.
          "checkout.resumed": { target: "details", reenter: true },
        },
      },
      checkout: {
        entry: { type: "navigate", params: toRoute("checkout") },
        initial: "editing",
        states: {
          editing: {
            on: {
              "checkout.submitted": { guard: "canSubmitCheckout", target: `#${ID}.payment`, actions: ["keepTravellers", "startAttempt"] },
            },
          },
          /**
           * Agent books for a client: the offer priced for the client just picked (their markup) and the add-ons
           * quoted again, before anything can be paid, so the Pay button shows what the server will charge.
           */
          repricingForClient: {
            tags: ["busy"],
            // Resumable checkouts: restored while pricing for the client, it prices again (nothing is paid on this step).
            on: { "checkout.resumed": { target: "repricingForClient", reenter: true } },
            invoke: {
              id: "repriceForClient",
              src: "repriceForClient",
              input: ({ context }) => ({ offerId: context.offerId ?? "", search: context.search, clientId: context.clientId, addOns: context.addOns }),
              onDone: { target: "editing", actions: { type: "keepClientPricing", params: ({ event }) => ({ output: event.output }) } },
              onError: [
                offerExpiredBackToResults,
                // spec A §8: server message or 'Something went wrong'; nothing is paid at a price not known for this client.
                { target: "repriceFailed", actions: { type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) } },
              ],
            },
          },
          /** The price for the picked client is not known: try again, or pick someone else. */
          repriceFailed: {
            on: {
              "clientPricing.retried": "repricingForClient",
              // Resumable checkouts: restored here (a reload also lands here when it cut the pricing short), it prices again.
              "checkout.resumed": "repricingForClient",
            },
          },
        },
        on: {
          "client.picked": { target: ".repricingForClient", reenter: true, actions: "pickClient" },
          "travellers.edited": { actions: "keepDraft" },
          ...(vertical.citizenshipAtCheckout ? { "citizenship.changed": { actions: "setCitizenship" } } : ({} as never)),
          "addOn.selected": { actions: "selectAddOn" },
          "addOn.removed": { actions: "removeAddOn" },
          "checkout.back": `#${ID}.details.reviewing`,
          "checkout.resumed": { target: "resuming", actions: { type: "markResume", params: { step: "checkout" } } },
        },
      },
      /** The shared payment child (id `payment`): the web sends it payment.* and challenge.* events. */
      payment: {
        // Payment on a page of its own (spec B §2 cars: /checkout after /reservation-details): the URL follows.
        ...(vertical.paths.payment ? { entry: { type: "navigate" as const, params: toRoute("payment") } } : {}),
        invoke: {
          id: "payment",
          src: "payment",
          input: ({ context }) => ({
            idempotencyKey: context.idempotencyKey ?? "",
            amount: checkoutTotal(context.pricing, context.addOns),
            resume: context.paymentResume,
            order: vertical.order(context),
          }),
          onDone: [
            {
              guard: { type: "paymentSucceeded", params: ({ event }) => ({ output: event.output }) },
              target: "confirmation",
              actions: [{ type: "keepBooking", params: ({ event }) => ({ output: event.output }) }, "finishBooking"],
            },
            // Refused for good (a vendor's refusal, a slot sold out; nothing charged): this offer cannot be booked, so
            // back to the same search's results with the refusal's words, the traveller details kept for another offer.
            {
              guard: { type: "paymentRefused", params: ({ context, event }) => ({ output: event.output, withSearch: context.search !== null }) },
              target: "searching",
              actions: ["forgetOffer", { type: "setAlert", params: ({ event }) => ({ alert: refusalOf(event.output) }) }],
            },
            {
              guard: { type: "paymentRefused", params: ({ event }) => ({ output: event.output, withSearch: true }) },
              target: "search",
              actions: ["forgetOffer", { type: "setAlert", params: ({ event }) => ({ alert: refusalOf(event.output) }) }],
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
        on: {
          // Resumable checkouts: never charge again blindly; ask the server what became of this idempotency key.
          "checkout.resumed": { target: "resuming", actions: { type: "markResume", params: { step: "payment" } } },
          "walletCredit.changed": { actions: "keepWalletCredit" },
        },
      },
      /**
       * Resumable checkouts: a restored checkout checks the server before going on (docs/checkout-sessions.md).
       * Payment first asks what became of its idempotency key; then the offer is priced again:
       * unchanged → the step it was on; moved → details.priceChanged; gone → the same search again,
       * traveller details kept.
       */
      resuming: {
        initial: "deciding",
        // Not saved while here (machines/checkout-session): a reload resumes again from the step before.
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
                  target: `#${ID}.confirmation`,
                  actions: [{ type: "keepResumedBooking", params: ({ event }) => ({ outcome: event.output }) }, "finishBooking", "finishResume"],
                },
                {
                  // Booking failed after the card was released: this offer cannot be booked.
                  guard: { type: "outcomeFailed", params: ({ event }) => ({ outcome: event.output }) },
                  target: "offerGone",
                  actions: { type: "setAlert", params: { alert: vertical.messages.resumeOfferGone } },
                },
                { guard: { type: "outcomePending", params: ({ event }) => ({ outcome: event.output }) }, target: "waitingForOutcome" },
                {
                  guard: { type: "outcomeOpen", params: ({ event }) => ({ outcome: event.output }) },
                  target: `#${ID}.payment`,
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
          waitingForOutcome: { tags: ["busy"], after: { outcomePollInterval: "fetchingOutcome" } },
          revalidating: {
            tags: ["busy"],
            invoke: {
              id: "revalidateOffer",
              src: "revalidateOffer",
              // With the search, as the first pricing had it: a hotel's rooms are priced for its stay (a fresh page has no search of its own).
              input: ({ context }) => ({ offerId: context.offerId ?? "", search: context.search, ...(context.clientId ? { clientId: context.clientId } : {}) }),
              onDone: [
                {
                  guard: { type: "priceMoved", params: ({ event }) => ({ pricing: event.output }) },
                  target: `#${ID}.details.priceChanged`,
                  actions: [{ type: "keepRevalidatedPricing", params: ({ event }) => ({ pricing: event.output }) }, "finishResume"],
                },
                {
                  guard: "resumesPayment",
                  target: `#${ID}.payment`,
                  actions: [{ type: "keepRevalidatedPricing", params: ({ event }) => ({ pricing: event.output }) }, "finishResume"],
                },
                {
                  target: `#${ID}.checkout`,
                  actions: [{ type: "keepRevalidatedPricing", params: ({ event }) => ({ pricing: event.output }) }, "finishResume"],
                },
              ],
              onError: [
                {
                  guard: { type: "isOfferGone", params: ({ event }) => ({ error: event.error }) },
                  target: "offerGone",
                  actions: { type: "setAlert", params: { alert: vertical.messages.resumeOfferGone } },
                },
                // Could not check (offline, 5xx): go on; booking checks price and expiry again (409/410) before any charge.
                {
                  guard: "resumesPayment",
                  target: `#${ID}.payment`,
                  actions: [
                    { type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) },
                    "finishResume",
                  ],
                },
                {
                  target: `#${ID}.checkout`,
                  actions: [
                    { type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) },
                    "finishResume",
                  ],
                },
              ],
            },
          },
          /** Never rests here: back to the results of the same search (or the form without one), traveller details kept. */
          offerGone: { entry: "forgetOffer", always: [{ guard: "hasSearch", target: `#${ID}.searching` }, { target: `#${ID}.search` }] },
          /** What became of the payment could not be asked (offline, 5xx): the page offers a retry; nothing is sent again. */
          failed: { on: { "resume.retried": "deciding" } },
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
            on: {
              "cancel.requested": { guard: "isCancellable", target: `#${ID}.cancel` },
              "hold.paymentRequested": { guard: "isHeld", target: `#${ID}.details`, actions: "takeHoldToCheckout" },
              "hold.released": { guard: "isHeld", target: "releasing" },
            },
          },
          /** A held booking given up: released on the server, then read again (it shows as failed, nothing charged). */
          releasing: {
            tags: ["busy"],
            invoke: {
              id: "releaseHold",
              src: "releaseHold",
              input: ({ context }) => ({ referenceNumber: context.referenceNumber ?? "" }),
              onDone: { target: "loading", actions: { type: "toast", params: { kind: "success", message: vertical.messages.holdReleased } } },
              onError: {
                target: "loaded",
                actions: { type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) },
              },
            },
          },
          failed: { on: { "reservation.retried": "loading" } },
          ...(updateFailed
            ? {
                /** The booking read again after a cancellation; its failure has the vertical's own words (spec B §8 activities). */
                updating: {
                  tags: ["busy"],
                  invoke: {
                    id: "reloadReservation",
                    src: "loadReservation",
                    input: ({ context }: { context: Context }) => ({ referenceNumber: context.referenceNumber ?? "" }),
                    onDone: { target: "loaded", actions: { type: "keepReservation", params: ({ event }) => ({ reservation: event.output }) } },
                    onError: { target: "failed", actions: ["clearReservation", { type: "toast", params: { kind: "error", message: updateFailed } }] },
                  },
                },
              }
            : ({} as never)),
        },
      },
      /** The shared cancellation child (id `cancellation`): the web sends it cancel.* / void.* events. */
      cancel: {
        entry: { type: "navigate", params: toRoute("cancel") },
        invoke: {
          id: "cancellation",
          src: "cancellation",
          input: ({ context }) => ({
            referenceNumber: context.referenceNumber ?? "",
            successMessage: vertical.messages.cancelled,
            allowVoid: vertical.cancellation.allowVoid,
          }),
          onDone: [
            // Reload: the reservation now shows cancelled or voided.
            { guard: { type: "bookingCancelled", params: ({ event }) => ({ output: event.output }) }, target: updateFailed ? "confirmation.updating" : "confirmation.loading" },
            { target: "confirmation.loaded" },
          ],
          // No onError, as for payment: the cancellation child shows its own failures (`failed`).
        },
        // Resumable checkouts: a cancellation is not repeated blindly; the reservation shows what happened, and cancel can be asked again.
        on: { "checkout.resumed": "confirmation.loading" },
      },
    },
  });
}

type ErasedMachine = ReturnType<typeof buildBookingMachine>;

/** The actors whose answers are the vertical's own types. */
interface TypedActors<T extends VerticalTypes> {
  search: PromiseActorLogic<SearchOutput<T["offer"], T["results"]>, T["search"]>;
  reprice: PromiseActorLogic<T["pricing"], RepriceInput>;
  loadReservation: PromiseActorLogic<T["reservation"], LoadReservationInput>;
  revalidateOffer: PromiseActorLogic<T["pricing"], RevalidateOfferInput>;
  repriceForClient: PromiseActorLogic<RepriceForClientOutput<T["pricing"]>, RepriceForClientInput>;
  checkChoice: PromiseActorLogic<T["pricing"], CheckChoiceInput>;
  payment: PaymentMachine<T["order"]>;
}
type WithTypedActors<A, T extends VerticalTypes> = A extends { src: infer K }
  ? K extends keyof TypedActors<T>
    ? Omit<A, "logic"> & { logic: TypedActors<T>[K] }
    : A
  : never;
type WithTypedActions<A, T extends VerticalTypes> = A extends { type: "persistSearch" } ? { type: "persistSearch"; params: { search: T["search"] } } : A;

/** The core machine as the vertical sees it: its context, events, actors and effects in its own types. */
export type BookingMachine<T extends VerticalTypes> =
  ErasedMachine extends StateMachine<
    infer _Context,
    infer _Event,
    infer Children,
    infer Actors,
    infer Actions,
    infer Guards,
    infer Delays,
    infer Value,
    infer Tags,
    infer Input,
    infer Output,
    infer Emitted,
    infer Meta,
    infer Schema
  >
    ? StateMachine<
        BookingContext<T>,
        BookingEvent<T>,
        Children,
        WithTypedActors<Actors, T>,
        WithTypedActions<Actions, T>,
        Guards,
        Delays,
        Value,
        Tags,
        Input,
        Output,
        Emitted,
        Meta,
        Schema
      >
    : never;

/**
 * The booking lifecycle for one vertical: a plain XState machine (id `vertical.id`) that the web runs,
 * the model tests walk and the diagrams draw.
 */
export function createBookingMachine<T extends VerticalTypes>(vertical: BookingVertical<T>): BookingMachine<T> {
  // The description is read only through VerticalTypes' constraints (see buildBookingMachine).
  return buildBookingMachine(vertical as unknown as BookingVertical<V>) as unknown as BookingMachine<T>;
}
