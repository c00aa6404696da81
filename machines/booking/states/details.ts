// The booking core's `details` state: an offer priced again, its price change and its choice. booking.machine.ts composes the states in order.
import { and, not } from "xstate";
import { toApiFailure } from "@/shared/api/failure";
import { failureMessage } from "../../effects";
import type { BookingEvent } from "../events";
import type { BookingSetup } from "../actions";
import { type BookingKit, type Context, type V } from "../kit";

export function detailsState(s: BookingSetup, kit: BookingKit) {
  const { vertical, ID, choice, toRoute, offerExpiredBackToResults } = kit;
  return s.createStateConfig({
    entry: { type: "navigate", params: toRoute("details") },
    initial: "repricing",
    states: {
      repricing: {
        tags: ["busy"],
        entry: "clearPricing",
        invoke: {
          id: "reprice",
          src: "reprice",
          input: ({ context }) => ({ offerId: context.offerId ?? "", search: context.search, ...(context.clientId ? { clientId: context.clientId } : {}) }),
          onDone: [
            {
              guard: { type: "priceChanged", params: ({ event }) => ({ pricing: event.output }) },
              target: "priceChanged",
              actions: { type: "keepPricing", params: ({ event }) => ({ pricing: event.output }) },
            },
            {
              guard: "resumeCheckout",
              target: `#${ID}.checkout`,
              actions: [{ type: "keepPricing", params: ({ event }) => ({ pricing: event.output }) }, "enterCheckout"],
            },
            { target: "reviewing", actions: { type: "keepPricing", params: ({ event }) => ({ pricing: event.output }) } },
          ],
          onError: [
            offerExpiredBackToResults,
            {
              // spec A §8: server message or 'Something went wrong'.
              target: `#${ID}.backToResults`,
              actions: { type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) },
            },
          ],
        },
      },
      /** The price moved since the search: the traveller accepts it or goes back. */
      priceChanged: {
        on: {
          "price.accepted": [
            { guard: "resumeCheckout", target: `#${ID}.checkout`, actions: ["acceptPrice", "enterCheckout"] },
            { target: "reviewing", actions: "acceptPrice" },
          ],
          "price.declined": `#${ID}.backToResults`,
        },
      },
      reviewing: {
        on: {
          // Another fare for the same offer (flights: cabin or fare family): priced again from the start.
          "offer.selected": { guard: "isKnownOffer", target: `#${ID}.details`, reenter: true, actions: "selectOffer" },
          "checkout.requested": choice
            ? [
                { guard: and(["isAuthenticated", "choiceReady"]), target: `#${ID}.checkout`, actions: "enterCheckout" },
                { guard: not("isAuthenticated"), actions: { type: "requireLogin", params: { message: vertical.messages.loginRequired } } },
              ]
            : [{ guard: "isAuthenticated", target: `#${ID}.checkout`, actions: "enterCheckout" }, { actions: { type: "requireLogin", params: { message: vertical.messages.loginRequired } } }],
          ...(choice ? { "choice.submitted": { guard: "isValidChoice", target: "checkingChoice" } } : ({} as never)),
        },
      },
      ...(choice
        ? {
            /** The choice checked with the supplier (an availability check): its bookable offer, priced; refused → the page says why. */
            checkingChoice: {
              tags: ["busy"],
              invoke: {
                id: "checkChoice",
                src: "checkChoice",
                input: ({ context, event }: { context: Context; event: BookingEvent<V> }) => ({
                  offerId: context.offerId ?? "",
                  choice: event.type === "choice.submitted" ? choice.parse(event.choice) : null,
                  ...(context.clientId ? { clientId: context.clientId } : {}),
                }),
                onDone: [
                  {
                    guard: { type: "priceChanged", params: ({ event }) => ({ pricing: event.output }) },
                    target: "priceChanged",
                    actions: { type: "keepChosenPricing", params: ({ event }) => ({ pricing: event.output }) },
                  },
                  { target: "reviewing", actions: { type: "keepChosenPricing", params: ({ event }) => ({ pricing: event.output }) } },
                ],
                onError: {
                  target: "reviewing",
                  actions: { type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) },
                },
              },
            },
          }
        : ({} as never)),
    },
    on: {
      "details.back": "backToResults",
      // Resumable checkouts: details checks the offer anyway: a restored details page simply reprices again.
      "checkout.resumed": { target: "details", reenter: true },
    },
  });
}
