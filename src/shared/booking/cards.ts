// Card payments for every vertical: what the payment form sends once (number, expiry, CVC, holder) and
// the only thing any answer or stored record may say about a card afterwards (brand and last four).
import { z } from "zod";

/** The card lives only in a payment request: no response, snapshot or stored record carries the number or CVC. */
export const paymentCard = z.object({
  number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Card number must be 12 to 19 digits")),
  expMonth: z.coerce.number().int().min(1, "Invalid expiry month").max(12, "Invalid expiry month"),
  expYear: z.coerce.number().int().min(2000, "Invalid expiry year").max(2100, "Invalid expiry year"),
  cvc: z.string().regex(/^\d{3,4}$/, "CVC must be 3 or 4 digits"),
  holderName: z.string().trim().min(2, "Name on card is required").max(100),
});
export type PaymentCard = z.infer<typeof paymentCard>;

/** What a response may say about a card: brand and last four only (card payments). */
export const cardSummary = z.object({ brand: z.string(), last4: z.string().regex(/^\d{4}$/) });
export type CardSummary = z.infer<typeof cardSummary>;
