// One flight-booking actor per browser session, shared by every flight route (public and _auth).
// It lives outside React so moving between the two route trees keeps it; the URL follows the
// machine (its `navigate` action), and a refresh or shared link restores it from the URL.
import type { AnyRouter } from "@tanstack/react-router";
import toast from "react-hot-toast";
import { createActor, fromPromise, type ActorRefFrom } from "xstate";
import {
  cancellationMachine,
  type CancelBookingInput,
  type CancelBookingOutput,
  type CancellationQuote,
} from "../../../../machines/cancellation/cancellation.machine";
import {
  flightBookingMachine,
  type FlightOrder,
  type LoadReservationInput,
  type LoadReservationOutput,
  type RepriceInput,
  type RepriceOutput,
  type SearchFlightsInput,
  type SearchFlightsOutput,
} from "../../../../machines/flight-booking/flight-booking.machine";
import { FLIGHT_PATHS, routeFor, routeForState, type FlightRoute } from "../../../../machines/flight-booking/routes";
import type { NavigateTarget, ToastParams } from "../../../../machines/login/effects";
import {
  paymentMachine,
  type CompleteChallengeInput,
  type ConfirmPaymentInput,
  type PaymentOutcome,
} from "../../../../machines/payment/payment.machine";
import type { FlightPaymentResult } from "../../../shared/api/flights";
import {
  cancelFlightBooking,
  completeThreeDSecure,
  createBooking,
  getPenalty,
  getReservationDetails,
  payBooking,
  repriceOffer,
  searchFlights,
  storeFlightSearch,
} from "../../api/flights";
import { i18n } from "../../i18n";
import { saveRedirectPath } from "../accounts/storage";
import { decodeRestore, encodeRestore, flightUrlSearch, isFlightPath } from "./url";

export type FlightActor = ActorRefFrom<typeof flightBookingMachine>;

function toastOf({ kind, message }: ToastParams): void {
  // spec A §8: server messages arrive translated; our descriptors are translated here.
  const text = typeof message === "string" ? message : i18n._(message);
  if (kind === "success") toast.success(text);
  else toast.error(text);
}

/** The gateway's answer in the payment machine's terms. */
function outcomeOf({ result, declineText }: { result: FlightPaymentResult; declineText: string | null }): PaymentOutcome {
  const status =
    result.errorCode !== null ? "declined" : result.paymentStatus === "requires_action" ? "requires_action" : result.paymentStatus === "succeeded" || result.paymentStatus === "requires_capture" ? "succeeded" : "declined";
  return {
    status,
    reference: result.referenceNumber,
    card: result.card,
    challengeId: result.challengeId,
    declineCode: result.errorCode,
    declineText,
  };
}

/** Local calendar date: the machine takes "today" from the web's clock. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

let router: AnyRouter | null = null;
let current: FlightActor | null = null;
/** The last path the machine sent the URL to: arriving there is the machine's doing, not the user's. */
let lastNavigated: string | null = null;
const listeners = new Set<() => void>();

function hrefOf(route: FlightRoute): string {
  const search = router?.options.stringifySearch(encodeRestore(route.restore)) ?? "";
  return `${route.path}${search}`;
}

function navigateTo(target: FlightRoute | NavigateTarget): void {
  if (!router) return;
  if ("kind" in target) {
    if (target.kind === "route") void router.navigate({ href: target.to });
    else window.location.assign(target.href);
    return;
  }
  const href = hrefOf(target);
  const location = router.state.location;
  if (`${location.pathname}${location.searchStr}` === href) return;
  lastNavigated = target.path;
  const current = router;
  // Same page (search → results): replace; another step: push, so Back returns to it. After the
  // transition, never inside it (an actor may start while React renders).
  queueMicrotask(() => void current.navigate({ href, replace: location.pathname === target.path }));
}

