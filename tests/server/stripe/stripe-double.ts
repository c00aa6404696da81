// A local stand-in for the Stripe API, for tests only: the official SDK is pointed at it with its host/port/protocol
// settings, so no test reaches api.stripe.com. It follows the SDK's own types (the objects below are Picks of
// Stripe.PaymentIntent, Stripe.Refund, Stripe.Event) and Stripe's documented PaymentIntent states:
// requires_payment_method → (requires_action for 3-D Secure) → requires_capture (manual capture) → succeeded, or
// canceled. Test payment methods choose the outcome, as Stripe's test mode does (docs/deploy.md "Payments").
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type Stripe from "stripe";

/** What a test payment method does when confirmed (Stripe's pm_card_* test ids, and one of the double's own). */
type Behaviour = "succeed" | "decline" | "insufficient" | "three_ds" | "auth_required_off_session" | "capture_fails";

interface TestMethod {
  behaviour: Behaviour;
  brand: string;
  last4: string;
}

/** Stripe's test PaymentMethods; `pm_card_captureFails` is the double's own (Stripe has no card whose capture fails). */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, TestMethod>> = {
  pm_card_visa: { behaviour: "succeed", brand: "visa", last4: "4242" },
  pm_card_mastercard: { behaviour: "succeed", brand: "mastercard", last4: "4444" },
  pm_card_chargeDeclined: { behaviour: "decline", brand: "visa", last4: "0002" },
  pm_card_chargeDeclinedInsufficientFunds: { behaviour: "insufficient", brand: "visa", last4: "9995" },
  pm_card_threeDSecure2Required: { behaviour: "three_ds", brand: "visa", last4: "3155" },
  pm_card_authenticationRequired: { behaviour: "auth_required_off_session", brand: "visa", last4: "3184" },
  pm_card_captureFails: { behaviour: "capture_fails", brand: "visa", last4: "0770" },
};

type Intent = Pick<
  Stripe.PaymentIntent,
  | "id"
  | "object"
  | "amount"
  | "amount_capturable"
  | "amount_received"
  | "currency"
  | "status"
  | "capture_method"
  | "client_secret"
  | "created"
  | "description"
  | "last_payment_error"
  | "livemode"
  | "metadata"
  | "next_action"
  | "canceled_at"
> & { payment_method: string | null };

type Refund = Pick<Stripe.Refund, "id" | "object" | "amount" | "currency" | "created" | "status"> & { payment_intent: string };

export type DoubleEvent = Pick<Stripe.Event, "id" | "object" | "type" | "created" | "livemode" | "api_version" | "pending_webhooks" | "request"> & {
  data: { object: Intent | Refund };
};

interface Stored {
  status: number;
  body: unknown;
  params: string;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** Stripe's form encoding (`metadata[agency]=x&expand[0]=payment_method`) back into an object. */
function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    let node = out;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

const listOf = (value: unknown): string[] => (value && typeof value === "object" ? Object.values(value as Record<string, string>) : []);

export class StripeDouble {
  readonly intents = new Map<string, Intent>();
  readonly refunds: Refund[] = [];
  /** Every event the double's account would send, in order; tests deliver them (in any order, twice) to the webhook. */
  readonly events: DoubleEvent[] = [];
  /** Requests by method and path (`POST /v1/payment_intents/pi_…/capture`), for tests that count calls. */
  readonly requests: string[] = [];
  private readonly idempotency = new Map<string, Stored>();
  private server: Server | null = null;

  constructor(readonly secretKey = "sk_test_double") {}

  async start(): Promise<{ host: string; port: number; protocol: "http" }> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as AddressInfo;
    return { host: "127.0.0.1", port, protocol: "http" };
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The cardholder's 3-D Secure step, as Stripe.js's handleNextAction runs it in the browser. */
  authenticate(intentId: string, approve: boolean): void {
    const pi = this.intent(intentId);
    if (pi.status !== "requires_action") throw new Error(`no 3-D Secure step pending on ${intentId} (${pi.status})`);
    pi.next_action = null;
    if (approve) {
      this.authorise(pi);
    } else {
      pi.status = "requires_payment_method";
      pi.last_payment_error = {
        type: "invalid_request_error",
        code: "payment_intent_authentication_failure",
        message: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
      } as Stripe.PaymentIntent.LastPaymentError;
      this.emit("payment_intent.payment_failed", pi);
    }
  }

  /** The last event of this type about this intent. */
  lastEvent(type: string, intentId: string): DoubleEvent {
    const found = [...this.events].reverse().find((e) => e.type === type && (e.data.object as { id: string }).id === intentId);
    if (!found) throw new Error(`no ${type} event for ${intentId}`);
    return found;
  }

