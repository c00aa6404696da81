// Card payments for every vertical: what the payment form sends once (number, expiry, CVC, holder) and
// the only thing any answer or stored record may say about a card afterwards (brand and last four).
// zod/mini: the payment machine checks a card with it (isPayable), and the machine is in a booking page's first load.
import * as z from "zod/mini";

const month = "Invalid expiry month";
const year = "Invalid expiry year";

/** The card lives only in a payment request: no response, snapshot or stored record carries the number or CVC. */
export const paymentCard = z.object({
  number: z.pipe(
    z.pipe(
      z.string(),
      z.transform((s: string) => s.replace(/[\s-]/g, "")),
    ),
    z.string().check(z.regex(/^\d{12,19}$/, "Card number must be 12 to 19 digits")),
  ),
  expMonth: z.pipe(z.coerce.number(), z.int().check(z.minimum(1, month), z.maximum(12, month))),
  expYear: z.pipe(z.coerce.number(), z.int().check(z.minimum(2000, year), z.maximum(2100, year))),
  cvc: z.string().check(z.regex(/^\d{3,4}$/, "CVC must be 3 or 4 digits")),
  holderName: z.string().check(z.trim(), z.minLength(2, "Name on card is required"), z.maxLength(100)),
});
export type PaymentCard = z.infer<typeof paymentCard>;

/**
 * A card tokenised in the browser by the gateway's own library (Stripe Elements → a PaymentMethod id): with Stripe
 * configured the payment request carries this instead of the card, and no card number reaches the server.
 */
export const paymentMethodToken = z.object({ paymentMethodId: z.string().check(z.regex(/^pm_[A-Za-z0-9_]{1,200}$/, "Invalid payment method")) });

/** What a payment request pays with: the typed card (the sandbox gateway) or the gateway's token for it (Stripe). */
export const paymentMethod = z.union([paymentCard, paymentMethodToken]);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** What a response may say about a card: brand and last four only (card payments). */
export const cardSummary = z.object({ brand: z.string(), last4: z.string().check(z.regex(/^\d{4}$/)) });
export type CardSummary = z.infer<typeof cardSummary>;
