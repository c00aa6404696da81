import type { Money } from "../../shared/money";
import type { PaymentIntentStatus } from "../../shared/api/payments";

export type { PaymentIntentStatus };

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

/** The card as typed; lives only for the duration of confirm(). */
export interface CardInput {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
  readonly holderName?: string;
}

/** A card already tokenised by the gateway's own browser library (Stripe.js): the server never sees its number. */
export interface PaymentMethodToken {
  readonly paymentMethodId: string;
}

/** What confirm() takes: the typed card (the sandbox) or the gateway's token for it (Stripe). */
export type PaymentMethodInput = CardInput | PaymentMethodToken;

export interface CreateIntentInput {
  /** Integer minor units. */
  readonly amount: number;
  readonly currency: string;
  readonly idempotencyKey: string;
  /** What the operator sees beside the payment in the gateway's dashboard (agency, booking reference, vertical). */
  readonly metadata?: Readonly<Record<string, string>>;
  readonly description?: string;
}

export interface PaymentGateway {
  /** What GET /api/getCurrentPaymentGateway answers. */
  readonly provider: string;
  /** The key the browser's card library loads with (Stripe.js); absent: the web's own card form. */
  readonly publishableKey?: string;
  /** Same key and amount → the same intent; same key, other amount → IdempotencyConflict. */
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  /**
   * Authorises with the card (the sandbox tokenises a typed card at once) or the gateway's token for it; may end in
   * requires_action (3-D Secure). A gateway refuses the kind it does not take (unsupported_payment_method).
   */
  confirm(intentId: string, method: PaymentMethodInput): Promise<PaymentIntent>;
  /** The 3-D Secure step's end: the sandbox is told the cardholder's answer; Stripe reads it from the intent. */
  completeChallenge(intentId: string, result: { approve: boolean }): Promise<PaymentIntent>;
  /**
   * Authorises with a card saved earlier (its token), the cardholder absent (off-session, like a renewal):
   * there is nobody to pass 3-D Secure, so the answer is authorised or declined, never requires_action.
   */
  confirmSaved(intentId: string, card: StoredCard): Promise<PaymentIntent>;
  /** Captures an authorisation, fully or partly. */
  capture(intentId: string, amount?: number): Promise<PaymentIntent>;
  /** Releases an authorisation (or abandons an unpaid intent). */
  cancel(intentId: string): Promise<PaymentIntent>;
  refund(intentId: string, amount?: number): Promise<PaymentIntent>;
  get(intentId: string): Promise<PaymentIntent>;
}

export const GATEWAY_ERROR_CODES = ["intent_not_found", "idempotency_conflict", "invalid_state", "invalid_amount", "unsupported_payment_method"] as const;
export type GatewayErrorCode = (typeof GATEWAY_ERROR_CODES)[number];

/** A misuse of the gateway (wrong state, unknown id); card problems are lastError, not throws. */
export class GatewayError extends Error {
  override readonly name = "GatewayError";
  constructor(
    readonly code: GatewayErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Persistence seam: memory by default; the route layer can back it with the database. */
export interface PaymentStore {
  get(id: string): Promise<PaymentIntent | undefined>;
  getByIdempotencyKey(key: string): Promise<PaymentIntent | undefined>;
  /** Inserts unless the key exists; returns whichever intent holds the key (atomic per key). */
  insertIfAbsent(intent: PaymentIntent): Promise<PaymentIntent>;
  update(intent: PaymentIntent): Promise<void>;
}
