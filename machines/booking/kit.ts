// What the booking core's states, guards and actions share, built once per vertical from its description:
// the erased types the machine is written over, the empty slots a new search or a booking resets to, the
// URL for a state, and the optional parts (refinements kept in the search, a details choice, its own reload words) that only some
// verticals describe (docs/architecture.md "The booking core").
import type { AlertMessage } from "../effects";
import { failureMessage } from "../effects";
import type { PaymentOutput } from "../payment/payment.machine";
import type { BookingContext } from "./context";
import { routeForState, type BookingRoute } from "./routes";
import type { BookingVertical, VerticalTypes } from "./vertical";

// The machine is built once over the description's constraint types (VerticalTypes) and typed for the
// vertical's own types by createBookingMachine: XState's assign cannot check a context that is generic.
export type V = VerticalTypes;
export type Context = BookingContext<V>;
export type Pricing = V["pricing"];

/** A refused payment's words (the payment child's `refused` output) for the results it goes back to. */
export const refusalOf = (output: PaymentOutput): AlertMessage => (output.status === "refused" ? output.message : failureMessage({ httpStatus: 409 }));

export function bookingKit(vertical: BookingVertical<V>) {
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
  const noTravellers = { passengers: null, contact: null, clientId: null, draft: null, citizenship: null, addOns: [], walletCredit: null, idempotencyKey: null, declinedHold: null };
  // Optional parts, present only for a vertical that describes them (paged results, a choice on the
  // details page, its own words for a failed reload after cancel): other verticals' machines stay as they
  // were. The absent branch is typed `never` so the config keeps one shape and state values stay typed.
  const { refinements } = results;
  const { choice } = vertical;
  const updateFailed = vertical.messages.bookingUpdateFailed;
  /** Refinements kept in the search: the filters and sort the search holds; otherwise none (the defaults apply). */
  const searchRefinements = (context: Context): { filters?: V["filters"]; sort?: V["sort"] } =>
    refinements && context.search !== null ? { filters: refinements.filtersOf(context.search), sort: refinements.sortOf(context.search) } : {};
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

  return { vertical, ID, results, emptyPrepared, toRoute, noResults, noTravellers, refinements, choice, updateFailed, searchRefinements, refilter, offerExpiredBackToResults };
}

export type BookingKit = ReturnType<typeof bookingKit>;