  intent(intentId: string): Intent {
    const pi = this.intents.get(intentId);
    if (!pi) throw new ApiError(404, { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${intentId}'`, param: "intent" });
    return pi;
  }

  private emit(type: string, object: Intent | Refund): void {
    this.events.push({
      id: id("evt"),
      object: "event",
      type: type as Stripe.Event["type"],
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      api_version: null,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    });
  }

  private authorise(pi: Intent): void {
    pi.status = "requires_capture";
    pi.amount_capturable = pi.amount;
    pi.last_payment_error = null;
    this.emit("payment_intent.amount_capturable_updated", pi);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://double");
    const params = req.method === "GET" ? parseForm(url.search.slice(1)) : parseForm(Buffer.concat(chunks).toString("utf8"));
    this.requests.push(`${req.method} ${url.pathname}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      return;
    }
    // Stripe's idempotency: the same key replays the first answer; with other parameters it is refused.
    const key = req.method === "POST" ? req.headers["idempotency-key"] : undefined;
    const scoped = typeof key === "string" ? `${url.pathname}|${key}` : null;
    const fingerprint = JSON.stringify(params);
    const earlier = scoped ? this.idempotency.get(scoped) : undefined;
    if (earlier) {
      if (earlier.params !== fingerprint) {
        send(400, { error: { type: "idempotency_error", message: `Keys for idempotent requests can only be used with the same parameters they were first used with.` } });
      } else {
        send(earlier.status, earlier.body);
      }
      return;
    }
    let status = 200;
    let body: unknown;
    try {
      body = this.route(req.method ?? "GET", url.pathname, params);
    } catch (error) {
      // A fault of the double itself answers like Stripe's own 500, so a test fails on it instead of hanging.
      status = error instanceof ApiError ? error.status : 500;
      body = { error: error instanceof ApiError ? error.body : { type: "api_error", message: String(error) } };
    }
    if (scoped) this.idempotency.set(scoped, { status, body, params: fingerprint });
    send(status, body);
  }

  private route(method: string, path: string, params: Record<string, unknown>): unknown {
    const parts = path.split("/").filter(Boolean);
    if (parts[0] !== "v1") throw new ApiError(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` });
    const [, resource, intentId, action] = parts;
    if (resource === "payment_intents") {
      if (method === "POST" && !intentId) return this.view(this.create(params), params);
      if (!intentId) throw new ApiError(404, { type: "invalid_request_error", message: "Listing intents is not in the double" });
      const pi = this.intent(intentId);
      if (method === "GET" && !action) return this.view(pi, params);
      if (method === "POST" && action === "confirm") return this.view(this.confirm(pi, params), params);
      if (method === "POST" && action === "capture") return this.view(this.capture(pi, params), params);
      if (method === "POST" && action === "cancel") return this.view(this.cancel(pi), params);
    }
    if (resource === "refunds" && method === "POST" && !intentId) return this.refund(params);
    if (resource === "refunds" && method === "GET" && !intentId) {
      const data = this.refunds.filter((r) => r.payment_intent === params.payment_intent);
      return { object: "list", data, has_more: false, url: "/v1/refunds" };
    }
    throw new ApiError(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` });
  }

  /** `expand[]=payment_method` gives the PaymentMethod object instead of its id. */
  private view(pi: Intent, params: Record<string, unknown>): unknown {
    if (!listOf(params.expand).includes("payment_method") || !pi.payment_method) return pi;
    const method = TEST_PAYMENT_METHODS[pi.payment_method];
    const card = method ? { brand: method.brand, last4: method.last4, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 } : null;
    return { ...pi, payment_method: { id: pi.payment_method, object: "payment_method", type: "card", card } };
  }

  private create(params: Record<string, unknown>): Intent {
    const amount = Number(params.amount);
    if (!Number.isSafeInteger(amount) || amount < 1) throw new ApiError(400, { type: "invalid_request_error", code: "parameter_invalid_integer", param: "amount", message: "Invalid integer" });
    const intentId = id("pi");
    const pi: Intent = {
      id: intentId,
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: String(params.currency),
      status: "requires_payment_method",
      capture_method: params.capture_method === "manual" ? "manual" : "automatic",
      client_secret: `${intentId}_secret_${randomBytes(8).toString("hex")}`,
      created: Math.floor(Date.now() / 1000),
      description: typeof params.description === "string" ? params.description : null,
      last_payment_error: null,
      livemode: false,
      metadata: (params.metadata ?? {}) as Stripe.Metadata,
      next_action: null,
      canceled_at: null,
      payment_method: null,
    };
    this.intents.set(intentId, pi);
    this.emit("payment_intent.created", pi);
    return pi;
  }

  private unexpected(pi: Intent, action: string): ApiError {
    return new ApiError(400, {
      type: "invalid_request_error",
      code: "payment_intent_unexpected_state",
      message: `This PaymentIntent's ${action} could not be performed because it has a status of ${pi.status}.`,
      payment_intent: pi,
    });
  }

