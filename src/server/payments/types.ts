import type { PaymentIntentStatus } from "../../shared/api/payments";

export type { PaymentIntentStatus };
// The intent's shape is shared with the db layer, which types its jsonb columns with it.
export type { PaymentError, PaymentIntent, Refund, StoredCard } from "../../shared/payments/intent";
import type { PaymentIntent, StoredCard } from "../../shared/payments/intent";

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

/** The one refund rule every gateway applies: a captured payment, at most what is captured and not yet refunded (all of it by default). */
export function refundAmount(intent: PaymentIntent, amount?: number): number {
  if (intent.status !== "succeeded") throw new GatewayError("invalid_state", `Cannot refund a payment in status ${intent.status}`);
  const remaining = intent.amountCaptured - intent.amountRefunded;
  const toRefund = amount ?? remaining;
  if (!Number.isSafeInteger(toRefund) || toRefund <= 0 || toRefund > remaining) {
    throw new GatewayError("invalid_amount", "Refund amount must be positive and at most the captured amount not yet refunded");
  }
  return toRefund;
}

/** Persistence seam: memory by default; the route layer can back it with the database. */
export interface PaymentStore {
  get(id: string): Promise<PaymentIntent | undefined>;
  getByIdempotencyKey(key: string): Promise<PaymentIntent | undefined>;
  /** Inserts unless the key exists; returns whichever intent holds the key (atomic per key). */
  insertIfAbsent(intent: PaymentIntent): Promise<PaymentIntent>;
  update(intent: PaymentIntent): Promise<void>;
}
