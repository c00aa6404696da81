// The booking core's actions: what each transition keeps, clears or asks the web to do, for every
// vertical. The side effects (toast, navigate, persistSearch, requireLogin) are placeholders the web
// replaces through `machine.provide`.
import type { ResumePaymentOutcome } from "@/shared/api/checkout-sessions";
import { DEFAULT_COUNTRY } from "@/shared/constants";
import { assign } from "xstate";
import type { AlertMessage, NavigateTarget, ToastParams } from "../effects";
import type { PaymentOutput } from "../payment/payment.machine";
import type { ResumeStep } from "./context";
import type { RepriceForClientOutput, SearchOutput } from "./contracts";
import { priceMoved } from "./events";
import { withGuards } from "./guards";
import type { BookingKit, Context, Pricing, V } from "./kit";
import type { BookingRoute } from "./routes";

/**
 * The first traveller's citizenship, where the vertical's traveller holds one (flights ask it at checkout, spec A
 * §4; a hotel's lead guest may carry it): the core reads it without requiring it of every vertical's schema.
 */
function citizenshipOf(passenger: object | undefined): string | null {
  if (passenger === undefined || !("citizenship" in passenger)) return null;
  return typeof passenger.citizenship === "string" ? passenger.citizenship : null;
}

export function bookingImplementations(kit: BookingKit) {
  const { vertical, results, refinements, noResults, noTravellers, searchRefinements, refilter } = kit;
  /**
   * A search's results as the list shows them: filtered and sorted as the search says (refinements kept in the
   * search), else by the defaults. The same for the results that arrive while the search runs and for its answer.
   */
  const listOf = (context: Context, result: SearchOutput<V["offer"], V["results"]>) => {
    const prepared = results.prepare(result.offers);
    const refined = searchRefinements(context);
    const filters = refined.filters ?? results.defaultFilters(prepared);
    const sort = refined.sort ?? results.defaultSort;
    const visible = results.visible(prepared, filters, sort);
    return { ...results.slotsOf(result), offers: result.offers, prepared, filters, sort, visible, summaries: results.summarize(visible) };
  };
  return withGuards(kit).extend({
    actions: {
      keepSearch: assign(({ context, event }) => {
        if (event.type !== "search.submitted") return {};
        const search = vertical.searchForm.parse(event.search, context.today);
        return search === null ? {} : { search, form: vertical.searchForm.formOf(search), alert: null };
      }),
      /** spec A §4: a new search clears results, filters, sort, details and the result slots. */
      clearResults: assign(({ context }) => ({ ...noResults(), ...searchRefinements(context), offerId: null, pricing: null, proposalId: null })),
      storeResults: assign(({ context }, p: { result: SearchOutput<V["offer"], V["results"]> }) => listOf(context, p.result)),
      /** A failed search's slots (only a vertical with `results.failedSlots` uses it). */
      storeSearchFailure: assign(() => ({ ...results.failedSlots })),
      /** Refinements kept in the search: the search (and so the address) takes the filters and sort the list now has. */
      refineSearch: assign(({ context }) => {
        if (!refinements || context.search === null) return {};
        const search = refinements.refine(context.search, context.filters, context.sort);
        return { search, form: vertical.searchForm.formOf(search) };
      }),
      /**
       * Results that arrive while the search still runs (a hotel search's batches): shown at once, the
       * search goes on. An event without results changes nothing.
       */
      storeProgress: assign(({ context, event }) => (event.type === "search.progress" && event.result ? listOf(context, event.result) : {})),
      applyFilterChange: assign(({ context, event }) => {
        if (event.type !== "filters.changed" || context.prepared === null) return {};
        return refilter(context, results.applyFilterChange(context.filters, event.change, context.prepared), context.sort);
      }),
      resetFilters: assign(({ context }) => (context.prepared === null ? {} : refilter(context, results.defaultFilters(context.prepared), context.sort))),
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
        const citizenship = citizenshipOf(event.passengers[0]);
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
        citizenship: ({ context, event }) => (event.type === "citizenship.changed" && /^[A-Za-z]{2}$/.test(event.citizenship.trim()) ? event.citizenship.trim().toUpperCase() : context.citizenship),
      }),
      selectAddOn: assign({
        addOns: ({ context, event }) => (event.type === "addOn.selected" ? [...context.addOns.filter((addOn) => addOn.id !== event.addOn.id), event.addOn] : context.addOns),
      }),
      removeAddOn: assign({
        addOns: ({ context, event }) => (event.type === "addOn.removed" ? context.addOns.filter((addOn) => addOn.id !== event.id) : context.addOns),
      }),
      keepBooking: assign((_, p: { output: PaymentOutput }) => (p.output.status === "succeeded" ? { referenceNumber: p.output.reference, card: p.output.card } : {})),
      /** Back from the payment form: the hold whose card was declined is what the next attempt continues (not another tab's). */
      keepDeclinedHold: assign((_, p: { output: PaymentOutput }) => (p.output.status === "abandoned" ? { declinedHold: p.output.declinedHold } : {})),
      keepReservation: assign((_, p: { reservation: V["reservation"] }) => ({ reservation: p.reservation })),
      /**
       * A held booking back to checkout: its offer is priced again (details), then the checkout opens with
       * its travellers and client; the booking request names the hold (`declinedHold`), so the server reuses it (one booking).
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
          declinedHold: context.referenceNumber,
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
        paymentResume: (_, p: { outcome: ResumePaymentOutcome }) => (p.outcome.status === "requires_action" || p.outcome.status === "declined" ? p.outcome : null),
      }),
      clearPaymentResume: assign({ paymentResume: null }),
      keepResumedBooking: assign((_, p: { outcome: ResumePaymentOutcome }) => (p.outcome.status === "succeeded" ? { referenceNumber: p.outcome.reference, card: p.outcome.card } : {})),
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
        declinedHold: null,
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
  });
}

/** The core's setup with its guards and actions: what each top-level state (states/) is written against. */
export type BookingSetup = ReturnType<typeof bookingImplementations>;
