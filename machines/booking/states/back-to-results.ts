// The booking core's `backToResults` state: leaving an offer for the list, a fresh search or the form. booking.machine.ts composes the states in order.
import type { BookingSetup } from "../actions";

/** Never rests here: back from details to the results, a fresh search, or the form. */
export function backToResultsState(s: BookingSetup) {
  return s.createStateConfig({
    entry: "leaveOffer",
    always: [{ guard: "hasOffers", target: "results" }, { guard: "hasSearch", target: "searching" }, { target: "search" }],
  });
}
