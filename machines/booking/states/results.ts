// The booking core's `results` state: the results list, its filters, sort and pages. booking.machine.ts composes the states in order.
import { toApiFailure } from "@/shared/api/failure";
import { failureMessage } from "../../effects";
import type { BookingSetup } from "../actions";
import { type BookingKit, type Context, type V } from "../kit";

export function resultsState(s: BookingSetup, kit: BookingKit) {
  const { ID, paging, toRoute } = kit;
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
      ...(paging
        ? {
            // Also from an empty page: a filter that left nothing can be changed back.
            "filters.changed": { target: "searching", actions: ["refineSearch", { type: "persistSearch", params: ({ context }: { context: Context }) => ({ search: context.search as V["search"] }) }] },
            "filters.reset": { target: "searching", actions: ["refineSearch", { type: "persistSearch", params: ({ context }: { context: Context }) => ({ search: context.search as V["search"] }) }] },
            "sort.changed": {
              guard: "isSort",
              target: "searching",
              actions: ["refineSearch", { type: "persistSearch", params: ({ context }: { context: Context }) => ({ search: context.search as V["search"] }) }],
            },
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
  });
}
