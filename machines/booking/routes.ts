// URL ↔ state for every vertical (spec A §2 "Booking routes"; spec B gives each vertical the same five
// pages under its own prefix). `routeForState` gives the path for a top-level state plus the
// `BookingRestore` that, passed back as the machine's input, restores it after a refresh or from a
// shared link. The web puts `restore` into the route's zod-validated search params.

/** A vertical's five booking pages (flights: /booknow/flights/search, …). */
export interface BookingPaths<P extends string = string> {
  search: P;
  details: P;
  /** The booking's page with its cancel flow. */
  reservation: P;
  checkout: P;
  /**
   * The payment step's own page, when the checkout's travellers and extras come on a page before it
   * (spec B §2 cars: /reservation-details, then /checkout). Absent: payment stays on the checkout page.
   */
  payment?: P;
  confirmation: P;
  /**
   * The booking's own detail page, protected, where My trip links (spec B §2 /flight-details,
   * /hotel-details): a booking opened there is shown there, and its cancel happens there, without the
   * URL moving to the confirmation or reservation page.
   */
  booking?: P;
}

export type BookingStep = "search" | "results" | "details" | "checkout" | "confirmation";

/** The machine's `restore` input: where to start and what to load. */
export interface BookingRestore {
  step: BookingStep;
  /** A search request (validated again by the machine). */
  searchParams?: unknown;
  offerId?: string;
  referenceNumber?: string;
  /** Booking an item of a proposal (docs/decisions.md "Proposals"): its id rides with the offer to the booking request. */
  proposalId?: string;
}

export interface BookingRoute<P extends string = string> {
  path: P;
  restore: BookingRestore;
}

export interface RouteContext {
  search: unknown;
  offerId: string | null;
  referenceNumber: string | null;
  /** Absent in contexts saved before proposals were booked through the checkout. */
  proposalId?: string | null;
}

function withSearch(step: BookingStep, context: RouteContext, extra: Partial<BookingRestore> = {}): BookingRestore {
  return { step, ...(context.search ? { searchParams: context.search } : {}), ...extra };
}

/** Top-level state name → page. Checkout and payment share the checkout page unless payment has its own; cancel is on the reservation page. */
export function pathForState<P extends string>(paths: BookingPaths<P>, state: string): P {
  switch (state) {
    case "details":
      return paths.details;
    case "checkout":
      return paths.checkout;
    case "payment":
      return paths.payment ?? paths.checkout;
    case "confirmation":
      return paths.confirmation;
    case "cancel":
      return paths.reservation;
    default:
      return paths.search;
  }
}

/** What restores a top-level state after a refresh or from a shared link (the machine's `restore` input). */
function restoreForState(state: string, context: RouteContext): BookingRestore {
  const offer = { ...(context.offerId ? { offerId: context.offerId } : {}), ...(context.proposalId ? { proposalId: context.proposalId } : {}) };
  switch (state) {
    case "searching":
    case "results":
      return withSearch("results", context);
    case "details":
      return withSearch("details", context, offer);
    case "checkout":
    case "payment":
      return withSearch("checkout", context, offer);
    case "confirmation":
    case "cancel":
      return { step: "confirmation", ...(context.referenceNumber ? { referenceNumber: context.referenceNumber } : {}) };
    default:
      return withSearch("search", context);
  }
}

/** Top-level state name → route: its page and what restores it there. */
export function routeForState<P extends string>(paths: BookingPaths<P>, state: string, context: RouteContext): BookingRoute<P> {
  return { path: pathForState(paths, state), restore: restoreForState(state, context) };
}

/** The top-level state of a snapshot value (`{ details: "reviewing" }` → "details"). */
export function stepOf(value: unknown): string {
  return typeof value === "string" ? value : (Object.keys((value as object | null) ?? {})[0] ?? "search");
}
