// Cancellation quote texts shared by every vertical. The vertical's own success toast comes in the
// machine's input (flights: 'Flight cancelled successfully', spec A §8).
export const cancellationMessages = {
  refundChanged: /*i18n*/ {
    id: "cancellation.refundChanged",
    message: "The refund amount has changed. Please review it and confirm the cancellation again.",
  },
} as const;
