// Cancellation quote texts shared by every vertical. The vertical's own success toast comes in the
// machine's input (flights: 'Flight cancelled successfully', spec A §8). The refund-changed alert is
// also the server's answer, so it lives in src/shared/messages.ts.
import { messages } from "@/shared/messages";

export const cancellationMessages = {
  refundChanged: messages.refundChanged,
} as const;
