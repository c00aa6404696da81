// The booking core's `confirmation` state: the booking's record, its hold and its reload after a cancellation. booking.machine.ts composes the states in order.
import { toApiFailure } from "@/shared/api/failure";
import { failureMessage } from "../../effects";
import type { BookingSetup } from "../actions";
import { type BookingKit, type Context } from "../kit";

export function confirmationState(s: BookingSetup, kit: BookingKit) {
  const { vertical, ID, toRoute, updateFailed } = kit;
  return s.createStateConfig({
    entry: { type: "navigate", params: toRoute("confirmation") },
    initial: "loading",
    on: {
      "search.restarted": { target: "search", actions: ["startOver", "clearResults"] },
      // Resumable checkouts: the reservation is read again (a read is safe to repeat).
      "checkout.resumed": ".loading",
    },
    states: {
      loading: {
        tags: ["busy"],
        invoke: {
          id: "loadReservation",
          src: "loadReservation",
          input: ({ context }) => ({ referenceNumber: context.referenceNumber ?? "" }),
          onDone: { target: "loaded", actions: { type: "keepReservation", params: ({ event }) => ({ reservation: event.output }) } },
          onError: {
            target: "failed",
            actions: ["clearReservation", { type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) }],
          },
        },
      },
      loaded: {
        on: {
          "cancel.requested": { guard: "isCancellable", target: `#${ID}.cancel` },
          "hold.paymentRequested": { guard: "isHeld", target: `#${ID}.details`, actions: "takeHoldToCheckout" },
          "hold.released": { guard: "isHeld", target: "releasing" },
        },
      },
      /** A held booking given up: released on the server, then read again (it shows as failed, nothing charged). */
      releasing: {
        tags: ["busy"],
        invoke: {
          id: "releaseHold",
          src: "releaseHold",
          input: ({ context }) => ({ referenceNumber: context.referenceNumber ?? "" }),
          onDone: { target: "loading", actions: { type: "toast", params: { kind: "success", message: vertical.messages.holdReleased } } },
          onError: {
            target: "loaded",
            actions: { type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) },
          },
        },
      },
      failed: { on: { "reservation.retried": "loading" } },
      ...(updateFailed
        ? {
            /** The booking read again after a cancellation; its failure has the vertical's own words (spec B §8 activities). */
            updating: {
              tags: ["busy"],
              invoke: {
                id: "reloadReservation",
                src: "loadReservation",
                input: ({ context }: { context: Context }) => ({ referenceNumber: context.referenceNumber ?? "" }),
                onDone: { target: "loaded", actions: { type: "keepReservation", params: ({ event }) => ({ reservation: event.output }) } },
                onError: { target: "failed", actions: ["clearReservation", { type: "toast", params: { kind: "error", message: updateFailed } }] },
              },
            },
          }
        : ({} as never)),
    },
  });
}
