import Stripe from "stripe";
import { fromStripeAmount, toStripeAmount } from "@/shared/gateway-amounts";
import { cardOf, errorOf, stripeCardSaving } from "./card-saving";
import {
  GatewayError,
  refundAmount,
  type CardSaving,
  type CreateIntentInput,
  type PaymentGateway,
  type PaymentIntent,
  type PaymentIntentStatus,
  type PaymentMethodInput,
  type Refund,
  type StoredCard,
} from "../types";

// Stripe behind the gateway interface (docs/deploy.md "Payments"): PaymentIntents with manual capture, so a card is
// authorised before the supplier books and captured after (the saga's "charged means ticketed or refunded"). The
// card never reaches this server: the browser turns it into a PaymentMethod with Stripe Elements and sends its id.

export interface StripeGatewayOptions {
  readonly secretKey: string;
  /** Given to the browser (GET /api/getCurrentPaymentGateway) for Stripe Elements. */
  readonly publishableKey?: string;
  /** The SDK's own host/port/protocol settings: tests point them at their Stripe-API double. */
  readonly api?: { host: string; port: number; protocol: "http" | "https" };
}

/** Stripe's statuses onto ours; `processing` and `requires_confirmation` do not occur with cards confirmed here. */
function statusOf(status: Stripe.PaymentIntent.Status): PaymentIntentStatus {
  switch (status) {
    case "requires_action":
    case "processing":
      return "requires_action";
    case "requires_capture":
      return "requires_capture";
    case "succeeded":
      return "succeeded";
    case "canceled":
      return "canceled";
    default:
      // requires_payment_method, requires_confirmation, and any status a later API version adds: not authorised.
      return "requires_payment_method";
  }
}

const EXPAND = ["payment_method"];

/** Stripe's metadata key that carries our payment key (its idempotency keys are not readable back). */
const KEY_METADATA = "waypoint_payment_key";

export class StripePaymentGateway implements PaymentGateway {
  readonly provider = "STRIPE";
  readonly publishableKey: string | undefined;
  readonly cardSaving: CardSaving;
  private readonly stripe: Stripe;

  constructor(options: StripeGatewayOptions) {
    this.publishableKey = options.publishableKey;
    this.stripe = new Stripe(options.secretKey, {
      ...(options.api ?? {}),
      // One retry of a dropped connection, with the same idempotency key (the SDK's default made explicit).
      maxNetworkRetries: 1,
      telemetry: false,
    });
    // A customer id is the account's and the mode's: the publishable key names both (docs/decisions.md "Saved cards on Stripe").
    const mode = /^(sk|rk)_live_/.test(options.secretKey) ? "live" : "test";
    this.cardSaving = stripeCardSaving(this.stripe, `stripe:${options.publishableKey ?? mode}`, translate);
  }

  private async toIntent(pi: Stripe.PaymentIntent): Promise<PaymentIntent> {
    const status = statusOf(pi.status);
    const currency = pi.currency.toUpperCase();
    let refunds: Refund[] = [];
    if (pi.amount_received > 0) {
      const listed = await this.stripe.refunds.list({ payment_intent: pi.id, limit: 100 });
      refunds = listed.data
        .filter((r) => r.status !== "failed" && r.status !== "canceled")
        .map((r) => ({ id: r.id, amount: { amount: fromStripeAmount(r.amount, currency), currency }, createdAt: new Date(r.created * 1000).toISOString() }));
    }
    return {
      id: pi.id,
      idempotencyKey: pi.metadata[KEY_METADATA] ?? "",
      amount: { amount: fromStripeAmount(pi.amount, currency), currency },
      status,
      card: cardOf(pi.payment_method),
      // 3-D Secure: Stripe.js completes the intent's next action in the browser with its client secret.
      challengeId: status === "requires_action" ? pi.client_secret : null,
      lastError: errorOf(pi.last_payment_error),
      amountCaptured: fromStripeAmount(pi.amount_received, currency),
      amountRefunded: refunds.reduce((n, r) => n + r.amount.amount, 0),
      refunds,
      createdAt: new Date(pi.created * 1000).toISOString(),
      updatedAt: new Date().toISOString(),
    };
  }

  /** Stripe answers a decline with a card error (402) and leaves the intent holding it in last_payment_error. */
  private async settle(intentId: string, call: () => Promise<Stripe.PaymentIntent>): Promise<PaymentIntent> {
    try {
      return await this.toIntent(await call());
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) return this.get(intentId);
      throw translate(error);
    }
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntent> {
    let amount: number;
    try {
      amount = toStripeAmount(input.amount, input.currency);
    } catch (error) {
      throw new GatewayError("invalid_amount", (error as Error).message);
    }
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new GatewayError("invalid_amount", "Amount must be a positive integer of minor units");
    try {
      const pi = await this.stripe.paymentIntents.create(
        {
          amount,
          currency: input.currency.toLowerCase(),
          capture_method: "manual",
          allowed_payment_method_types: ["card"],
          // What the operator sees in the Stripe dashboard (docs/deploy.md "Payments").
          metadata: { ...input.metadata, [KEY_METADATA]: input.idempotencyKey },
          ...(input.description ? { description: input.description } : {}),
          ...(input.customer ? { customer: input.customer } : {}),
          // The card confirmed here is attached to the customer for off-session charges (a subscription's renewals).
          ...(input.saveCard ? { setup_future_usage: "off_session" as const } : {}),
        },
        { idempotencyKey: `create:${input.idempotencyKey}` },
      );
      return await this.toIntent(pi);
    } catch (error) {
      throw translate(error);
    }
  }

