// Stripe.js for the payment step (docs/decisions.md "Stripe Elements in the browser"): loaded only when a site
// charges through Stripe and a payment step opens. The card's fields are Stripe's (the number never reaches our
// page's code or our server); the server confirms the intent with the PaymentMethod id and reads 3-D Secure's
// outcome from it.
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import type { HostedCard } from "@machines/payment/payment.machine";

/** The Stripe.js calls the payment step makes: the tests' fake implements only these. */
export type StripeCalls = Pick<Stripe, "createPaymentMethod" | "handleNextAction" | "confirmCardSetup">;

const loaded = new Map<string, Promise<Stripe>>();

/**
 * Stripe.js from js.stripe.com with the site's key, once per key; a load that failed is tried again on the next call
 * (the card form's "Try again"), as `loadStripe` itself retries its script after a failure.
 */
export function loadStripeFor(publishableKey: string): Promise<Stripe> {
  const known = loaded.get(publishableKey);
  if (known) return known;
  const stripe = loadStripe(publishableKey).then((s: Stripe | null) => {
    if (!s) throw new Error("Stripe.js is not available here");
    return s;
  });
  loaded.set(publishableKey, stripe);
  stripe.catch(() => loaded.delete(publishableKey));
  return stripe;
}

/**
 * Stripe's card field as the payment machine's card: `tokenize` makes the PaymentMethod (with the name on the card).
 * What Stripe refuses there (an incomplete or invalid number, a card it declines at once) is a decline with
 * Stripe's code and its message (Stripe.js words it in the browser's language).
 */
export function stripeCard(stripe: StripeCalls, element: StripeCardElement, holderName: string, complete: boolean): HostedCard {
  return {
    hosted: true,
    complete,
    tokenize: async () => {
      const { paymentMethod, error } = await stripe.createPaymentMethod({ type: "card", card: element, billing_details: { name: holderName } });
      if (paymentMethod) return { paymentMethodId: paymentMethod.id };
      return { declineCode: error?.decline_code ?? error?.code ?? "card_declined", declineText: error?.message ?? null };
    },
    // A new subscription card: Stripe.js confirms the server's SetupIntent with the field (3-D Secure in Stripe's
    // window); the server then reads the SetupIntent itself, so a setup Stripe did not finish saves nothing.
    confirmSetup: async (clientSecret) => {
      const { setupIntent, error } = await stripe.confirmCardSetup(clientSecret, { payment_method: { card: element, billing_details: { name: holderName } } });
      if (setupIntent) return { setupIntentId: setupIntent.id };
      const code = error?.code === "setup_intent_authentication_failure" ? "authentication_failed" : error?.code;
      return { declineCode: error?.decline_code ?? code ?? "card_declined", declineText: error?.message ?? null };
    },
  };
}

/**
 * 3-D Secure: the challenge id the server answers with is the intent's client secret (src/server/payments/stripe);
 * Stripe.js shows the bank's check. Its result is not trusted here: the server reads it from the intent.
 */
export async function runNextAction(stripe: StripeCalls, clientSecret: string): Promise<void> {
  await stripe.handleNextAction({ clientSecret });
}
