// The booking core's `resuming` state: a restored checkout checking its payment and offer. booking.machine.ts composes the states in order.
import { toApiFailure } from "@/shared/api/failure";
import { failureMessage } from "../../effects";
import type { BookingSetup } from "../actions";
import { type BookingKit } from "../kit";

/**
 * Resumable checkouts: a restored checkout checks the server before going on (docs/checkout-sessions.md).
 * Payment first asks what became of its idempotency key; then the offer is priced again:
 * unchanged → the step it was on; moved → details.priceChanged; gone → the same search again,
 * traveller details kept.
 */
export function resumingState(s: BookingSetup, kit: BookingKit) {
  const { vertical, ID } = kit;
  return s.createStateConfig({
    initial: "deciding",
    // Not saved while here (machines/checkout-session): a reload resumes again from the step before.
    states: {
      deciding: { always: [{ guard: "resumesPayment", target: "fetchingOutcome" }, { target: "revalidating" }] },
      fetchingOutcome: {
        tags: ["busy"],
        invoke: {
          id: "fetchPaymentOutcome",
          src: "fetchPaymentOutcome",
          input: ({ context }) => ({ idempotencyKey: context.idempotencyKey ?? "" }),
          onDone: [
            {
              guard: { type: "outcomeSucceeded", params: ({ event }) => ({ outcome: event.output }) },
              target: `#${ID}.confirmation`,
              actions: [{ type: "keepResumedBooking", params: ({ event }) => ({ outcome: event.output }) }, "finishBooking", "finishResume"],
            },
            {
              // Booking failed after the card was released: this offer cannot be booked.
              guard: { type: "outcomeFailed", params: ({ event }) => ({ outcome: event.output }) },
              target: "offerGone",
              actions: { type: "setAlert", params: { alert: vertical.messages.resumeOfferGone } },
            },
            { guard: { type: "outcomePending", params: ({ event }) => ({ outcome: event.output }) }, target: "waitingForOutcome" },
            {
              guard: { type: "outcomeOpen", params: ({ event }) => ({ outcome: event.output }) },
              target: `#${ID}.payment`,
              actions: [{ type: "keepPaymentResume", params: ({ event }) => ({ outcome: event.output }) }, "finishResume"],
            },
            // Nothing was charged under this key: check the offer before the form opens again.
            { target: "revalidating" },
          ],
          onError: {
            target: "failed",
            actions: { type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) },
          },
        },
      },
      /** Another request is paying right now (the server's payment lease): ask again shortly. */
      waitingForOutcome: { tags: ["busy"], after: { outcomePollInterval: "fetchingOutcome" } },
      revalidating: {
        tags: ["busy"],
        invoke: {
          id: "revalidateOffer",
          src: "revalidateOffer",
          // With the search, as the first pricing had it: a hotel's rooms are priced for its stay (a fresh page has no search of its own).
          input: ({ context }) => ({ offerId: context.offerId ?? "", search: context.search, ...(context.clientId ? { clientId: context.clientId } : {}) }),
          onDone: [
            {
              guard: { type: "priceMoved", params: ({ event }) => ({ pricing: event.output }) },
              target: `#${ID}.details.priceChanged`,
              actions: [{ type: "keepRevalidatedPricing", params: ({ event }) => ({ pricing: event.output }) }, "finishResume"],
            },
            {
              guard: "resumesPayment",
              target: `#${ID}.payment`,
              actions: [{ type: "keepRevalidatedPricing", params: ({ event }) => ({ pricing: event.output }) }, "finishResume"],
            },
            {
              target: `#${ID}.checkout`,
              actions: [{ type: "keepRevalidatedPricing", params: ({ event }) => ({ pricing: event.output }) }, "finishResume"],
            },
          ],
          onError: [
            {
              guard: { type: "isOfferGone", params: ({ event }) => ({ error: event.error }) },
              target: "offerGone",
              actions: { type: "setAlert", params: { alert: vertical.messages.resumeOfferGone } },
            },
            // Could not check (offline, 5xx): go on; booking checks price and expiry again (409/410) before any charge.
            {
              guard: "resumesPayment",
              target: `#${ID}.payment`,
              actions: [{ type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) }, "finishResume"],
            },
            {
              target: `#${ID}.checkout`,
              actions: [{ type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) }, "finishResume"],
            },
          ],
        },
      },
      /** Never rests here: back to the results of the same search (or the form without one), traveller details kept. */
      offerGone: { entry: "forgetOffer", always: [{ guard: "hasSearch", target: `#${ID}.searching` }, { target: `#${ID}.search` }] },
      /** What became of the payment could not be asked (offline, 5xx): the page offers a retry; nothing is sent again. */
      failed: { on: { "resume.retried": "deciding" } },
    },
  });
}
