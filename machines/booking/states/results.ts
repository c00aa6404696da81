// The booking core's `results` state: the results list, its filters and sort. booking.machine.ts composes the states in order.
import type { BookingSetup } from "../actions";
import { type BookingKit, type Context, type V } from "../kit";

export function resultsState(s: BookingSetup, kit: BookingKit) {
  const { ID, refinements, toRoute } = kit;
  // Refinements kept in the search: after a filter or sort the search holds it, is remembered, and the address follows.
  const keepRefined = refinements
    ? (["refineSearch", { type: "persistSearch", params: ({ context }: { context: Context }) => ({ search: context.search as V["search"] }) }, { type: "navigate", params: toRoute("results") }] as const)
    : ([] as const);
  return s.createStateConfig({
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
    },
    states: {
      deciding: { always: [{ guard: "hasOffers", target: "loaded" }, { target: "empty" }] },
      empty: {},
      loaded: {
        on: {
          // The whole list is here (a paged search reads every page before it ends): filters and sort are applied
          // at home, with no new search.
          "filters.changed": { actions: ["applyFilterChange", ...keepRefined] },
          "filters.reset": { actions: ["resetFilters", ...keepRefined] },
          "sort.changed": { guard: "isSort", actions: ["applySort", ...keepRefined] },
          "offer.selected": { guard: "isKnownOffer", target: `#${ID}.details`, actions: "selectOffer" },
        },
      },
    },
  });
}
