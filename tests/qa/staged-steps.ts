/**
 * Steps whose page effect the browser walk stages instead of doing what a user does: the sandbox cannot put the
 * booking just paid on hold, so the booking core's driver (drivers/booking-core.ts) rewrites the booking's answer
 * as held, and answers the release of that booking itself. The driver stages exactly the steps named here, and the
 * plain-language paths and exports say so on those steps ("(the test sets this up: …)", booking.ts `staged`), so a
 * tester following a path by hand knows to set it up another way.
 */
import type { AnyEventObject } from "xstate";

export type StagedStep = "shownOnHold" | "releaseAnswered";

export function stagedStep(event: AnyEventObject): StagedStep | undefined {
  if (event.type === "xstate.done.actor.loadReservation" && (event as { output?: { bookingStatus?: string } }).output?.bookingStatus === "held") return "shownOnHold";
  if (event.type === "xstate.done.actor.releaseHold") return "releaseAnswered";
  return undefined;
}
