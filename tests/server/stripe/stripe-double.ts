// A local stand-in for the Stripe API, for tests only: the official SDK is pointed at it with its host/port/protocol
// settings, so no test reaches api.stripe.com. It follows the SDK's own types (the objects below are Picks of
// Stripe.PaymentIntent, Stripe.Refund, Stripe.Event) and Stripe's documented PaymentIntent states:
// requires_payment_method → (requires_action for 3-D Secure) → requires_capture (manual capture) → succeeded, or
// canceled. Test payment methods choose the outcome, as Stripe's test mode does (docs/deploy.md "Payments").
// Saved cards (docs/decisions.md "Saved cards on Stripe"): Customers; SetupIntents (requires_payment_method →
// requires_action → succeeded), confirmed as Stripe.js's confirmCardSetup does; a `pm_card_*` id makes a new
// PaymentMethod each time it is used, as Stripe's do, attached to the customer by a SetupIntent or by a PaymentIntent
// with setup_future_usage; off-session confirmation charges an attached method only on its customer.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type Stripe from "stripe";
import { ApiError, id, listOf, parseForm, TEST_PAYMENT_METHODS, type Customer, type DoubleEvent, type Intent, type Method, type Refund, type Setup, type Stored } from "./stripe-objects";

export type { DoubleEvent };

export class StripeDouble {
  readonly intents = new Map<string, Intent>();
  readonly refunds: Refund[] = [];
  readonly customers = new Map<string, Customer>();
  readonly setups = new Map<string, Setup>();
  readonly methods = new Map<string, Method>();
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
      this.authorise(pi, true);
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

