// The booking lifecycle for every vertical (docs/architecture.md "The booking core"), composed from its
// parts: the setup (setup.ts) extended with the guards (guards.ts) and actions (actions.ts), and one file
// per top-level state (states/), each reading the vertical only through its description (kit.ts).
import { DEFAULT_COUNTRY } from "@/shared/constants";
import type { PromiseActorLogic, StateMachine } from "xstate";
import type { PaymentMachine } from "../payment/payment.machine";
import { bookingImplementations } from "./actions";
import type { BookingContext } from "./context";
import type { CheckChoiceInput, LoadReservationInput, RepriceForClientInput, RepriceForClientOutput, RepriceInput, RevalidateOfferInput, SearchOutput } from "./contracts";
import type { BookingEvent } from "./events";
import { bookingKit, type Context, type V } from "./kit";
import { backToResultsState } from "./states/back-to-results";
import { cancelState } from "./states/cancel";
import { checkoutState } from "./states/checkout";
import { confirmationState } from "./states/confirmation";
import { detailsState } from "./states/details";
import { paymentState } from "./states/payment";
import { restoringState } from "./states/restoring";
import { resultsState } from "./states/results";
import { resumingState } from "./states/resuming";
import { searchState } from "./states/search";
import { searchingState } from "./states/searching";
import type { BookingVertical, VerticalTypes } from "./vertical";

function buildBookingMachine(vertical: BookingVertical<V>) {
  const kit = bookingKit(vertical);
  const { noResults, noTravellers } = kit;
  const s = bookingImplementations(kit);
  return s.createMachine({
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
      restoring: restoringState(s),
      search: searchState(s, kit),
      searching: searchingState(s, kit),
      results: resultsState(s, kit),
      backToResults: backToResultsState(s),
      details: detailsState(s, kit),
      checkout: checkoutState(s, kit),
      payment: paymentState(s, kit),
      resuming: resumingState(s, kit),
      confirmation: confirmationState(s, kit),
      cancel: cancelState(s, kit),
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
type WithTypedActors<A, T extends VerticalTypes> = A extends { src: infer K } ? (K extends keyof TypedActors<T> ? Omit<A, "logic"> & { logic: TypedActors<T>[K] } : A) : never;
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
    ? StateMachine<BookingContext<T>, BookingEvent<T>, Children, WithTypedActors<Actors, T>, WithTypedActions<Actions, T>, Guards, Delays, Value, Tags, Input, Output, Emitted, Meta, Schema>
    : never;

/**
 * The booking lifecycle for one vertical: a plain XState machine (id `vertical.id`) that the web runs,
 * the model tests walk and the diagrams draw.
 */
export function createBookingMachine<T extends VerticalTypes>(vertical: BookingVertical<T>): BookingMachine<T> {
  // The description is read only through VerticalTypes' constraints (see buildBookingMachine).
  return buildBookingMachine(vertical as unknown as BookingVertical<V>) as unknown as BookingMachine<T>;
}
