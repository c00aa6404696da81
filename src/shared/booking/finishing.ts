// What becomes of a booking whose card was captured but whose last steps did not happen (issuing, the
// confirmation): the booking core's recovery sweep decides here, for every vertical. Charged means finished or
// refunded: the sweep keeps finishing it with the same supplier keys for a bounded time, then gives the money back
// and tells the customer and the agency (docs/decisions.md "Charged means finished or refunded").

/** How long the sweep keeps trying to finish a paid booking before it gives the money back. */
export const FINISH_PAID_WITHIN_MINUTES = 15;

const FINISH_PAID_WITHIN_MS = FINISH_PAID_WITHIN_MINUTES * 60_000;

/** The failure code of a booking whose money went back because it could not be finished in time. */
export const NOT_FINISHED_REFUNDED = "NOT_FINISHED_REFUNDED";

/** `finish`: try its remaining steps again (same keys); `giveBack`: refund, release, tell. */
export type FinishDecision = "finish" | "giveBack";

/**
 * `unfinishedSince`: when the card was captured and the booking's remaining steps began. `awaitingSupplier`: the
 * supplier has not issued it yet. A booking the supplier issued (or whose vertical does not issue) lacks only its
 * confirmation mail: the traveller holds what they paid for, so it is never refunded for that, only finished.
 */
export function finishDecision(unfinishedSince: Date, now: Date, awaitingSupplier: boolean): FinishDecision {
  if (!awaitingSupplier) return "finish";
  return now.getTime() - unfinishedSince.getTime() < FINISH_PAID_WITHIN_MS ? "finish" : "giveBack";
}

/** How long a booking given back stays on the agency's "needs attention" list (one still being finished stays until it is done). */
export const NEEDS_ATTENTION_DAYS = 7;

/** When the sweep gives the money back if the booking is still not finished. */
export function giveBackAt(unfinishedSince: Date): Date {
  return new Date(unfinishedSince.getTime() + FINISH_PAID_WITHIN_MS);
}