  /**
   * Stripe.js's confirmCardSetup in the browser: the card (a `pm_card_*` id) on the SetupIntent its client secret
   * names, with the bank's 3-D Secure answer when the card asks for one. Returns the SetupIntent as Stripe.js would.
   */
  confirmSetup(clientSecret: string, testMethod: string, bank: "approves" | "fails" = "approves"): Setup {
    const si = [...this.setups.values()].find((s) => s.client_secret === clientSecret);
    if (!si) throw new Error(`no SetupIntent with the client secret ${clientSecret}`);
    if (si.status !== "requires_payment_method") throw new Error(`SetupIntent ${si.id} is ${si.status}`);
    const method = this.method(testMethod);
    si.payment_method = method.id;
    const fail = (code: string, declineCode: string | null, message: string) => {
      si.status = "requires_payment_method";
      si.last_setup_error = { type: "card_error", code, decline_code: declineCode ?? undefined, message } as Stripe.SetupIntent.LastSetupError;
      this.emit("setup_intent.setup_failed", si);
      return si;
    };
    if (method.behaviour === "decline") return fail("card_declined", "generic_decline", "Your card was declined.");
    if ((method.behaviour === "three_ds" || method.behaviour === "auth_always") && bank === "fails") {
      return fail("setup_intent_authentication_failure", null, "We are unable to authenticate your payment method. Please choose a different payment method and try again.");
    }
    si.status = "succeeded";
    si.last_setup_error = null;
    method.customer = si.customer;
    method.authenticated = true;
    this.emit("setup_intent.succeeded", si);
    return si;
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

  private emit(type: string, object: Intent | Refund | Setup): void {
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

  /** Authorised: the card is saved on the intent's customer (setup_future_usage), else used up. */
  private authorise(pi: Intent, authenticated = false): void {
    const method = pi.payment_method ? this.methods.get(pi.payment_method) : undefined;
    if (method && pi.setup_future_usage && pi.customer) {
      method.customer = pi.customer;
      method.authenticated ||= authenticated;
    } else if (method && !method.customer) {
      method.consumed = true;
    }
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
    if (resource === "customers" && method === "POST" && !intentId) return this.createCustomer(params);
    if (resource === "customers" && method === "GET" && intentId) return this.customer(intentId);
    if (resource === "setup_intents" && method === "POST" && !intentId) return this.createSetup(params);
    if (resource === "setup_intents" && method === "GET" && intentId) return this.view(this.setup(intentId), params);
    if (resource === "refunds" && method === "POST" && !intentId) return this.refund(params);
    if (resource === "refunds" && method === "GET" && !intentId) {
      const data = this.refunds.filter((r) => r.payment_intent === params.payment_intent);
      return { object: "list", data, has_more: false, url: "/v1/refunds" };
    }
    throw new ApiError(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` });
  }

  /** `expand[]=payment_method` gives the PaymentMethod object instead of its id. */
  private view(pi: Intent | Setup, params: Record<string, unknown>): unknown {
    if (!listOf(params.expand).includes("payment_method") || !pi.payment_method) return pi;
    const method = this.methods.get(pi.payment_method);
    const card = method ? { brand: method.brand, last4: method.last4, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 } : null;
    return { ...pi, payment_method: { id: pi.payment_method, object: "payment_method", type: "card", card, customer: method?.customer ?? null } };
  }

  /** A `pm_card_*` id makes a new PaymentMethod (as Stripe's test ids do); a `pm_…` the double made is itself. */
  private method(methodId: string): Method {
    const test = TEST_PAYMENT_METHODS[methodId];
    if (test) {
      const made: Method = { ...test, id: id("pm"), customer: null, authenticated: false, consumed: false };
      this.methods.set(made.id, made);
      return made;
    }
    const known = this.methods.get(methodId);
    if (!known) throw new ApiError(400, { type: "invalid_request_error", code: "resource_missing", param: "payment_method", message: `No such PaymentMethod: '${methodId}'` });
    return known;
  }

  customer(customerId: string): Customer {
    const found = this.customers.get(customerId);
    if (!found) throw new ApiError(404, { type: "invalid_request_error", code: "resource_missing", param: "customer", message: `No such customer: '${customerId}'` });
    return found;
  }

  setup(setupId: string): Setup {
    const found = this.setups.get(setupId);
    if (!found) throw new ApiError(404, { type: "invalid_request_error", code: "resource_missing", param: "intent", message: `No such setupintent: '${setupId}'` });
    return found;
  }

  private createCustomer(params: Record<string, unknown>): Customer {
    const made: Customer = {
      id: id("cus"),
      object: "customer",
      name: typeof params.name === "string" ? params.name : null,
      metadata: (params.metadata ?? {}) as Stripe.Metadata,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.customers.set(made.id, made);
    return made;
  }

  private createSetup(params: Record<string, unknown>): Setup {
    const customer = typeof params.customer === "string" ? this.customer(params.customer).id : null;
    const setupId = id("seti");
    const si: Setup = {
      id: setupId,
      object: "setup_intent",
      client_secret: `${setupId}_secret_${randomBytes(8).toString("hex")}`,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      metadata: (params.metadata ?? {}) as Stripe.Metadata,
      next_action: null,
      status: "requires_payment_method",
      usage: params.usage === "on_session" ? "on_session" : "off_session",
      last_setup_error: null,
      customer,
      payment_method: null,
    };
    this.setups.set(setupId, si);
    return si;
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
      customer: typeof params.customer === "string" ? this.customer(params.customer).id : null,
      setup_future_usage: params.setup_future_usage === "off_session" ? "off_session" : null,
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
    const method = this.method(String(params.payment_method ?? ""));
    // Stripe's rules for a saved card: it is charged on its own customer only, and a card used once without being
    // attached to a customer cannot be used again.
    if (method.customer && method.customer !== pi.customer) {
      throw new ApiError(400, { type: "invalid_request_error", param: "payment_method", message: "The provided PaymentMethod belongs to a Customer; pass that customer to use it." });
    }
    if (method.consumed) {
      throw new ApiError(400, {
        type: "invalid_request_error",
        param: "payment_method",
        message: "The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment. It may not be used again.",
      });
    }
    pi.payment_method = method.id;
    const offSession = params.off_session === "true";
    const authenticationRequired = () => this.decline(pi, "authentication_required", "authentication_required", "Your card was declined. This transaction requires authentication.");
    switch (method.behaviour) {
      case "decline":
      case "decline_charges":
        return this.decline(pi, "card_declined", "generic_decline", "Your card was declined.");
      case "insufficient":
        return this.decline(pi, "card_declined", "insufficient_funds", "Your card has insufficient funds.");
      case "auth_always":
      case "three_ds":
        // A card authenticated when it was saved is charged off-session as it is; 3184 asks every time.
        if (offSession && (method.behaviour === "auth_always" || !method.authenticated)) return authenticationRequired();
        if (offSession) {
          this.authorise(pi);
          return pi;
        }
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
    if (pi.payment_method && this.methods.get(pi.payment_method)?.behaviour === "capture_fails") {
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
