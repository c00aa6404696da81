import type Stripe from "stripe";
import type { CardSaving, CardSetup, CardSetupStatus, CustomerInput, PaymentError, StoredCard } from "../types";

// Saved cards on Stripe (docs/decisions.md "Saved cards on Stripe"): each agency is a Customer, named by the agency,
// and its subscription card is a PaymentMethod attached to it — by the first payment (setup_future_usage) or, for a
// new card, by a SetupIntent the browser confirms with Stripe.js (confirmCardSetup). The card never reaches us.

/** Stripe's codes for a failed 3-D Secure step, under the name the sandbox and the web's messages use. */
export const AUTHENTICATION_CODES: Readonly<Record<string, string>> = {
  payment_intent_authentication_failure: "authentication_failed",
  setup_intent_authentication_failure: "authentication_failed",
};

export function errorOf(error: Stripe.PaymentIntent.LastPaymentError | Stripe.SetupIntent.LastSetupError | null): PaymentError | null {
  if (!error) return null;
  const code = error.code ?? "card_declined";
  return { code: AUTHENTICATION_CODES[code] ?? code, declineCode: error.decline_code ?? null, message: error.message ?? "Your card was declined." };
}

export function cardOf(method: string | Stripe.PaymentMethod | null): StoredCard | null {
  if (!method || typeof method === "string" || !method.card) return null;
  const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
  return { brand, last4, expMonth, expYear, gatewayReference: method.id };
}

function setupStatus(status: Stripe.SetupIntent.Status): CardSetupStatus {
  switch (status) {
    case "requires_action":
      return "requires_action";
    case "processing":
      return "processing";
    case "succeeded":
      return "succeeded";
    case "canceled":
      return "canceled";
    default:
      // requires_payment_method, requires_confirmation: nothing saved yet.
      return "requires_payment_method";
  }
}

const customerId = (customer: string | Stripe.Customer | Stripe.DeletedCustomer | null): string | null => (typeof customer === "string" ? customer : (customer?.id ?? null));

function setupOf(si: Stripe.SetupIntent): CardSetup {
  return {
    id: si.id,
    clientSecret: si.client_secret ?? "",
    status: setupStatus(si.status),
    customer: customerId(si.customer),
    card: si.status === "succeeded" ? cardOf(si.payment_method) : null,
    lastError: errorOf(si.last_setup_error),
  };
}

/** Stripe's Customers and SetupIntents behind `CardSaving`; `translate` is the adapter's own error mapping. */
export function stripeCardSaving(stripe: Stripe, account: string, translate: (error: unknown) => unknown): CardSaving {
  return {
    account,
    async createCustomer(input: CustomerInput): Promise<string> {
      try {
        // The dashboard's Customers list shows the agency's name; metadata carries its code and id.
        const customer = await stripe.customers.create({ name: input.name, metadata: { ...input.metadata } }, { idempotencyKey: `customer:${input.idempotencyKey}` });
        return customer.id;
      } catch (error) {
        throw translate(error);
      }
    },
    async createSetup(input): Promise<CardSetup> {
      try {
        const si = await stripe.setupIntents.create(
          { customer: input.customer, usage: "off_session", allowed_payment_method_types: ["card"], metadata: { ...input.metadata } },
          { idempotencyKey: `setup:${input.idempotencyKey}` },
        );
        return setupOf(si);
      } catch (error) {
        throw translate(error);
      }
    },
    async getSetup(setupId: string): Promise<CardSetup> {
      try {
        return setupOf(await stripe.setupIntents.retrieve(setupId, { expand: ["payment_method"] }));
      } catch (error) {
        throw translate(error);
      }
    },
  };
}
