// The Stripe objects the Stripe-API double (stripe-double.ts) keeps, as Picks of the SDK's own types, its test
// payment methods, and the wire helpers (Stripe's form encoding, its error answers). Tests only.
import { randomBytes } from "node:crypto";
import type Stripe from "stripe";

/** What a test payment method does when confirmed (Stripe's pm_card_* test ids, and one of the double's own). */
type Behaviour = "succeed" | "decline" | "insufficient" | "three_ds" | "auth_always" | "decline_charges" | "capture_fails";

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
  // 4000 0027 6000 3184: 3-D Secure on every payment, so an off-session charge is declined authentication_required.
  pm_card_authenticationRequired: { behaviour: "auth_always", brand: "visa", last4: "3184" },
  // 4000 0000 0000 0341: saving it succeeds, every charge of it is declined.
  pm_card_chargeCustomerFail: { behaviour: "decline_charges", brand: "visa", last4: "0341" },
  pm_card_captureFails: { behaviour: "capture_fails", brand: "visa", last4: "0770" },
};

export type Intent = Pick<
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
> & { payment_method: string | null; customer: string | null; setup_future_usage: "off_session" | null };

export type Customer = Pick<Stripe.Customer, "id" | "object" | "name" | "metadata" | "created" | "livemode">;

export type Setup = Pick<Stripe.SetupIntent, "id" | "object" | "client_secret" | "created" | "livemode" | "metadata" | "next_action" | "status" | "usage" | "last_setup_error"> & {
  customer: string | null;
  payment_method: string | null;
};

/** A PaymentMethod the double made from a `pm_card_*` id: which customer it is attached to, and how it was used. */
export interface Method extends TestMethod {
  id: string;
  customer: string | null;
  /** Authenticated when it was saved (a SetupIntent, or 3-D Secure with setup_future_usage): off-session needs no more. */
  authenticated: boolean;
  /** Confirmed on a PaymentIntent without being attached: Stripe refuses to use it again. */
  consumed: boolean;
}

export type Refund = Pick<Stripe.Refund, "id" | "object" | "amount" | "currency" | "created" | "status"> & { payment_intent: string };

export type DoubleEvent = Pick<Stripe.Event, "id" | "object" | "type" | "created" | "livemode" | "api_version" | "pending_webhooks" | "request"> & {
  data: { object: Intent | Refund | Setup };
};

export interface Stored {
  status: number;
  body: unknown;
  params: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

export const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** Stripe's form encoding (`metadata[agency]=x&expand[0]=payment_method`) back into an object. */
export function parseForm(text: string): Record<string, unknown> {
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

export const listOf = (value: unknown): string[] => (value && typeof value === "object" ? Object.values(value as Record<string, string>) : []);
