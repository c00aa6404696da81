// The booking core's `searching` state: the search running (spec A §8: a failure is silent). booking.machine.ts composes the states in order.
import type { BookingSetup } from "../actions";
import { type BookingKit, type Context, type V } from "../kit";

export function searchingState(s: BookingSetup, kit: BookingKit) {
  const { vertical, results, toRoute } = kit;
  return s.createStateConfig({
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
  });
}
