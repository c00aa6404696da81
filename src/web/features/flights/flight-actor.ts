// One flight-booking actor per browser session, shared by every flight route (public and _auth).
// It lives outside React so moving between the two route trees keeps it; the URL follows the
// machine (its `navigate` action), and a refresh or shared link restores it from the URL.
import type { AnyRouter } from "@tanstack/react-router";
import { registerInspectable } from "../../lib/inspector";
import toast from "react-hot-toast";
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from "xstate";
import { flightCheckoutSession } from "../../../../machines/checkout-session/flight-session";
import { restoreSnapshot } from "../../../../machines/checkout-session/restore";
import {
  cancellationMachine,
  type CancelBookingInput,
  type CancelBookingOutput,
  type CancellationQuote,
} from "../../../../machines/cancellation/cancellation.machine";
import type {
  FetchPaymentOutcomeInput,
  FetchPaymentOutcomeOutput,
  LoadReservationInput,
  ReleaseHoldInput,
  RepriceInput,
  RevalidateOfferInput,
  SearchOutput,
} from "../../../../machines/booking/contracts";
import type { BookingRoute } from "../../../../machines/booking/routes";
import { flightBookingMachine } from "../../../../machines/flight-booking/flight-booking.machine";
import { flightPaymentMachine, type FlightOrder } from "../../../../machines/flight-booking/order";
import { FLIGHT_PATHS, routeFor, routeForState } from "../../../../machines/flight-booking/routes";
import type { NavigateTarget, ToastParams } from "../../../../machines/effects";
import type { CompleteChallengeInput, ConfirmPaymentInput, PaymentOutcome } from "../../../../machines/payment/payment.machine";
import type { FareFamilySummary, FlightOffer, FlightPaymentResult, FlightSearchRequest, RepriceResult, ReservationDetails } from "../../../shared/api/flights";
import { REFUND_PROTECTION } from "../../../shared/api/refund-protection";
import {
  cancelFlightBooking,
  completeThreeDSecure,
  createBooking,
  getPenalty,
  releaseHold,
  getReservationDetails,
  payBooking,
  repriceOffer,
  searchFlights,
  storeFlightSearch,
} from "../../api/flights";
import { TOKEN_COOKIE } from "../../../shared/constants";
import { i18n } from "../../i18n";
import { readCookie } from "../../lib/cookies";
import { saveRedirectPath } from "../accounts/storage";
import { deleteCheckoutSession, getCheckoutSession, getPaymentOutcome } from "../checkout-sessions/api";
import { setRestoreNotice } from "../checkout-sessions/restore-notice";
import { startSessionSaver, type SessionSaver } from "../checkout-sessions/session-saver";
import { decodeRestore, encodeRestore, flightUrlSearch, isFlightPath, restoreOfSnapshot } from "./url";

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
/** Resumable checkouts: the checkout session the current actor saves to (from the checkout page on, signed in only). */
let saver: SessionSaver | null = null;
/** The last path the machine sent the URL to: arriving there is the machine's doing, not the user's. */
let lastNavigated: string | null = null;
const listeners = new Set<() => void>();

/** Pages that carry `?session=`: a reload or another device restores the saved checkout from it. */
const SESSION_PATHS = new Set<string>([FLIGHT_PATHS.details, FLIGHT_PATHS.checkout]);

function hrefOf(route: BookingRoute): string {
  const params = { ...encodeRestore(route.restore), ...(saver && SESSION_PATHS.has(route.path) ? { session: saver.id } : {}) };
  const search = router?.options.stringifySearch(params) ?? "";
  return `${route.path}${search}`;
}

type FlightSnapshot = SnapshotFrom<typeof flightBookingMachine>;

/** Steps past the results: a restored one never shows the list again without searching afresh. */
const PAST_RESULTS = new Set(["details", "checkout", "payment"]);

/**
 * Resumable checkouts: from the offer's details on, the results (up to 1,000 offers, several MB) are left out
 * of the saved snapshot: every way back to the list from there (details.back, a declined price,
 * a gone offer) runs the search again when there are no offers, so the session stays small and
 * quick to save.
 */
