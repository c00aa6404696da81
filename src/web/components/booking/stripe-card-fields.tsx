// Stripe Elements' card field (docs/decisions.md "Stripe Elements in the browser"): its own chunk, loaded with
// the payment step only when the site charges through Stripe. The number, expiry and security code are typed into
// Stripe's frame; the form gets only whether they are complete and a way to make the PaymentMethod.
import { CardElement, Elements, useElements } from "@stripe/react-stripe-js";
import type { Stripe, StripeElementLocale } from "@stripe/stripe-js";
import { useEffect, useRef } from "react";
import type { HostedCard } from "@machines/payment/payment.machine";
import { stripeCard } from "./stripe-js";

/** What the card form knows of Stripe's field: complete or not, and the payment machine's card for it. */
export interface StripeField {
  complete: boolean;
  card(holderName: string): HostedCard;
}

function Field({ stripe, onChange }: { stripe: Stripe; onChange: (field: StripeField | null) => void }) {
  const elements = useElements();
  // The form's callback changes each render; the field is gone for it only when this unmounts.
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });
  useEffect(() => () => report.current(null), []);
  return (
    <CardElement
      className="rounded-lg border border-slate-300 bg-white px-3 py-3"
      options={{ hidePostalCode: true, style: { base: { fontSize: "16px" } } }}
      onChange={(event) => {
        const element = elements?.getElement(CardElement);
        report.current(element ? { complete: event.complete, card: (holderName) => stripeCard(stripe, element, holderName, event.complete) } : null);
      }}
    />
  );
}

/** Stripe's card field in the page's language (Stripe.js translates its own placeholders and errors). */
export function StripeCardFields({ stripe, locale, onChange }: { stripe: Stripe; locale: string; onChange: (field: StripeField | null) => void }) {
  return (
    <Elements stripe={stripe} options={{ locale: locale as StripeElementLocale }}>
      <Field stripe={stripe} onChange={onChange} />
    </Elements>
  );
}