  async get(intentId: string): Promise<PaymentIntent> {
    try {
      return await this.toIntent(await this.stripe.paymentIntents.retrieve(intentId, { expand: EXPAND }));
    } catch (error) {
      throw translate(error);
    }
  }

  /** A PaymentMethod made by Stripe.js; a typed card number is refused (it must never reach this server). */
  async confirm(intentId: string, method: PaymentMethodInput): Promise<PaymentIntent> {
    if (!("paymentMethodId" in method)) {
      throw new GatewayError("unsupported_payment_method", "Stripe takes cards through Stripe.js; card numbers are refused");
    }
    const intent = await this.get(intentId);
    if (intent.status !== "requires_payment_method") throw new GatewayError("invalid_state", `Cannot confirm a payment in status ${intent.status}`);
    return this.settle(intentId, () =>
      this.stripe.paymentIntents.confirm(
        intentId,
        { payment_method: method.paymentMethodId, use_stripe_sdk: true, expand: EXPAND },
        { idempotencyKey: `confirm:${intent.idempotencyKey}:${method.paymentMethodId}` },
      ),
    );
  }

  async confirmSaved(intentId: string, card: StoredCard): Promise<PaymentIntent> {
    const intent = await this.get(intentId);
    if (intent.status !== "requires_payment_method") throw new GatewayError("invalid_state", `Cannot confirm a payment in status ${intent.status}`);
    // Off-session: nobody is there for 3-D Secure, so Stripe declines (authentication_required) instead of asking.
    try {
      return await this.settle(intentId, () =>
        this.stripe.paymentIntents.confirm(
          intentId,
          { payment_method: card.gatewayReference, off_session: true, expand: EXPAND },
          { idempotencyKey: `confirm-saved:${intent.idempotencyKey}:${card.gatewayReference}` },
        ),
      );
    } catch (error) {
      // A saved card Stripe cannot use here (saved under other keys, or never attached to the customer) is declined
      // like a card, so the renewal rules ask the owner for a card instead of failing every sweep.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.param === "payment_method")) throw error;
      return { ...(await this.get(intentId)), lastError: { code: "card_declined", declineCode: "saved_card_unusable", message: "The saved card cannot be charged. Save a card again." } };
    }
  }

  /** The 3-D Secure outcome is the intent's: Stripe.js ran the challenge, the answer here is read, not told. */
  completeChallenge(intentId: string): Promise<PaymentIntent> {
    return this.get(intentId);
  }

  async capture(intentId: string, amount?: number): Promise<PaymentIntent> {
    const intent = await this.get(intentId);
    if (intent.status === "succeeded") return intent; // capturing twice is a no-op, not a second charge
    if (intent.status !== "requires_capture") throw new GatewayError("invalid_state", `Cannot capture a payment in status ${intent.status}`);
    const toCapture = amount ?? intent.amount.amount;
    if (!Number.isSafeInteger(toCapture) || toCapture <= 0 || toCapture > intent.amount.amount) {
      throw new GatewayError("invalid_amount", "Capture amount must be positive and at most the authorised amount");
    }
    try {
      const pi = await this.stripe.paymentIntents.capture(
        intentId,
        { amount_to_capture: toStripeAmount(toCapture, intent.amount.currency), expand: EXPAND },
        { idempotencyKey: `capture:${intent.idempotencyKey}` },
      );
      return await this.toIntent(pi);
    } catch (error) {
      throw translate(error);
    }
  }

  async cancel(intentId: string): Promise<PaymentIntent> {
    const intent = await this.get(intentId);
    if (intent.status === "canceled") return intent;
    if (intent.status === "succeeded") throw new GatewayError("invalid_state", "A captured payment is refunded, not cancelled");
    try {
      return await this.toIntent(await this.stripe.paymentIntents.cancel(intentId, { expand: EXPAND }, { idempotencyKey: `cancel:${intent.idempotencyKey}` }));
    } catch (error) {
      throw translate(error);
    }
  }

  async refund(intentId: string, amount?: number): Promise<PaymentIntent> {
    const intent = await this.get(intentId);
    const toRefund = refundAmount(intent, amount);
    try {
      // The key names this refund among the intent's (what was refunded before it, and how much): a retry is the same refund.
      await this.stripe.refunds.create(
        { payment_intent: intentId, amount: toStripeAmount(toRefund, intent.amount.currency) },
        { idempotencyKey: `refund:${intent.idempotencyKey}:${intent.amountRefunded}:${toRefund}` },
      );
    } catch (error) {
      throw translate(error);
    }
    return this.get(intentId);
  }
}

/** Stripe's refusals of a request onto the gateway's errors; anything else (network, auth) goes up as it is. */
function translate(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return new GatewayError("idempotency_conflict", "This idempotency key was used with a different amount");
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    // A missing PaymentMethod is the card's problem, not a missing payment (confirmSaved reads it as a decline).
    if (error.code === "resource_missing" && error.param !== "payment_method") return new GatewayError("intent_not_found", "Payment not found");
    if (error.code === "payment_intent_unexpected_state") return new GatewayError("invalid_state", error.message);
  }
  return error;
}
