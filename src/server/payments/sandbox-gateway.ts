import { randomBytes, randomUUID } from "node:crypto";
import { cardBrand, cardError, luhnValid, TEST_CARDS, validateCard, type TestBehaviour } from "./cards";
import { InMemoryPaymentStore } from "./memory-store";
import {
  GatewayError,
  refundAmount,
  type CardInput,
  type CreateIntentInput,
  type PaymentMethodInput,
  type PaymentError,
  type PaymentGateway,
  type PaymentIntent,
  type PaymentStore,
  type StoredCard,
} from "./types";

export interface SandboxGatewayOptions {
  readonly store?: PaymentStore;
  readonly clock?: () => Date;
  readonly newId?: (prefix: string) => string;
}

// Longest first: "decline_off_session" must not be read as "decline".
const BEHAVIOURS: readonly TestBehaviour[] = ["decline_off_session", "capture_fails", "succeed", "decline", "insufficient", "expired", "3ds_succeed", "3ds_decline", "3ds_always", "live_card"];

/** Test cards decide the outcome; the behaviour rides in the token, like Stripe's pm_card_* ids. */
function behaviourOf(reference: string): TestBehaviour {
  const found = BEHAVIOURS.find((b) => reference.startsWith(`pm_sbx_${b}_`));
  return found ?? "live_card";
}

const DECLINES: Record<string, PaymentError> = {
  decline: cardError("card_declined", "Your card was declined.", "generic_decline"),
  insufficient: cardError("card_declined", "Your card has insufficient funds.", "insufficient_funds"),
  expired: cardError("expired_card", "Your card has expired.", "expired_card"),
  live_card: cardError("card_declined", "Your card was declined. This sandbox accepts test cards only.", "test_mode_live_card"),
  "3ds_decline": cardError("card_declined", "Your card was declined after authentication.", "generic_decline"),
  "3ds_failed": cardError("authentication_failed", "The card's 3-D Secure authentication failed.", null),
  // Stripe's answer off-session for a card whose bank asks for 3-D Secure every time.
  "3ds_always": cardError("authentication_required", "Your card was declined. This transaction requires authentication.", "authentication_required"),
};

