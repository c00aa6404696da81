// A vertical as the web booking runtime (runtime.ts) runs it: its machine with its API actors, its pages and its URL
// form; each vertical's features/<vertical>/web-vertical.ts gives one.
import type { AnyStateMachine } from "xstate";
import type { BookingPaths, BookingRestore, BookingRoute } from "@machines/booking/routes";
import type { BookingVertical } from "@machines/booking/vertical";
import type { NavigateTarget, ToastParams } from "@machines/effects";
import type { FirstSearchAnswer, FirstSearchCall } from "@/shared/first-search";
import type { DeferredModule } from "./deferred";

/** The search actor's first step on a carried answer (`firstSearch.first`): `search.progress`'s result, or its output. */
export type FirstSearchStep = { progress: unknown } | { done: unknown };

/** What the runtime binds on the vertical's machine: the effects that touch the router, toasts and storage. */
export interface RuntimeActions {
  toast: (_: unknown, params: ToastParams) => void;
  navigate: (_: unknown, target: BookingRoute | NavigateTarget) => void;
  persistSearch: (_: unknown, params: { search: unknown }) => void;
  requireLogin: (args: { context: unknown }, params: { message: ToastParams["message"] }) => void;
}

/** A vertical in the browser: its machine with its API actors, its pages and its URL form. */
export interface WebBookingVertical<L extends AnyStateMachine = AnyStateMachine> {
  /** The machine id: the inspector's name and the saved checkout's machine. */
  readonly id: string;
  readonly paths: BookingPaths;
  /** The machine with the vertical's actors provided; the runtime adds the effects (`RuntimeActions`). */
  logic(actions: RuntimeActions): L;
  readonly url: {
    /** The route's validated search params (a bad value is dropped, never an error page). */
    parse(search: unknown): Record<string, unknown>;
    encode(restore: BookingRestore): Record<string, unknown>;
    decode(pathname: string, params: Record<string, unknown>): BookingRestore | null;
    /** Where a saved checkout that cannot be resumed as is starts again (its search and offer). */
    restoreOfSnapshot(snapshot: unknown): BookingRestore | null;
    /**
     * Optional, for pages whose path carries an id (spec B §2 activities: /result-details/{productCode},
     * /confirmation/{referenceNumber}): the path of a route, and the booking page a pathname is. Absent:
     * the page's path as it is.
     */
    pathOf?(route: BookingRoute): string;
    pageOf?(pathname: string): string;
  };
  /** The machine's description (machines/<vertical>-booking): its saved-checkout filing and empty summaries. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the runtime reads only the type-independent parts
  readonly description: BookingVertical<any>;
  /** Remembers a submitted search (flights: spec A §3 flightSearchURL); best effort. */
  storeSearch?(search: unknown, url: string): Promise<unknown>;
  /**
   * Optional: rules the machine checks synchronously that load after the search page's first screen (flights,
   * "Fast on a phone"). Its other pages, and its search page with a search in the URL, wait for them
   * (context.tsx `withBookingScope`).
   */
  readonly rules?: Pick<DeferredModule<unknown>, "loaded" | "load" | "prefetch">;
  /**
   * Optional, for results whose cards show photos ("Every page fast on a phone", part 5): the search actor's first
   * call for the machine's search, which the results page's first HTML carries the answer of (the actor takes it,
   * ./first-search.ts), and the photo of the first result its answer shows (preloaded first in that HTML).
   */
  readonly firstSearch?: {
    call(search: unknown): FirstSearchCall;
    photo(carried: FirstSearchAnswer): unknown;
    /**
     * Optional ("Every page fast on a phone", part 6): what the search actor makes of that answer's data before it
     * asks anything more: the results it shows while the search goes on (`progress`, a hotel search's first poll) or
     * its whole output (`done`); null: neither. The server's first screen draws the results' first cards from it.
     */
    first?(data: unknown): FirstSearchStep | null;
  };
}
