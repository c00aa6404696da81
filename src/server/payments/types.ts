import type { PaymentIntentStatus } from "@/shared/api/payments";

export type { PaymentIntentStatus };
// The intent's shape is shared with the db layer, which types its jsonb columns with it.
export type { PaymentError, PaymentIntent, Refund, StoredCard } from "@/shared/payments/intent";
import type { PaymentError, PaymentIntent, StoredCard } from "@/shared/payments/intent";

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
  /** The gateway's customer the payment belongs to (gateways with `cardSaving`): a card saved on it is charged later. */
  readonly customer?: string;
  /** Keep the card this payment is confirmed with, on `customer`, for off-session charges (a subscription's renewals). */
  readonly saveCard?: boolean;
}

/** A gateway's customer: what saved cards are attached to, named for the operator's dashboard (an agency). */
export interface CustomerInput {
  readonly name: string;
  /** The same key makes the same customer (a retry, two requests at once). */
  readonly idempotencyKey: string;
  readonly metadata?: Readonly<Record<string, string>>;
}

export type CardSetupStatus = "requires_payment_method" | "requires_action" | "processing" | "succeeded" | "canceled";

/** Saving a card without charging it (Stripe's SetupIntent): the browser confirms it with the gateway's library. */
export interface CardSetup {
  readonly id: string;
  /** What the gateway's browser library confirms the setup with; never logged or stored. */
  readonly clientSecret: string;
  readonly status: CardSetupStatus;
  readonly customer: string | null;
  /** The card once saved (succeeded): brand, last four, expiry and the gateway's token. */
  readonly card: StoredCard | null;
  readonly lastError: PaymentError | null;
}

/**
 * Cards kept on the gateway's own customers and confirmed in the browser (Stripe). A gateway without it (the sandbox)
 * saves the token of a card its confirm() took, and a new card is checked with an authorisation released at once.
 */
export interface CardSaving {
  /** Customers belong to one account (Stripe: the account and its mode); an id from another is of no use here. */
  readonly account: string;
  createCustomer(input: CustomerInput): Promise<string>;
  createSetup(input: { customer: string; idempotencyKey: string; metadata?: Readonly<Record<string, string>> }): Promise<CardSetup>;
  getSetup(setupId: string): Promise<CardSetup>;
}

export interface PaymentGateway {
  /** What GET /api/getCurrentPaymentGateway answers. */
  readonly provider: string;
  /** The key the browser's card library loads with (Stripe.js); absent: the web's own card form. */
  readonly publishableKey?: string;
  /** Present when cards are saved on the gateway's customers through the browser (Stripe's SetupIntents). */
  readonly cardSaving?: CardSaving;
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
   * there is nobody to pass 3-D Secure, so the answer is authorised or declined, never requires_action. With
   * `cardSaving`, the intent was created with the customer the card is saved on.
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