/**
 * A card processor's test mode in memory: test cards reach every outcome; the card number is
 * tokenised at the top of confirm() and only brand, last four and the token are kept.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  /** GET /api/getCurrentPaymentGateway: the web keeps its own card form for the sandbox (docs/sandbox.md). */
  readonly provider = "SANDBOX";
  private readonly store: PaymentStore;
  private readonly clock: () => Date;
  private readonly newId: (prefix: string) => string;
  /** Concurrent createIntent calls with one key share one promise within this process. */
  private readonly inFlight = new Map<string, Promise<PaymentIntent>>();

  constructor(options: SandboxGatewayOptions = {}) {
    this.store = options.store ?? new InMemoryPaymentStore();
    this.clock = options.clock ?? (() => new Date());
    this.newId = options.newId ?? ((prefix) => `${prefix}_${randomUUID().replace(/-/g, "")}`);
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntent> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new GatewayError("invalid_amount", "Amount must be a positive integer of minor units");
    const pending = this.inFlight.get(input.idempotencyKey);
    const work = pending ?? this.createOnce(input);
    if (!pending) {
      this.inFlight.set(input.idempotencyKey, work);
      void work.finally(() => this.inFlight.delete(input.idempotencyKey)).catch(() => undefined);
    }
    const intent = await work;
    if (intent.amount.amount !== input.amount || intent.amount.currency !== input.currency) {
      throw new GatewayError("idempotency_conflict", "This idempotency key was used with a different amount");
    }
    return intent;
  }

  private async createOnce(input: CreateIntentInput): Promise<PaymentIntent> {
    const existing = await this.store.getByIdempotencyKey(input.idempotencyKey);
    if (existing) return existing;
    const now = this.clock().toISOString();
    return this.store.insertIfAbsent({
      id: this.newId("pi"),
      idempotencyKey: input.idempotencyKey,
      amount: { amount: input.amount, currency: input.currency },
      status: "requires_payment_method",
      card: null,
      challengeId: null,
      lastError: null,
      amountCaptured: 0,
      amountRefunded: 0,
      refunds: [],
      createdAt: now,
      updatedAt: now,
    });
  }

  async get(intentId: string): Promise<PaymentIntent> {
    const intent = await this.store.get(intentId);
    if (!intent) throw new GatewayError("intent_not_found", "Payment not found");
    return intent;
  }

  private async save(intent: PaymentIntent, patch: Partial<PaymentIntent>): Promise<PaymentIntent> {
    const next: PaymentIntent = { ...intent, ...patch, updatedAt: this.clock().toISOString() };
    await this.store.update(next);
    return next;
  }

  /** Turns the typed card into a token at once; the number goes no further than this function. */
  private tokenise(card: CardInput): StoredCard {
    const digits = card.number.replace(/[\s-]/g, "");
    const behaviour = TEST_CARDS[digits] ?? "live_card";
    return {
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
      gatewayReference: `pm_sbx_${behaviour}_${randomBytes(9).toString("base64url")}`,
    };
  }

  async confirm(intentId: string, method: PaymentMethodInput): Promise<PaymentIntent> {
    // The sandbox's tokens come from its own confirm(); another gateway's token means the wrong gateway is configured.
    if ("paymentMethodId" in method) throw new GatewayError("unsupported_payment_method", "The sandbox takes typed test cards only");
    const card: CardInput = method;
    const intent = await this.get(intentId);
    if (intent.status !== "requires_payment_method") {
      throw new GatewayError("invalid_state", `Cannot confirm a payment in status ${intent.status}`);
    }
    const invalid = validateCard(card, this.clock());
    const digits = card.number.replace(/[\s-]/g, "");
    // Keep last four only when the number is at least well formed; never keep the rest.
    const stored = luhnValid(digits) ? this.tokenise(card) : null;
    if (invalid || !stored) {
      return this.save(intent, { card: stored, lastError: invalid ?? cardError("incorrect_number", "The card number is incorrect."), challengeId: null });
    }
    const behaviour = behaviourOf(stored.gatewayReference);
    if (behaviour === "3ds_succeed" || behaviour === "3ds_decline" || behaviour === "3ds_always") {
      return this.save(intent, { card: stored, status: "requires_action", challengeId: this.newId("3ds"), lastError: null });
    }
    return this.authorise(intent, stored, behaviour);
  }

  async confirmSaved(intentId: string, card: StoredCard): Promise<PaymentIntent> {
    const intent = await this.get(intentId);
    if (intent.status !== "requires_payment_method") {
      throw new GatewayError("invalid_state", `Cannot confirm a payment in status ${intent.status}`);
    }
    const now = this.clock();
    // A saved card runs out like a plastic one: valid through the last day of its expiry month.
    if (card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)) {
      return this.save(intent, { card, status: "requires_payment_method", challengeId: null, lastError: DECLINES.expired ?? null });
    }
    const behaviour = behaviourOf(card.gatewayReference);
    // A card saved after its 3-D Secure step was authenticated then; off-session it is charged as it is.
    const offSession: TestBehaviour = behaviour === "3ds_succeed" ? "succeed" : behaviour === "3ds_decline" || behaviour === "decline_off_session" ? "decline" : behaviour;
    return this.authorise(intent, card, offSession);
  }

  private authorise(intent: PaymentIntent, card: StoredCard, behaviour: TestBehaviour): Promise<PaymentIntent> {
    const decline = DECLINES[behaviour];
    if (decline) return this.save(intent, { card, status: "requires_payment_method", challengeId: null, lastError: decline });
    return this.save(intent, { card, status: "requires_capture", challengeId: null, lastError: null });
  }

  async completeChallenge(intentId: string, result: { approve: boolean }): Promise<PaymentIntent> {
    const intent = await this.get(intentId);
    if (intent.status !== "requires_action" || !intent.card) {
      throw new GatewayError("invalid_state", `No 3-D Secure challenge is pending (status ${intent.status})`);
    }
    if (!result.approve) {
      return this.save(intent, { status: "requires_payment_method", challengeId: null, lastError: DECLINES["3ds_failed"] ?? null });
    }
    const behaviour = behaviourOf(intent.card.gatewayReference);
    return this.authorise(intent, intent.card, behaviour === "3ds_decline" ? "3ds_decline" : "succeed");
  }

  async capture(intentId: string, amount?: number): Promise<PaymentIntent> {
    const intent = await this.get(intentId);
    if (intent.status === "succeeded") return intent; // capturing twice is a no-op, not a second charge
    if (intent.status !== "requires_capture") throw new GatewayError("invalid_state", `Cannot capture a payment in status ${intent.status}`);
    // The test card whose authorisation lapses before the capture (docs/sandbox.md): the capture fails, the intent stays authorised.
    if (intent.card && behaviourOf(intent.card.gatewayReference) === "capture_fails") {
      throw new GatewayError("invalid_state", "The authorisation could not be captured");
    }
    const toCapture = amount ?? intent.amount.amount;
    if (!Number.isSafeInteger(toCapture) || toCapture <= 0 || toCapture > intent.amount.amount) {
      throw new GatewayError("invalid_amount", "Capture amount must be positive and at most the authorised amount");
    }
    return this.save(intent, { status: "succeeded", amountCaptured: toCapture });
  }

  async cancel(intentId: string): Promise<PaymentIntent> {
    const intent = await this.get(intentId);
    if (intent.status === "canceled") return intent;
    if (intent.status === "succeeded") throw new GatewayError("invalid_state", "A captured payment is refunded, not cancelled");
    return this.save(intent, { status: "canceled", challengeId: null });
  }

  async refund(intentId: string, amount?: number): Promise<PaymentIntent> {
    const intent = await this.get(intentId);
    const toRefund = refundAmount(intent, amount);
    const refund = { id: this.newId("re"), amount: { amount: toRefund, currency: intent.amount.currency }, createdAt: this.clock().toISOString() };
    return this.save(intent, { amountRefunded: intent.amountRefunded + toRefund, refunds: [...intent.refunds, refund] });
  }
}
