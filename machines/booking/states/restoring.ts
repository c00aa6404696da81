// The booking core's `restoring` state: where a refresh or a shared link starts. booking.machine.ts composes the states in order.
import type { BookingSetup } from "../actions";

/** Never rests here: a refresh or a shared link resumes at its step (routes.ts). */
export function restoringState(s: BookingSetup) {
  return s.createStateConfig({
    always: [{ guard: "restoreConfirmation", target: "confirmation" }, { guard: "restoreDetails", target: "details" }, { guard: "restoreResults", target: "searching" }, { target: "search" }],
  });
}
