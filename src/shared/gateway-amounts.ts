import { minorUnitDigits } from "./money";

// A card gateway's amounts, from our Money (the currency's ISO 4217 minor units, src/shared/money.ts). Stripe charges
// in "the smallest currency unit" with its own exponent per currency (its "Zero-decimal currencies" and "Special
// cases" lists): the same as ISO 4217 except where listed here. One rule, used wherever an amount crosses to Stripe.

/** Where Stripe's exponent departs from ISO 4217: it charges ISK in two decimals (the last two always 00). */
const STRIPE_EXPONENT_EXCEPTIONS: Readonly<Record<string, number>> = { ISK: 2 };

/** Three-decimal currencies: Stripe takes them in thousandths but only in multiples of ten. */
const STRIPE_THREE_DECIMAL_STEP = 10;

export function stripeExponent(currency: string): number {
  const code = currency.toUpperCase();
  return STRIPE_EXPONENT_EXCEPTIONS[code] ?? minorUnitDigits(code);
}

/** Our minor units → Stripe's `amount`; a RangeError for an amount Stripe cannot charge exactly. */
export function toStripeAmount(amount: number, currency: string): number {
  const shift = stripeExponent(currency) - minorUnitDigits(currency.toUpperCase());
  const converted = shift >= 0 ? amount * 10 ** shift : amount / 10 ** -shift;
  if (!Number.isSafeInteger(converted)) throw new RangeError(`${amount} ${currency} has no exact amount in Stripe's units`);
  if (stripeExponent(currency) === 3 && converted % STRIPE_THREE_DECIMAL_STEP !== 0) {
    throw new RangeError(`${currency} amounts are charged in multiples of ${STRIPE_THREE_DECIMAL_STEP} thousandths`);
  }
  return converted;
}

/** Stripe's `amount` (captured, refunded) → our minor units. */
export function fromStripeAmount(amount: number, currency: string): number {
  const shift = stripeExponent(currency) - minorUnitDigits(currency.toUpperCase());
  return shift >= 0 ? Math.round(amount / 10 ** shift) : amount * 10 ** -shift;
}
