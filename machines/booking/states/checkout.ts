// The booking core's `checkout` state: the travellers, the client an agent books for and the add-ons. booking.machine.ts composes the states in order.
import { toApiFailure } from "@/shared/api/failure";
import { failureMessage } from "../../effects";
import type { BookingSetup } from "../actions";
import { type BookingKit } from "../kit";

export function checkoutState(s: BookingSetup, kit: BookingKit) {
  const { vertical, ID, toRoute, offerExpiredBackToResults } = kit;
  return s.createStateConfig({
    entry: { type: "navigate", params: toRoute("checkout") },
    initial: "editing",
    states: {
      editing: {
        on: {
          "checkout.submitted": { guard: "canSubmitCheckout", target: `#${ID}.payment`, actions: ["keepTravellers", "startAttempt"] },
        },
      },
      /**
       * Agent books for a client: the offer priced for the client just picked (their markup) and the add-ons
       * quoted again, before anything can be paid, so the Pay button shows what the server will charge.
       */
      repricingForClient: {
        tags: ["busy"],
        // Resumable checkouts: restored while pricing for the client, it prices again (nothing is paid on this step).
        on: { "checkout.resumed": { target: "repricingForClient", reenter: true } },
        invoke: {
          id: "repriceForClient",
          src: "repriceForClient",
          input: ({ context }) => ({ offerId: context.offerId ?? "", search: context.search, clientId: context.clientId, addOns: context.addOns }),
          onDone: { target: "editing", actions: { type: "keepClientPricing", params: ({ event }) => ({ output: event.output }) } },
          onError: [
            offerExpiredBackToResults,
            // spec A §8: server message or 'Something went wrong'; nothing is paid at a price not known for this client.
            { target: "repriceFailed", actions: { type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) } },
          ],
        },
      },
      /** The price for the picked client is not known: try again, or pick someone else. */
      repriceFailed: {
        on: {
          "clientPricing.retried": "repricingForClient",
          // Resumable checkouts: restored here (a reload also lands here when it cut the pricing short), it prices again.
          "checkout.resumed": "repricingForClient",
        },
      },
    },
    on: {
      "client.picked": { target: ".repricingForClient", reenter: true, actions: "pickClient" },
      "travellers.edited": { actions: "keepDraft" },
      ...(vertical.citizenshipAtCheckout ? { "citizenship.changed": { actions: "setCitizenship" } } : ({} as never)),
      "addOn.selected": { actions: "selectAddOn" },
      "addOn.removed": { actions: "removeAddOn" },
      "checkout.back": `#${ID}.details.reviewing`,
      "checkout.resumed": { target: "resuming", actions: { type: "markResume", params: { step: "checkout" } } },
    },
  });
}
