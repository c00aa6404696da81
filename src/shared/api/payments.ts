import { z } from "zod";
import { envelope } from "./envelope";

export const PAYMENT_INTENT_STATUSES = ["requires_payment_method", "requires_action", "requires_capture", "succeeded", "canceled"] as const;
export const paymentIntentStatus = z.enum(PAYMENT_INTENT_STATUSES);
export type PaymentIntentStatus = z.infer<typeof paymentIntentStatus>;

/** The 3-D Secure page step: the browser approves or fails the challenge. */
export const completeChallengeRequest = z.object({
  referenceNumber: z.string().trim().min(1).max(64),
  challengeId: z.string().min(1).max(200),
  approve: z.boolean(),
});
/** @public The 3-D Secure request payload. */
export type CompleteChallengeRequest = z.infer<typeof completeChallengeRequest>;

/** POST /api/payments/stripe/webhook: received; `duplicate` when the event was handled before (each acts once). */
export const stripeWebhookResponse = envelope(z.object({ received: z.literal(true), duplicate: z.boolean() }));
