// The booking core's `search` state: the search form. booking.machine.ts composes the states in order.
import type { BookingSetup } from "../actions";
import { type BookingKit, type V } from "../kit";

export function searchState(s: BookingSetup, kit: BookingKit) {
  const { toRoute } = kit;
  return s.createStateConfig({
    entry: { type: "navigate", params: toRoute("search") },
    on: {
      "search.submitted": {
        guard: "isValidSearch",
        target: "searching",
        actions: ["keepSearch", { type: "persistSearch", params: ({ context }) => ({ search: context.search as V["search"] }) }],
      },
    },
  });
}