function slimmed(persisted: unknown): unknown {
  const snapshot = persisted as { value?: unknown; context?: Record<string, unknown> } | null;
  const value = snapshot?.value;
  const step = typeof value === "string" ? value : Object.keys((value as object | null) ?? {})[0];
  if (!snapshot?.context || !step || !PAST_RESULTS.has(step)) return persisted;
  return {
    ...snapshot,
    context: { ...snapshot.context, offers: [], prepared: null, visible: [], summaries: { cheapest: null, best: null, quickest: null } },
  };
}

/** Resumable checkouts: save the actor's checkout as a session (a new id unless resuming one). */
function saveSession(actor: FlightActor, id: string): void {
  saver?.stop();
  const next = startSessionSaver<FlightSnapshot>(actor, {
    id,
    toBody: (persisted) => flightCheckoutSession(slimmed(persisted), { clientId: (persisted as { context?: { clientId?: string | null } } | null)?.context?.clientId ?? null }),
    // Booked: the reservation is the record now (docs/checkout-sessions.md: delete the session then).
    isFinished: isBooked,
    onFinished: () => {
      if (saver === next) saver = null;
    },
  });
  saver = next;
}

/** A booking's own page (confirmation, cancel): the reservation is the record there, not a saved checkout. */
const isBooked = (snapshot: FlightSnapshot) => snapshot.matches("confirmation") || snapshot.matches("cancel");

/**
 * A checkout is saved once the traveller starts it (the checkout page), not when an offer's details
 * are only looked at; only a signed-in user has sessions. The server keeps one per offer and user.
 */
function ensureSession(path: string): void {
  if (saver || !current || path !== FLIGHT_PATHS.checkout || !readCookie(TOKEN_COOKIE)) return;
  // navigate runs inside a transition: a snapshot still on a booking's page is never saved as a checkout.
  if (isBooked(current.getSnapshot())) return;
  saveSession(current, crypto.randomUUID());
}