const logic = flightBookingMachine.provide({
  actors: {
    searchFlights: fromPromise<SearchFlightsOutput, SearchFlightsInput>(async ({ input }) => {
      const { offers, fareFamilies } = await searchFlights(input);
      return { offers, fareFamilies };
    }),
    reprice: fromPromise<RepriceOutput, RepriceInput>(({ input }) => repriceOffer(input.offerId)),
    loadReservation: fromPromise<LoadReservationOutput, LoadReservationInput>(({ input }) => getReservationDetails(input.referenceNumber)),
    payment: paymentMachine.provide({
      actors: {
        // Flights book and pay in one idempotent operation: the same key on both calls, so a repeat is one booking and one charge.
        confirmPayment: fromPromise<PaymentOutcome, ConfirmPaymentInput>(async ({ input }) => {
          const order = input.order as FlightOrder;
          const booking = await createBooking({
            idempotencyKey: input.idempotencyKey,
            offerId: order.offerId,
            passengers: order.passengers,
            contact: order.contact,
          });
          return outcomeOf(await payBooking({ idempotencyKey: input.idempotencyKey, referenceNumber: booking.referenceNumber, card: input.card }));
        }),
        completeChallenge: fromPromise<PaymentOutcome, CompleteChallengeInput>(async ({ input }) =>
          outcomeOf(await completeThreeDSecure({ referenceNumber: input.reference, challengeId: input.challengeId, approve: input.approve })),
        ),
      },
    }),
    cancellation: cancellationMachine.provide({
      actors: {
        getPenalty: fromPromise<CancellationQuote, { referenceNumber: string }>(({ input }) => getPenalty(input.referenceNumber)),
        cancelBooking: fromPromise<CancelBookingOutput, CancelBookingInput>(async ({ input }) => {
          const { penalty, refund } = await cancelFlightBooking(input.referenceNumber, input.action);
          return { penalty, refund };
        }),
      },
      actions: { toast: (_, params) => toastOf(params) },
    }),
  },
  actions: {
    toast: (_, params) => toastOf(params),
    navigate: (_, target) => navigateTo(target),
    persistSearch: (_, { search }) => {
      // spec A §3 flightSearchURL: remembering the search is best effort, never in the way.
      const url = hrefOf(routeForState("results", { search, offerId: null, referenceNumber: null }));
      storeFlightSearch(search, url).catch(() => {});
    },
    requireLogin: ({ context }, { message }) => {
      // spec A §2: save the full path as the redirect path, then log in.
      saveRedirectPath(hrefOf(routeForState("checkout", context)));
      toastOf({ kind: "error", message });
      void router?.navigate({ href: "/login" });
    },
  },
});

function create(pathname: string, search: unknown): FlightActor {
  current?.stop();
  const params = flightUrlSearch.parse(search ?? {});
  const actor = createActor(logic, {
    input: { today: localToday(), newIdempotencyKey: () => crypto.randomUUID(), restore: decodeRestore(pathname, params) },
  });
  current = actor;
  lastNavigated = null;
  actor.start();
  for (const listener of listeners) listener();
  return actor;
}

/**
 * Back and Forward move the URL without the machine: step the machine back where it can
 * (details → results, checkout → details), otherwise restore from the URL.
 */
function reconcile(pathname: string, search: unknown): void {
  if (!current || !isFlightPath(pathname)) return;
  const snapshot = current.getSnapshot();
  if (routeFor(snapshot).path === pathname) return;
  if (pathname === FLIGHT_PATHS.search && snapshot.matches("details")) current.send({ type: "details.back" });
  else if (pathname === FLIGHT_PATHS.details && snapshot.matches("checkout")) current.send({ type: "checkout.back" });
  else if (pathname === FLIGHT_PATHS.search && snapshot.matches("checkout")) {
    current.send({ type: "checkout.back" });
    current.send({ type: "details.back" });
  } else create(pathname, search);
}

function bind(next: AnyRouter): void {
  if (router === next) return;
  router = next;
  next.history.subscribe(({ action }: { action: { type: string } }) => {
    if (action.type === "BACK" || action.type === "FORWARD" || action.type === "GO") {
      // Wait for the router to parse the new location.
      queueMicrotask(() => reconcile(next.state.location.pathname, next.state.location.search));
    }
  });
}

export function subscribeFlightActor(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session's actor, created from the URL on first use. A flight page the machine did not send us to restores from its URL. */
export function flightActorFor(next: AnyRouter): FlightActor {
  bind(next);
  const { pathname, search } = next.state.location;
  if (!current) return create(pathname, search);
  const machinePath = routeFor(current.getSnapshot()).path;
  if (isFlightPath(pathname) && pathname !== machinePath && pathname !== lastNavigated) return create(pathname, search);
  return current;
}

export function currentFlightActor(): FlightActor | null {
  return current;
}