  private decline(pi: Intent, code: string, declineCode: string | null, message: string): never {
    pi.status = "requires_payment_method";
    pi.last_payment_error = { type: "card_error", code, decline_code: declineCode ?? undefined, message } as Stripe.PaymentIntent.LastPaymentError;
    this.emit("payment_intent.payment_failed", pi);
    // Stripe answers a declined confirmation with a card error (402) carrying the intent.
    throw new ApiError(402, { type: "card_error", code, decline_code: declineCode, message, payment_intent: pi });
  }

  private confirm(pi: Intent, params: Record<string, unknown>): Intent {
    if (pi.status !== "requires_payment_method" && pi.status !== "requires_confirmation") throw this.unexpected(pi, "confirm");
    const methodId = String(params.payment_method ?? "");
    const method = TEST_PAYMENT_METHODS[methodId];
    if (!method) throw new ApiError(400, { type: "invalid_request_error", code: "resource_missing", param: "payment_method", message: `No such PaymentMethod: '${methodId}'` });
    pi.payment_method = methodId;
    const offSession = params.off_session === "true";
    switch (method.behaviour) {
      case "decline":
        return this.decline(pi, "card_declined", "generic_decline", "Your card was declined.");
      case "insufficient":
        return this.decline(pi, "card_declined", "insufficient_funds", "Your card has insufficient funds.");
      case "auth_required_off_session":
        if (offSession) return this.decline(pi, "authentication_required", "authentication_required", "Your card was declined. This transaction requires authentication.");
        this.authorise(pi);
        return pi;
      case "three_ds":
        if (offSession) return this.decline(pi, "authentication_required", "authentication_required", "Your card was declined. This transaction requires authentication.");
        pi.status = "requires_action";
        pi.next_action = { type: "use_stripe_sdk", use_stripe_sdk: {} } as Stripe.PaymentIntent.NextAction;
        pi.last_payment_error = null;
        this.emit("payment_intent.requires_action", pi);
        return pi;
      case "succeed":
      case "capture_fails":
        this.authorise(pi);
        return pi;
    }
  }

  private capture(pi: Intent, params: Record<string, unknown>): Intent {
    if (pi.status !== "requires_capture") throw this.unexpected(pi, "capture");
    const amount = params.amount_to_capture === undefined ? pi.amount : Number(params.amount_to_capture);
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > pi.amount_capturable) {
      throw new ApiError(400, { type: "invalid_request_error", code: "amount_too_large", param: "amount_to_capture", message: "The amount to capture is too large." });
    }
    if (pi.payment_method && TEST_PAYMENT_METHODS[pi.payment_method]?.behaviour === "capture_fails") {
      // An authorisation that lapsed: Stripe cancels the intent and refuses the capture.
      pi.status = "canceled";
      pi.amount_capturable = 0;
      pi.canceled_at = Math.floor(Date.now() / 1000);
      this.emit("payment_intent.canceled", pi);
      throw new ApiError(400, { type: "invalid_request_error", code: "charge_expired_for_capture", message: "The charge has expired and can no longer be captured." });
    }
    pi.status = "succeeded";
    pi.amount_received = amount;
    pi.amount_capturable = 0;
    this.emit("payment_intent.succeeded", pi);
    return pi;
  }

  private cancel(pi: Intent): Intent {
    if (pi.status === "succeeded" || pi.status === "canceled") throw this.unexpected(pi, "cancel");
    pi.status = "canceled";
    pi.amount_capturable = 0;
    pi.next_action = null;
    pi.canceled_at = Math.floor(Date.now() / 1000);
    this.emit("payment_intent.canceled", pi);
    return pi;
  }

  private refund(params: Record<string, unknown>): Refund {
    const pi = this.intent(String(params.payment_intent));
    if (pi.status !== "succeeded") throw new ApiError(400, { type: "invalid_request_error", code: "charge_not_refundable", message: "This PaymentIntent has not been captured." });
    const refunded = this.refunds.filter((r) => r.payment_intent === pi.id).reduce((n, r) => n + r.amount, 0);
    const amount = params.amount === undefined ? pi.amount_received - refunded : Number(params.amount);
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > pi.amount_received - refunded) {
      throw new ApiError(400, { type: "invalid_request_error", code: "amount_too_large", param: "amount", message: "Refund amount is greater than unrefunded amount on charge." });
    }
    const refund: Refund = { id: id("re"), object: "refund", amount, currency: pi.currency, created: Math.floor(Date.now() / 1000), status: "succeeded", payment_intent: pi.id };
    this.refunds.push(refund);
    this.emit("charge.refunded", refund);
    return refund;
  }
}