function navigateTo(target: BookingRoute | NavigateTarget): void {
  if (!router) return;
  if ("kind" in target) {
    if (target.kind === "route") void router.navigate({ href: target.to });
    else window.location.assign(target.href);
    return;
  }
  ensureSession(target.path);
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
    search: fromPromise<SearchOutput<FlightOffer, { fareFamilies: FareFamilySummary[] }>, FlightSearchRequest>(async ({ input }) => {
      const { offers, fareFamilies } = await searchFlights(input);
      return { offers, fareFamilies };
    }),
    reprice: fromPromise<RepriceResult, RepriceInput>(({ input }) => repriceOffer(input.offerId, input.clientId)),
    loadReservation: fromPromise<ReservationDetails, LoadReservationInput>(({ input }) => getReservationDetails(input.referenceNumber)),
    releaseHold: fromPromise<void, ReleaseHoldInput>(({ input }) => releaseHold(input.referenceNumber)),
    // Resumable checkouts: a resumed checkout prices its offer again, and asks what became of a payment instead of paying again.
    revalidateOffer: fromPromise<RepriceResult, RevalidateOfferInput>(({ input }) => repriceOffer(input.offerId, input.clientId)),
    fetchPaymentOutcome: fromPromise<FetchPaymentOutcomeOutput, FetchPaymentOutcomeInput>(({ input }) => getPaymentOutcome("flights", input.idempotencyKey)),
    payment: flightPaymentMachine.provide({
      actors: {
        // Flights book and pay in one idempotent operation: the same key on both calls, so a repeat is one booking and one charge.
        confirmPayment: fromPromise<PaymentOutcome, ConfirmPaymentInput<FlightOrder>>(async ({ input }) => {
          const { order } = input;
          const booking = await createBooking({
            idempotencyKey: input.idempotencyKey,
            offerId: order.offerId,
            passengers: order.passengers,
            contact: order.contact,
            ...(order.clientId ? { clientId: order.clientId } : {}),
            // spec B add-ons: the refund protection the traveller ticked, by its quote id.
            addOns: order.addOns.filter((addOn) => addOn.kind === REFUND_PROTECTION).map((addOn) => ({ kind: REFUND_PROTECTION, quoteId: addOn.id })),
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
          const { penalty, refund, priceChanged } = await cancelFlightBooking(input.referenceNumber, input.action, input.expectedRefund);
          // A changed refund is the new quote: the machine shows it again for reconfirmation.
          return priceChanged ? { penalty, refund, priceChanged: true } : { penalty, refund };
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

function notify(): void {
  for (const listener of listeners) listener();
}

function create(pathname: string, search: unknown, restore = decodeRestore(pathname, flightUrlSearch.parse(search ?? {}))): FlightActor {
  current?.stop();
  saver?.stop();
  saver = null;
  const actor = createActor(logic, {
    input: { today: localToday(), newIdempotencyKey: () => crypto.randomUUID(), restore },
  });
  current = actor;
  registerInspectable("flightBooking", actor);
  lastNavigated = null;
  actor.start();
  notify();
  return actor;
}

/** `resuming` has no page of its own: it happens on the checkout page. */
function machinePathOf(snapshot: FlightSnapshot): string {
  return snapshot.matches("resuming") ? FLIGHT_PATHS.checkout : routeFor(snapshot).path;
}

/**
 * Back and Forward move the URL without the machine: step the machine back where it can
 * (details → results, checkout → details), otherwise restore from the URL.
 */
function reconcile(pathname: string, search: unknown): void {
  if (!current || !isFlightPath(pathname)) return;
  const snapshot = current.getSnapshot();
  if (machinePathOf(snapshot) === pathname) return;
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
  const machinePath = machinePathOf(current.getSnapshot());
  if (isFlightPath(pathname) && pathname !== machinePath && pathname !== lastNavigated) return create(pathname, search);
  return current;
}

export function currentFlightActor(): FlightActor | null {
  return current;
}

/** Which actor settled each `?session=` (restored, or fell back to the URL): a settled id is not restored again by the same page. */
const settled = new Map<string, FlightActor>();

export function needsSessionRestore(id: string | undefined): boolean {
  if (!id) return false;
  if (saver?.id === id) return false;
  return !current || settled.get(id) !== current;
}

/**
 * Resumable checkouts: `?session=<id>` restores a saved checkout, on any device the same user logs in from
 * (docs/checkout-sessions.md "Restoring"). Rejects only when the session could not be read
 * (offline, 5xx): the page offers a retry. A session that is gone (404) leaves the URL to restore
 * the page; one that cannot be resumed is discarded with a message, its travellers kept for the form.
 */
export function restoreFlightSession(id: string, next: AnyRouter): Promise<void> {
  // One restore per session at a time (React may run an effect twice).
  let running = restoring.get(id);
  if (!running) {
    running = restore(id, next).finally(() => restoring.delete(id));
    restoring.set(id, running);
  }
  return running;
}

const restoring = new Map<string, Promise<void>>();

async function restore(id: string, next: AnyRouter): Promise<void> {
  bind(next);
  const { pathname, search } = next.state.location;
  let session: Awaited<ReturnType<typeof getCheckoutSession>>;
  try {
    session = await getCheckoutSession(id);
  } catch (error) {
    const status = (error as { httpStatus?: number } | null)?.httpStatus;
    if (status !== 404 && status !== 400) throw error;
    settled.set(id, create(pathname, search));
    return;
  }
  const result = restoreSnapshot(session, { today: localToday(), newIdempotencyKey: () => crypto.randomUUID() });
  if (!result.ok) {
    setRestoreNotice({ message: result.message, travellers: result.travellers });
    // Discarded for good: it would fail the same way every time.
    deleteCheckoutSession(id).catch(() => {});
    settled.set(id, create(pathname, search, restoreOfSnapshot(session.snapshot) ?? decodeRestore(pathname, flightUrlSearch.parse(search ?? {}))));
    return;
  }
  current?.stop();
  saver?.stop();
  const actor = createActor(logic, {
    snapshot: result.snapshot,
    // xstate types input as required; it is not read when a snapshot is given.
    input: { today: localToday(), newIdempotencyKey: () => crypto.randomUUID() },
  });
  current = actor;
  registerInspectable("flightBooking", actor);
  // The restored step's own page may differ; the machine moves the URL when it continues.
  lastNavigated = pathname;
  settled.set(id, actor);
  saveSession(actor, id);
  actor.start();
  notify();
  actor.send({ type: "checkout.resumed" });
}
