import type { Money } from "../money";
import type { PaymentIntentStatus } from "../api/payments";

// A payment intent as the gateway answers it and the database keeps it (`payment_intents.data`,
// `billing` cards): here so the db layer types its jsonb columns without importing the payments feature.

/** What may be kept about a card: never the number or the CVC (card payments). */
export interface StoredCard {
  readonly brand: string;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
  /** The gateway's token for the card (a payment-method id). */
  readonly gatewayReference: string;
}

export interface PaymentError {
  /** Stripe-style code: incorrect_number, invalid_expiry_month, invalid_cvc, card_declined, expired_card, ... */
  readonly code: string;
  /** For card_declined: generic_decline, insufficient_funds, ... */
  readonly declineCode: string | null;
  readonly message: string;
}

export interface Refund {
  readonly id: string;
  readonly amount: Money;
  readonly createdAt: string;
}

/**
 * PaymentIntent-like lifecycle: requires_payment_method → (requires_action for 3-D Secure) →
 * requires_capture (authorised) → succeeded (captured); canceled releases an authorisation.
 * A decline puts the intent back to requires_payment_method with lastError, ready for a retry.
 */
export interface PaymentIntent {
  readonly id: string;
  readonly idempotencyKey: string;
  readonly amount: Money;
  readonly status: PaymentIntentStatus;
  readonly card: StoredCard | null;
  /** Set while status is requires_action: the browser's 3-D Secure page completes it. */
  readonly challengeId: string | null;
  readonly lastError: PaymentError | null;
  readonly amountCaptured: number;
  readonly amountRefunded: number;
  readonly refunds: readonly Refund[];
  readonly createdAt: string;
  readonly updatedAt: string;
}
