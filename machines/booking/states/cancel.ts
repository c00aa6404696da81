// The booking core's `cancel` state: the shared cancellation child. booking.machine.ts composes the states in order.
import type { BookingSetup } from "../actions";
import { type BookingKit } from "../kit";

/** The shared cancellation child (id `cancellation`): the web sends it cancel.* / void.* events. */
export function cancelState(s: BookingSetup, kit: BookingKit) {
  const { vertical, toRoute, updateFailed } = kit;
  return s.createStateConfig({
    entry: { type: "navigate", params: toRoute("cancel") },
    invoke: {
      id: "cancellation",
      src: "cancellation",
      input: ({ context }) => ({
        referenceNumber: context.referenceNumber ?? "",
        successMessage: vertical.messages.cancelled,
        allowVoid: vertical.cancellation.allowVoid,
      }),
      onDone: [
        // Reload: the reservation now shows cancelled or voided.
        { guard: { type: "bookingCancelled", params: ({ event }) => ({ output: event.output }) }, target: updateFailed ? "confirmation.updating" : "confirmation.loading" },
        { target: "confirmation.loaded" },
      ],
      // No onError, as for payment: the cancellation child shows its own failures (`failed`).
    },
    // Resumable checkouts: a cancellation is not repeated blindly; the reservation shows what happened, and cancel can be asked again.
    on: { "checkout.resumed": "confirmation.loading" },
  });
}
